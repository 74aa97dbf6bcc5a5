/**
 * The dashboard (/admin/dashboard): the shop's seven counts as cards that appear one after the
 * other (0.1 s apart, still for people who ask for reduced motion) and as a bar chart, and the
 * refunds owed, a card of its own that links to their list (it is work to do, not a size of the
 * shop, so it stays out of the chart).
 */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  ClipboardCheck,
  Clock,
  FolderTree,
  HandCoins,
  MessageSquare,
  Package,
  ShoppingCart,
  Users,
  PackageOpen,
  type LucideIcon,
} from 'lucide-react';
import { dashboardCards, dashboardMessages as t } from '@shop/shared/admin/desk-messages';
import { refundsOwedMessages } from '@shop/shared/admin/money-trail-messages';
import { returnMessages } from '@shop/shared/returns/messages';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { DashboardChart } from './dashboard-chart';

const STAGGER_MS = 100;
const icons: LucideIcon[] = [
  Users,
  ShoppingCart,
  Clock,
  ClipboardCheck,
  Package,
  FolderTree,
  HandCoins,
  MessageSquare,
];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function DashboardPage() {
  const stats = useDashboardStats();
  const reduceMotion = prefersReducedMotion();

  return (
    <section className="space-y-6">
      <title>{`${t.heading} | CircuitKart Admin`}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
      {stats.isPending ? (
        <p role="status" className="text-slate-600">
          {t.loading}
        </p>
      ) : stats.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {t.error(t.loadFailed)}
        </p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {dashboardCards.map((card, index) => (
              <StatCard
                key={card.key}
                label={card.label}
                value={stats.data[card.key]}
                change={card.change}
                Icon={icons[index]!}
                delayMs={index * STAGGER_MS}
                animate={!reduceMotion}
              />
            ))}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <WaitingWorkCard
              id="dashboard-refunds-owed"
              title={refundsOwedMessages.dashboardCard}
              count={stats.data.refundsOwedCount}
              to="/admin/refunds"
              linkLabel={refundsOwedMessages.dashboardLink}
              icon={HandCoins}
            />
            <WaitingWorkCard
              id="dashboard-returns-waiting"
              title={returnMessages.dashboardCard}
              count={stats.data.returnsWaitingCount}
              to="/admin/returns"
              linkLabel={returnMessages.dashboardLink}
              icon={PackageOpen}
            />
          </div>
          <section
            aria-labelledby="dashboard-overview"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="dashboard-overview" className="mb-4 text-lg font-semibold text-slate-900">
              {t.chartTitle}
            </h2>
            <DashboardChart
              labels={dashboardCards.map((card) => card.label)}
              counts={dashboardCards.map((card) => stats.data[card.key])}
              reduceMotion={reduceMotion}
            />
          </section>
        </>
      )}
    </section>
  );
}

type StatCardProps = {
  label: string;
  value: number;
  change: string;
  Icon: LucideIcon;
  delayMs: number;
  animate: boolean;
};

function StatCard({ label, value, change, Icon, delayMs, animate }: StatCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!animate || typeof ref.current?.animate !== 'function') return;
    const animation = ref.current.animate(
      [
        { opacity: 0, transform: 'translateY(12px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 400, delay: delayMs, easing: 'ease-out', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [animate, delayMs]);

  const changeColour = change.startsWith('-')
    ? 'text-red-700'
    : change.startsWith('+')
      ? 'text-green-700'
      : 'text-slate-600';
  return (
    <li ref={ref} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className={`mt-1 text-sm font-medium ${changeColour}`}>{change}</p>
    </li>
  );
}

/** A count of work waiting for staff (refunds owed, returns waiting), with the way to it. */
export function WaitingWorkCard({
  id,
  title,
  count,
  to,
  linkLabel,
  icon: Icon,
}: {
  id: string;
  title: string;
  count: number;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className={`mt-2 text-3xl font-bold ${count > 0 ? 'text-amber-800' : 'text-slate-900'}`}>
        {count}
      </p>
      <Link
        to={to}
        aria-describedby={id}
        className="mt-1 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
      >
        {linkLabel}
      </Link>
    </section>
  );
}
