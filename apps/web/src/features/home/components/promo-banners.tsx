/** Two promo banners: DIY kits and a new single-board computer. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

export function PromoBanners() {
  return (
    <section aria-labelledby="home-promos-heading">
      <h2 id="home-promos-heading" className="sr-only">
        Promotions
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Banner
          eyebrow="DIY Kits"
          title="Robotics & DIY Kits"
          text="Everything in one box: boards, sensors, motors and a guide to build your first robot."
          cta="Shop Kits"
          to="/category/robotics-kits"
          className="bg-linear-to-br from-amber-500 via-orange-500 to-rose-500"
          art={<KitArt />}
        />
        <Banner
          eyebrow="New Arrival"
          title="Raspberry Pi 5 is here"
          text="The fastest Raspberry Pi yet: quad-core 2.4 GHz, PCIe and dual 4K displays."
          cta="Shop Boards"
          to="/category/development-boards"
          className="bg-linear-to-br from-rose-700 via-pink-700 to-fuchsia-700"
          art={<SingleBoardArt />}
        />
      </div>
    </section>
  );
}

type BannerProps = {
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  className: string;
  art: ReactNode;
};

function Banner({ eyebrow, title, text, cta, to, className, art }: BannerProps) {
  return (
    <article
      className={`relative flex min-h-52 overflow-hidden rounded-2xl p-6 text-white shadow-sm sm:p-8 ${className}`}
    >
      <div className="relative z-10 max-w-[65%] sm:max-w-[60%]">
        <p className="text-xs font-bold tracking-widest text-white/80 uppercase">{eyebrow}</p>
        <h3 className="mt-2 text-xl font-extrabold sm:text-2xl">{title}</h3>
        <p className="mt-2 text-sm text-white/90">{text}</p>
        <Link
          to={to}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-white"
        >
          {cta}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="pointer-events-none absolute -right-4 bottom-0 w-40 opacity-95 sm:w-48 lg:w-56">
        {art}
      </div>
    </article>
  );
}

function KitArt() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" className="w-full">
      <path d="M30 70l70-30 70 30v70l-70 20-70-20z" fill="#7c2d12" opacity=".35" />
      <path d="M30 70l70 25v65l-70-20z" fill="#fed7aa" />
      <path d="M170 70l-70 25v65l70-20z" fill="#fdba74" />
      <path d="M30 70l70-30 70 30-70 25z" fill="#ffedd5" />
      <rect x="75" y="105" width="16" height="24" rx="3" fill="#0f766e" transform="skewY(20)" />
      <circle cx="135" cy="118" r="10" fill="#1e293b" />
      <path
        d="M100 40V15M88 22l12-10 12 10"
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

function SingleBoardArt() {
  return (
    <svg viewBox="0 0 200 160" aria-hidden="true" className="w-full">
      <rect
        x="20"
        y="40"
        width="170"
        height="110"
        rx="10"
        fill="#166534"
        stroke="#bbf7d0"
        strokeWidth="3"
      />
      <rect x="80" y="70" width="50" height="50" rx="4" fill="#cbd5e1" />
      <rect x="90" y="80" width="30" height="30" rx="2" fill="#64748b" />
      <g fill="#fde68a">
        {Array.from({ length: 10 }, (_, i) => (
          <rect key={i} x={32 + i * 15} y="48" width="8" height="8" rx="1" />
        ))}
      </g>
      <rect x="150" y="85" width="40" height="24" rx="3" fill="#e2e8f0" />
      <rect x="150" y="115" width="40" height="24" rx="3" fill="#e2e8f0" />
      <rect x="30" y="120" width="30" height="20" rx="3" fill="#0f172a" />
    </svg>
  );
}
