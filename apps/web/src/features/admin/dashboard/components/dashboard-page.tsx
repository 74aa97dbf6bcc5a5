/**
 * The dashboard (/admin/dashboard, docs/decisions/052): the sales of today, 7 and 30 days with
 * their GST and average order value; the shop's seven counts as cards that appear one after the
 * other (0.1 s apart, still for people who ask for reduced motion), a trend only where the server
 * computed one; the work waiting (orders to ship, checkouts awaiting payment, refunds owed,
 * returns waiting, low stock, e-mails not sent), each a card linking to its list; and the sales per day as a chart and a table.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  ClipboardCheck,
  Clock,
  CreditCard,
  FolderTree,
  HandCoins,
  MailWarning,
  MessageSquare,
  Package,
  PackageCheck,
  ShoppingCart,
  Users,
  PackageOpen,
  type LucideIcon,
  TriangleAlert,
} from 'lucide-react';
import {
  dashboardCards,
  dashboardMessages as t,
  failedMailsMessages,
} from '@shop/shared/admin/desk-messages';
import type { DashboardStats, SalesFigure, Trend } from '@shop/shared/admin/schemas';
import { refundsOwedMessages } from '@shop/shared/admin/money-trail-messages';
import { formatRupees } from '@shop/shared/money';
import { returnMessages } from '@shop/shared/returns/messages';
import { Badge, OrderStatusBadge } from '@/features/admin/components/order-badges';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { trendDirection, trendText } from '../dashboard-figures';
import { DashboardChart } from './dashboard-chart';

const STAGGER_MS = 100;
const icons: LucideIcon[] = [
  Users,
  ShoppingCart,
  Clock,
  ClipboardCheck,
  Package,
  FolderTree,
  MessageSquare,
];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const periods = ['today', 'last7Days', 'last30Days'] as const;

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
          <section aria-labelledby="dashboard-sales" className="space-y-3">
            <div>
              <h2 id="dashboard-sales" className="text-lg font-semibold text-slate-900">
                {t.salesHeading}
              </h2>
              <p className="text-sm text-slate-600">{t.salesHint}</p>
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              {periods.map((period) => (
                <SalesCard
                  key={period}
                  id={`dashboard-sales-${period}`}
                  title={t.periods[period]}
                  figure={stats.data.sales[period]}
                  comparedWith={t.comparedWith[period]}
                />
              ))}
            </div>
          </section>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {dashboardCards.map((card, index) => (
              <StatCard
                key={card.key}
                label={card.label}
                value={stats.data[card.key]}
                trend={countTrend(stats.data, card.key)}
                Icon={icons[index]!}
                delayMs={index * STAGGER_MS}
                animate={!reduceMotion}
              />
            ))}
          </ul>
          <section aria-labelledby="dashboard-work" className="space-y-3">
            <h2 id="dashboard-work" className="text-lg font-semibold text-slate-900">
              {t.workHeading}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <WaitingWorkCard
                id="dashboard-orders-to-ship"
                title={t.ordersToShip}
                count={stats.data.ordersToShipCount}
                to="/admin/orders"
                linkLabel={t.ordersToShipLink}
                icon={PackageCheck}
                badge={<OrderStatusBadge status="PROCESSING" />}
              />
              <WaitingWorkCard
                id="dashboard-awaiting-payment"
                title={t.awaitingPayment}
                count={stats.data.awaitingPaymentCount}
                to="/admin/orders?status=PENDING"
                linkLabel={t.awaitingPaymentLink}
                icon={CreditCard}
                badge={<Badge meaning="owed" label="PENDING" />}
                hint={t.awaitingPaymentHint}
              />
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
              <WaitingWorkCard
                id="dashboard-low-stock"
                title={t.lowStock}
                count={stats.data.lowStockCount}
                to="/admin/products?stock=low"
                linkLabel={t.lowStockLink}
                icon={TriangleAlert}
                hint={t.lowStockHint}
              />
              <WaitingWorkCard
                id="dashboard-mails-not-sent"
                title={failedMailsMessages.dashboardCard}
                count={stats.data.failedMailCount}
                to="/admin/emails"
                linkLabel={failedMailsMessages.dashboardLink}
                icon={MailWarning}
              />
            </div>
          </section>
          <section
            aria-labelledby="dashboard-overview"
            className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <h2 id="dashboard-overview" className="text-lg font-semibold text-slate-900">
              {t.chartTitle}
            </h2>
            <p className="mb-4 text-sm text-slate-600">{t.chartSubtitle}</p>
            <DashboardChart days={stats.data.salesByDay} reduceMotion={reduceMotion} />
          </section>
        </>
      )}
    </section>
  );
}

/** The counts with a trend (new in the last 30 days against the 30 before); null for the others. */
function countTrend(stats: DashboardStats, key: (typeof dashboardCards)[number]['key']): Trend {
  return key in stats.countTrends
    ? stats.countTrends[key as keyof DashboardStats['countTrends']]
    : null;
}

/** The trend in words, with an arrow; nothing when there is no trend. */
export function TrendLine({ trend, comparedWith }: { trend: Trend; comparedWith: string }) {
  const text = trendText(trend, comparedWith);
  if (text === null || trend === null) return null;
  const direction = trendDirection(trend);
  const { Arrow, colour } = {
    up: { Arrow: ArrowUpRight, colour: 'text-green-800' },
    down: { Arrow: ArrowDownRight, colour: 'text-red-800' },
    flat: { Arrow: ArrowRight, colour: 'text-slate-600' },
  }[direction];
  return (
    <p className={`mt-1 flex items-center gap-1 text-sm font-medium ${colour}`}>
      <Arrow aria-hidden="true" className="size-4" />
      {text}
    </p>
  );
}

function SalesCard({
  id,
  title,
  figure,
  comparedWith,
}: {
  id: string;
  title: string;
  figure: SalesFigure;
  comparedWith: string;
}) {
  const rows = [
    ['sales', t.figures.sales],
    ['gst', t.figures.gst],
    ['averageOrderValue', t.figures.averageOrderValue],
  ] as const;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3
        id={id}
        className="flex items-baseline justify-between text-sm font-medium text-slate-600"
      >
        {title}
        <span className="text-xs font-normal">{t.ordersInPeriod(figure.orders)}</span>
      </h3>
      <dl className="mt-2 space-y-2">
        {rows.map(([key, label]) => (
          <div key={key}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd>
              <span
                className={
                  key === 'sales'
                    ? 'text-2xl font-bold text-slate-900'
                    : 'text-lg font-semibold text-slate-900'
                }
              >
                {formatRupees(figure[key])}
              </span>
              <TrendLine trend={figure.trend[key]} comparedWith={comparedWith} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

type StatCardProps = {
  label: string;
  value: number;
  trend: Trend;
  Icon: LucideIcon;
  delayMs: number;
  animate: boolean;
};

function StatCard({ label, value, trend, Icon, delayMs, animate }: StatCardProps) {
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

  return (
    <li ref={ref} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <TrendLine trend={trend} comparedWith={t.countComparedWith} />
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
  badge,
  hint,
}: {
  id: string;
  title: string;
  count: number;
  to: string;
  linkLabel: string;
  icon: LucideIcon;
  /** The status the count is of, as the desk shows it. */
  badge?: ReactNode;
  hint?: string;
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
      {badge && <div className="mt-1">{badge}</div>}
      <p className={`mt-2 text-3xl font-bold ${count > 0 ? 'text-amber-800' : 'text-slate-900'}`}>
        {count}
      </p>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
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
