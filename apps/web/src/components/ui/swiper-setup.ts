/**
 * What every Swiper carousel of the shop shares: Swiper's core styles and its arrows and dots
 * in the shop's colours. Imported only by the lazily loaded carousels, so neither Swiper's
 * script nor its styles are part of a page's first load.
 */
import type { CSSProperties } from 'react';
import 'swiper/css';

export const swiperTheme = {
  '--swiper-theme-color': 'var(--color-brand-600)',
  '--swiper-navigation-size': '28px',
  // Each dot is a 44 px target around a 10 px dot (the padding takes the tap, not the colour).
  '--swiper-pagination-bullet-size': '44px',
  '--swiper-pagination-bullet-horizontal-gap': '0px',
} as CSSProperties;
