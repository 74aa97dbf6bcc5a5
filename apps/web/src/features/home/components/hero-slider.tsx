/**
 * The hero slider: 4 slides with a title, a subtitle and a
 * button to /shop, advancing every 5000 ms, with previous/next arrows and dots. Written by
 * hand rather than with Swiper because it is above the fold: it must not pull Swiper into the
 * first load. It pauses under the pointer, while it holds keyboard focus and on request.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { HERO_SLIDE_INTERVAL_MS } from '@shop/shared/home/texts';

type Slide = {
  title: string;
  subtitle: string;
  cta: string;
  background: string;
  art: ReactNode;
};

const slides: Slide[] = [
  {
    title: 'Power Your Next Project',
    subtitle:
      'Arduino, ESP32, Raspberry Pi and STM32 development boards, in stock and shipped from Hyderabad.',
    cta: 'Shop Now',
    background: 'bg-linear-to-br from-brand-900 via-brand-700 to-brand-500',
    art: <BoardArt />,
  },
  {
    title: 'Sensors for Every Idea',
    subtitle: 'Temperature, motion, distance and gas sensors on ready-to-wire breakout boards.',
    cta: 'Explore Sensors',
    background: 'bg-linear-to-br from-indigo-900 via-indigo-700 to-sky-500',
    art: <SensorArt />,
  },
  {
    title: 'Build the Internet of Things',
    subtitle: 'Wi-Fi, Bluetooth, LoRa and GSM modules to connect your projects to the cloud.',
    cta: 'Shop IoT Modules',
    background: 'bg-linear-to-br from-emerald-900 via-emerald-700 to-teal-500',
    art: <WirelessArt />,
  },
  {
    title: 'Robotics Kits for Makers',
    subtitle: 'Motors, drivers and complete kits for students, hobbyists and classrooms.',
    cta: 'Start Building',
    background: 'bg-linear-to-br from-slate-900 via-orange-800 to-amber-500',
    art: <RobotArt />,
  },
];

const SWIPE_THRESHOLD_PX = 50;

export function HeroSlider() {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const touchStartX = useRef<number | null>(null);
  const playing = !hovered && !focused && !stopped;

  const goTo = (index: number) => setActive((index + slides.length) % slides.length);

  // Re-armed on every change of slide, so a manual move gets a full interval too.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(
      () => setActive((current) => (current + 1) % slides.length),
      HERO_SLIDE_INTERVAL_MS,
    );
    return () => window.clearTimeout(timer);
  }, [active, playing]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative h-80 overflow-hidden rounded-2xl shadow-sm sm:h-96 lg:h-full lg:min-h-[26rem]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses (WAI-ARIA carousel pattern); a mouse click on a control does not.
        if (event.target.matches(':focus-visible')) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        if (end - start > SWIPE_THRESHOLD_PX) goTo(active - 1);
        else if (start - end > SWIPE_THRESHOLD_PX) goTo(active + 1);
      }}
    >
      <div
        aria-live={playing ? 'off' : 'polite'}
        className="flex h-full transition-transform duration-700 ease-out"
        style={{ transform: `translateX(-${active * 100}%)` }}
      >
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={!current}
              inert={!current}
              className={`relative flex h-full w-full shrink-0 items-center overflow-hidden text-white ${slide.background}`}
            >
              <CircuitPattern />
              <div className="relative z-10 max-w-xl px-14 sm:px-16 lg:max-w-[55%]">
                <h2 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-4xl lg:text-5xl">
                  {slide.title}
                </h2>
                <p className="mt-3 text-sm text-white/85 sm:mt-4 sm:text-lg">{slide.subtitle}</p>
                <Link
                  to="/shop"
                  className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white sm:mt-7"
                >
                  {slide.cta}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
              <div className="pointer-events-none absolute right-6 bottom-6 hidden w-56 opacity-90 md:block lg:right-10 lg:w-72 xl:w-80">
                {slide.art}
              </div>
            </div>
          );
        })}
      </div>

      <button
        type="button"
        aria-label="Previous slide"
        onClick={() => goTo(active - 1)}
        className="absolute top-1/2 left-2 z-20 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur-sm transition-colors hover:bg-black/50 focus-visible:outline-white sm:left-3"
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label="Next slide"
        onClick={() => goTo(active + 1)}
        className="absolute top-1/2 right-2 z-20 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur-sm transition-colors hover:bg-black/50 focus-visible:outline-white sm:right-3"
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>

      <div className="absolute bottom-3 left-1/2 z-20 flex -translate-x-1/2 items-center gap-0 rounded-full bg-black/25 px-1 backdrop-blur-sm">
        <button
          type="button"
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setStopped((value) => !value)}
          className="flex size-11 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-white"
        >
          {stopped ? (
            <Play aria-hidden="true" className="size-3.5" />
          ) : (
            <Pause aria-hidden="true" className="size-3.5" />
          )}
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            aria-label={`Go to slide ${index + 1}: ${slide.title}`}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="flex size-11 items-center justify-center rounded-full focus-visible:outline-white"
          >
            <span
              aria-hidden="true"
              className={`block h-2.5 rounded-full transition-all ${
                index === active ? 'w-6 bg-white' : 'w-2.5 bg-white/50'
              }`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

/* Decorative drawings: inline SVG, no image requests above the fold. */

function CircuitPattern() {
  return (
    <svg
      aria-hidden="true"
      className="absolute inset-0 size-full opacity-15"
      preserveAspectRatio="xMidYMid slice"
      viewBox="0 0 800 400"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M0 80h160l40 40h200M0 320h120l60-60h140M800 60H620l-40 40H460M800 340H660l-50-50H520" />
      <path d="M400 120v80l40 40h120M320 260v60l30 30h150" />
      <g fill="currentColor">
        <circle cx="400" cy="120" r="6" />
        <circle cx="320" cy="260" r="6" />
        <circle cx="460" cy="100" r="6" />
        <circle cx="520" cy="290" r="6" />
        <circle cx="560" cy="240" r="6" />
        <circle cx="500" cy="350" r="6" />
      </g>
    </svg>
  );
}

function BoardArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="w-full drop-shadow-2xl">
      <rect
        x="10"
        y="20"
        width="300"
        height="180"
        rx="14"
        fill="#0f766e"
        stroke="#99f6e4"
        strokeWidth="3"
      />
      <rect x="120" y="75" width="80" height="70" rx="6" fill="#111827" />
      <g stroke="#e5e7eb" strokeWidth="4">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <path key={`t${i}`} d={`M${130 + i * 12} 75v-10M${130 + i * 12} 145v10`} />
        ))}
      </g>
      <g fill="#fde68a">
        {Array.from({ length: 14 }, (_, i) => (
          <rect key={`h${i}`} x={30 + i * 19} y="30" width="10" height="10" rx="2" />
        ))}
        {Array.from({ length: 14 }, (_, i) => (
          <rect key={`b${i}`} x={30 + i * 19} y="180" width="10" height="10" rx="2" />
        ))}
      </g>
      <rect x="20" y="80" width="50" height="40" rx="4" fill="#cbd5e1" />
      <circle cx="260" cy="110" r="18" fill="#1e293b" stroke="#94a3b8" strokeWidth="4" />
      <path d="M200 110h40M70 100h50" stroke="#99f6e4" strokeWidth="3" />
    </svg>
  );
}

function SensorArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="w-full drop-shadow-2xl">
      <rect
        x="90"
        y="70"
        width="140"
        height="110"
        rx="10"
        fill="#1d4ed8"
        stroke="#bfdbfe"
        strokeWidth="3"
      />
      <circle cx="135" cy="125" r="26" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="6" />
      <circle cx="195" cy="125" r="26" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="6" />
      <g fill="none" stroke="#e0f2fe" strokeWidth="5" strokeLinecap="round">
        <path d="M120 55a60 60 0 0 1 80 0" />
        <path d="M100 35a90 90 0 0 1 120 0" opacity=".7" />
        <path d="M80 15a120 120 0 0 1 160 0" opacity=".4" />
      </g>
      <g stroke="#fde68a" strokeWidth="5">
        <path d="M130 180v25M150 180v25M170 180v25M190 180v25" />
      </g>
    </svg>
  );
}

function WirelessArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="w-full drop-shadow-2xl">
      <rect
        x="100"
        y="110"
        width="120"
        height="90"
        rx="8"
        fill="#065f46"
        stroke="#a7f3d0"
        strokeWidth="3"
      />
      <rect x="125" y="130" width="70" height="50" rx="4" fill="#d1d5db" />
      <path d="M135 140h50M135 152h50M135 164h30" stroke="#6b7280" strokeWidth="4" />
      <g fill="none" stroke="#ecfeff" strokeWidth="7" strokeLinecap="round">
        <path d="M130 85a42 42 0 0 1 60 0" />
        <path d="M105 60a78 78 0 0 1 110 0" opacity=".75" />
        <path d="M80 35a114 114 0 0 1 160 0" opacity=".5" />
      </g>
      <circle cx="160" cy="100" r="8" fill="#ecfeff" />
    </svg>
  );
}

function RobotArt() {
  return (
    <svg viewBox="0 0 320 220" aria-hidden="true" className="w-full drop-shadow-2xl">
      <path d="M160 20v25" stroke="#fde68a" strokeWidth="5" />
      <circle cx="160" cy="18" r="8" fill="#fde68a" />
      <rect x="105" y="45" width="110" height="80" rx="16" fill="#e2e8f0" />
      <circle cx="138" cy="82" r="12" fill="#0f172a" />
      <circle cx="182" cy="82" r="12" fill="#0f172a" />
      <circle cx="141" cy="79" r="4" fill="#22d3ee" />
      <circle cx="185" cy="79" r="4" fill="#22d3ee" />
      <rect x="140" y="105" width="40" height="6" rx="3" fill="#64748b" />
      <rect x="90" y="135" width="140" height="55" rx="10" fill="#f59e0b" />
      <circle cx="115" cy="200" r="16" fill="#1e293b" stroke="#94a3b8" strokeWidth="5" />
      <circle cx="205" cy="200" r="16" fill="#1e293b" stroke="#94a3b8" strokeWidth="5" />
      <rect x="130" y="150" width="60" height="22" rx="4" fill="#0f172a" />
      <path d="M138 161h8M154 161h8M170 161h8" stroke="#22d3ee" strokeWidth="4" />
    </svg>
  );
}
