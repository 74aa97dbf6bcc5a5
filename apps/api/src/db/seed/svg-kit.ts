/**
 * Tiny SVG drawing kit used by generate-images.ts: element builders plus reusable
 * electronics parts (PCBs, pin headers, chips, connectors). Output is plain SVG text.
 */

export type Attrs = Record<string, string | number | undefined>;

/** Rounds to one decimal so files stay small and deterministic. */
export const num = (v: number): string => String(Math.round(v * 10) / 10);

const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function el(tag: string, attrs: Attrs, children?: string): string {
  const a = Object.entries(attrs)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`)
    .join('');
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const rr = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  a: Attrs = {},
) => el('rect', { x, y, width: w, height: h, rx, fill, ...a });
export const circ = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, ...a });
export const path = (d: string, fill: string, a: Attrs = {}) => el('path', { d, fill, ...a });
export const stroke = (d: string, color: string, w: number, a: Attrs = {}) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    ...a,
  });
export const text = (x: number, y: number, s: string, size: number, fill: string, a: Attrs = {}) =>
  el('text', { x, y, 'font-size': size, fill, ...a }, escapeXml(s));
export const g = (children: string, transform?: string, a: Attrs = {}) =>
  el('g', { transform, ...a }, children);
/** Re-draws a 400x400 drawing scaled by s with its centre moved to (cx, cy). */
export const place = (body: string, s: number, cx: number, cy: number) =>
  g(body, `translate(${num(cx - 200 * s)} ${num(cy - 200 * s)}) scale(${s})`);

// Shared paint: gradients and patterns defined once per file by frame().
export const METAL = 'url(#m)';
export const METAL_V = 'url(#mv)';
export const CYL = 'url(#cy)';
export const CYL_V = 'url(#cyv)';
export const HOLES = 'url(#h)';
export const GOLD = '#d9b44a';
export const SILVER = '#c9ccd1';
export const BLACK = '#1c1d20';
export const WHITE = '#fbfbf8';

export const PCB = {
  blue: '#1f5fae',
  teal: '#00878f',
  green: '#2e7d32',
  black: '#202428',
  red: '#b42b25',
  purple: '#5a3d8f',
  darkGreen: '#1d5e36',
} as const;

const DEFS =
  '<defs>' +
  '<linearGradient id="m"><stop offset="0" stop-color="#8e949b"/><stop offset=".45" stop-color="#f2f4f6"/><stop offset="1" stop-color="#7c828a"/></linearGradient>' +
  '<linearGradient id="mv" x2="0" y2="1"><stop offset="0" stop-color="#eef0f2"/><stop offset=".6" stop-color="#b9bdc3"/><stop offset="1" stop-color="#8a9097"/></linearGradient>' +
  '<linearGradient id="cy"><stop offset="0" stop-opacity=".35"/><stop offset=".35" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-opacity=".4"/></linearGradient>' +
  '<linearGradient id="cyv" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset=".4" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-opacity=".4"/></linearGradient>' +
  '<pattern id="h" width="10" height="10" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="4" height="4" fill="#6b6f75"/></pattern>' +
  '</defs>';

/** Wraps a drawing in the 400x400 document with a light background and a soft floor shadow. */
export function frame(body: string, background = '#f3f2ef', extraDefs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" font-family="Arial,Helvetica,sans-serif" font-weight="700" text-anchor="middle">` +
    DEFS.replace('</defs>', `${extraDefs}</defs>`) +
    rect(0, 0, 400, 400, background) +
    ell(200, 352, 150, 14, '#000', { opacity: 0.07 }) +
    body +
    '</svg>\n'
  );
}

// ---- Board parts ----

/** A printed circuit board with plated mounting holes. */
export function pcb(x: number, y: number, w: number, h: number, color: string, holes = true) {
  const hole = (cx: number, cy: number) =>
    circ(cx, cy, 5, '#f3f2ef', { stroke: GOLD, 'stroke-width': 2.5 });
  return (
    rr(x, y, w, h, 8, color, { stroke: '#000', 'stroke-opacity': 0.25, 'stroke-width': 2 }) +
    (holes
      ? hole(x + 11, y + 11) +
        hole(x + w - 11, y + 11) +
        hole(x + 11, y + h - 11) +
        hole(x + w - 11, y + h - 11)
      : '')
  );
}

/** Black pin header seen from above: n pins at 10px pitch, horizontal unless vertical. */
export function header(x: number, y: number, n: number, vertical = false) {
  const len = n * 10;
  return vertical
    ? rect(x, y, 10, len, '#161616') +
        line(x + 5, y + 3, x + 5, y + len, GOLD, 4, { 'stroke-dasharray': '4 6' })
    : rect(x, y, len, 10, '#161616') +
        line(x + 3, y + 5, x + len, y + 5, GOLD, 4, { 'stroke-dasharray': '4 6' });
}

/** Header on a board edge with the pins sticking out below (or above when up). */
export function edgePins(x: number, y: number, n: number, up = false) {
  const len = n * 10;
  const pinY = up ? y - 16 : y + 26;
  return (
    line(x + 3.5, pinY, x + len, pinY, GOLD, 32, { 'stroke-dasharray': '3 7' }) +
    rect(x, y, len, 10, '#161616')
  );
}

/** Gold plated through-hole pads (no header soldered). */
export function pads(x: number, y: number, n: number, vertical = false) {
  const len = n * 10;
  const a = vertical ? [x + 5, y + 1.5, x + 5, y + len] : [x + 1.5, y + 5, x + len, y + 5];
  const b = vertical ? [x + 5, y + 3.5, x + 5, y + len] : [x + 3.5, y + 5, x + len, y + 5];
  return (
    line(a[0]!, a[1]!, a[2]!, a[3]!, GOLD, 7, { 'stroke-dasharray': '7 3' }) +
    line(b[0]!, b[1]!, b[2]!, b[3]!, '#333', 3, { 'stroke-dasharray': '3 7' })
  );
}

/** A black IC package. legs: 'dip' top+bottom rows, 'qfp' on all four sides, 'none'. */
export function chip(
  x: number,
  y: number,
  w: number,
  h: number,
  label = '',
  legs: 'dip' | 'qfp' | 'none' = 'qfp',
  size = 9,
) {
  let out = '';
  const leg = (x1: number, y1: number, x2: number, y2: number, width: number) =>
    line(x1, y1, x2, y2, '#b8bcc2', width, { 'stroke-dasharray': '3 4' });
  if (legs !== 'none') {
    out += leg(x + 5, y - 2, x + w - 4, y - 2, 5) + leg(x + 5, y + h + 2, x + w - 4, y + h + 2, 5);
  }
  if (legs === 'qfp') {
    out += leg(x - 2, y + 5, x - 2, y + h - 4, 5) + leg(x + w + 2, y + 5, x + w + 2, y + h - 4, 5);
  }
  out += rr(x, y, w, h, 2, '#222326') + circ(x + 6, y + 6, 2, '#3a3b3f');
  if (label) out += text(x + w / 2, y + h / 2 + size / 3, label, size, '#9a9ca0');
  return out;
}

/** Metal RF shield can with a printed label. */
export function shield(x: number, y: number, w: number, h: number, label = '', size = 12) {
  return (
    rr(x, y, w, h, 3, METAL, { stroke: '#8a9097', 'stroke-width': 1.5 }) +
    rect(x + 6, y + 6, w - 12, h - 12, 'none', { stroke: '#fff', 'stroke-opacity': 0.5 }) +
    (label ? text(x + w / 2, y + h / 2 + size / 3, label, size, '#55595f') : '')
  );
}

/** Zig-zag PCB trace antenna. */
export function meander(x: number, y: number, w: number, h: number, turns = 5) {
  const step = w / (turns * 2);
  let d = `M${num(x)} ${num(y + h)}`;
  for (let i = 0; i < turns; i++) d += `v${num(-h)}h${num(step)}v${num(h)}h${num(step)}`;
  return stroke(d, GOLD, 3, { 'stroke-linecap': 'butt' });
}

export const usbB = (x: number, y: number) =>
  rect(x, y, 62, 50, METAL_V, { stroke: '#7d838a' }) +
  rect(x + 6, y + 12, 20, 26, '#2a2b2e') +
  rect(x + 10, y + 18, 12, 14, '#e6e6e6');
export const microUsb = (x: number, y: number, vertical = false) =>
  vertical
    ? rr(x, y, 14, 24, 3, METAL, { stroke: '#7d838a' }) + rect(x + 4, y + 4, 3, 16, '#2a2b2e')
    : rr(x, y, 24, 14, 3, METAL_V, { stroke: '#7d838a' }) + rect(x + 4, y + 4, 16, 3, '#2a2b2e');
export const usbC = (x: number, y: number, vertical = false) =>
  vertical
    ? rr(x, y, 14, 26, 7, METAL, { stroke: '#7d838a' }) + rr(x + 4, y + 5, 6, 16, 3, '#2a2b2e')
    : rr(x, y, 26, 14, 7, METAL_V, { stroke: '#7d838a' }) + rr(x + 5, y + 4, 16, 6, 3, '#2a2b2e');

/** Small SMD part (resistor/capacitor) with metal ends. */
export const smd = (x: number, y: number, w = 12, h = 6, body = '#2b2b2b') =>
  rect(x, y, w, h, body) + rect(x, y, 3, h, SILVER) + rect(x + w - 3, y, 3, h, SILVER);
export const led = (x: number, y: number, color: string) =>
  rect(x, y, 10, 6, color, { stroke: '#fff', 'stroke-opacity': 0.6 });
/** 6x6 tactile switch seen from above. */
export const button = (x: number, y: number, s = 20, cap = '#1b1b1b') =>
  rect(x, y, s, s, METAL_V, { stroke: '#777' }) + circ(x + s / 2, y + s / 2, s * 0.3, cap);
/** Square trimmer potentiometer (blue) with a brass screw. */
export const trimmer = (x: number, y: number, s = 26) =>
  rect(x, y, s, s, '#2f62c9', { stroke: '#1c3f86' }) +
  circ(x + s / 2, y + s / 2, s * 0.28, '#e3c36b') +
  line(x + s / 2 - 5, y + s / 2, x + s / 2 + 5, y + s / 2, '#8d6f1c', 2);
/** Blue screw terminal block, n ways. */
export function screwTerminal(x: number, y: number, n: number, vertical = false) {
  const w = vertical ? 28 : n * 20;
  const h = vertical ? n * 20 : 28;
  let out = rr(x, y, w, h, 2, '#2d6fd6', { stroke: '#1b4a96' });
  for (let i = 0; i < n; i++) {
    const cx = vertical ? x + 14 : x + 10 + i * 20;
    const cy = vertical ? y + 10 + i * 20 : y + 14;
    out += circ(cx, cy, 7, METAL) + line(cx - 5, cy, cx + 5, cy, '#555', 2);
  }
  return out;
}
/** Electrolytic capacitor seen from above. */
export const capTop = (cx: number, cy: number, r: number, body = '#1f3f8f') =>
  circ(cx, cy, r, body) +
  circ(cx, cy, r * 0.8, METAL) +
  path(
    `M${num(cx - r * 0.5)} ${num(cy)}h${num(r)}M${num(cx)} ${num(cy - r * 0.5)}v${num(r)}`,
    'none',
    { stroke: '#777', 'stroke-width': 1.5 },
  );
/** SMD power inductor. */
export const inductor = (x: number, y: number, s: number, label = '') =>
  rr(x, y, s, s, 4, '#3a3b3e') +
  circ(x + s / 2, y + s / 2, s * 0.36, '#4c4d51') +
  (label ? text(x + s / 2, y + s / 2 + 4, label, 11, '#b0b0b0') : '');
/** Quartz crystal (HC-49/S) seen from above. */
export const crystal = (x: number, y: number, w = 30, h = 12) =>
  rr(x, y, w, h, h / 2, METAL_V, { stroke: '#7d838a' });

/** Seven-segment digit; lit segments in `on`, the rest in `off`. */
export function sevenSeg(
  x: number,
  y: number,
  digit: string,
  size: number,
  on: string,
  off: string,
) {
  const map: Record<string, string> = {
    '0': 'abcdef',
    '1': 'bc',
    '2': 'abdeg',
    '3': 'abcdg',
    '4': 'bcfg',
    '5': 'acdfg',
    '6': 'acdefg',
    '7': 'abc',
    '8': 'abcdefg',
    '9': 'abcdfg',
    '-': 'g',
    ' ': '',
  };
  const lit = map[digit] ?? '';
  const t = size * 0.13;
  const w = size * 0.58;
  const h = size;
  const gap = t * 0.15;
  const hx = x + t / 2 + gap;
  const hw = w - t - 2 * gap;
  const vh = h / 2 - t / 2 - 2 * gap;
  const segs: Record<string, [number, number, number, number]> = {
    a: [hx, y, hw, t],
    b: [x + w - t, y + t / 2 + gap, t, vh],
    c: [x + w - t, y + h / 2 + gap, t, vh],
    d: [hx, y + h - t, hw, t],
    e: [x, y + h / 2 + gap, t, vh],
    f: [x, y + t / 2 + gap, t, vh],
    g: [hx, y + h / 2 - t / 2, hw, t],
  };
  return Object.entries(segs)
    .map(([k, [sx, sy, sw, sh]]) => rr(sx, sy, sw, sh, t / 2, lit.includes(k) ? on : off))
    .join('');
}

/** Dots drawn as zero-length round-capped dashes: one path for many dots. */
export function dots(points: Array<[number, number]>, color: string, size: number) {
  const d = points.map(([x, y]) => `M${num(x)} ${num(y)}h0`).join('');
  return stroke(d, color, size);
}

/** A row of evenly spaced round dots. */
export const dotRow = (
  x: number,
  y: number,
  n: number,
  pitch: number,
  color: string,
  size: number,
) =>
  line(x, y, x + (n - 1) * pitch + 0.1, y, color, size, {
    'stroke-dasharray': `0 ${pitch}`,
    'stroke-linecap': 'round',
  });
