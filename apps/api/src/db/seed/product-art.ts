/**
 * Parametric drawings of the seed catalogue's products, one function per kind of item
 * (board, module, breakout, chip, passive, display, motor, battery, tool, cable, kit).
 * Each returns the body of a 400x400 SVG; generate-images.ts frames and writes them.
 */
import {
  BLACK,
  CYL,
  CYL_V,
  GOLD,
  HOLES,
  METAL,
  METAL_V,
  PCB,
  SILVER,
  WHITE,
  button,
  capTop,
  chip,
  circ,
  crystal,
  dotRow,
  dots,
  edgePins,
  ell,
  g,
  header,
  inductor,
  led,
  line,
  meander,
  microUsb,
  num,
  pads,
  path,
  pcb,
  place,
  rect,
  rr,
  screwTerminal,
  sevenSeg,
  shield,
  smd,
  stroke,
  text,
  trimmer,
  usbB,
  usbC,
} from './svg-kit';

// ---------------------------------------------------------------- boards

export interface UnoOptions {
  color: string;
  label: string;
  sub: string;
  usb: 'b' | 'c';
  wide?: boolean;
  matrix?: boolean;
  mcu: 'dip' | 'qfp';
}

/** Arduino-style board: USB + barrel jack on the left, headers along the edges. */
export function unoBoard(o: UnoOptions): string {
  const x = o.wide ? 22 : 48;
  const y = o.wide ? 100 : 92;
  const w = o.wide ? 356 : 312;
  const h = o.wide ? 200 : 222;
  let s = pcb(x, y, w, h, o.color);
  s += o.usb === 'b' ? usbB(x - 18, y + 22) : usbC(x - 10, y + 40);
  s += rr(x - 14, y + h - 80, 60, 44, 4, '#161616') + circ(x - 6, y + h - 58, 9, '#333');
  s += header(x + 100, y + 8, o.wide ? 22 : 10) + (o.wide ? '' : header(x + 210, y + 8, 8));
  s += header(x + 120, y + h - 18, 8) + header(x + 210, y + h - 18, o.wide ? 8 : 6);
  if (o.wide) s += header(x + w - 30, y + 30, 15, true) + header(x + w - 42, y + 30, 15, true);
  s +=
    header(x + w - (o.wide ? 70 : 34), y + 96, 3, true) +
    header(x + w - (o.wide ? 60 : 24), y + 96, 3, true);
  s += button(x + 62, y + 22) + chip(x + 70, y + 66, 24, 24, '', 'qfp');
  s +=
    crystal(x + 110, y + 110) + led(x + 112, y + 60, '#f7c948') + led(x + 112, y + 72, '#54d26b');
  s += capTop(x + 84, y + h - 46, 12);
  if (o.mcu === 'dip') s += chip(x + 118, y + h - 72, 150, 32, 'ATMEGA328P', 'dip', 10);
  else
    s += chip(x + (o.wide ? 170 : 150), y + 100, 56, 56, o.wide ? 'MEGA2560' : 'RA4M1', 'qfp', 9);
  if (o.matrix) {
    let m = '';
    for (let r = 0; r < 8; r++)
      m += dotRow(x + 216, y + 128 + r * 7, 12, 5, r % 3 === 1 ? '#ff3b3b' : '#6d1f1f', 4);
    s += m;
  }
  const lx = o.wide ? x + 150 : x + 200;
  const ly = o.wide ? y + 62 : y + 64;
  s += text(lx, ly, o.label, o.wide ? 30 : 34, WHITE, { 'font-style': 'italic' });
  s += text(lx, ly + 18, o.sub, 12, WHITE, { opacity: 0.85 });
  return s;
}

export function raspberryPi5(): string {
  const x = 38;
  const y = 84;
  let s = pcb(x, y, 316, 232, '#2f8f46');
  s += header(x + 28, y + 8, 20) + header(x + 28, y + 18, 20);
  for (const [dy, slot] of [
    [20, '#26272b'],
    [86, '#2f5fd0'],
  ] as const) {
    s += rect(x + 262, y + dy, 64, 52, METAL_V, { stroke: '#7d838a' });
    s += rect(x + 272, y + dy + 8, 44, 12, slot) + rect(x + 272, y + dy + 30, 44, 12, slot);
  }
  s +=
    rect(x + 258, y + 150, 70, 64, METAL_V, { stroke: '#7d838a' }) +
    rect(x + 270, y + 164, 46, 36, '#2a2b2e');
  s += shield(x + 96, y + 82, 66, 66, 'BCM2712', 10);
  s +=
    chip(x + 180, y + 92, 46, 46, '4GB', 'none', 12) +
    chip(x + 190, y + 160, 32, 32, 'RP1', 'qfp', 9);
  s +=
    usbC(x + 18, y + 222) +
    rr(x + 70, y + 222, 22, 12, 2, METAL_V) +
    rr(x + 108, y + 222, 22, 12, 2, METAL_V);
  s += rect(x + 150, y + 206, 50, 10, '#ececec') + rect(x + 22, y + 112, 12, 60, '#ececec');
  s += dots(
    [
      [x + 56, y + 176],
      [x + 64, y + 176],
      [x + 60, y + 183],
    ],
    '#d6264f',
    9,
  );
  s += text(x + 46, y + 202, 'Raspberry Pi 5', 12, WHITE, { 'text-anchor': 'start' });
  return s;
}

interface StickOptions {
  color: string;
  pins: number;
  label: string;
  usb: 'micro' | 'mini' | 'c';
  usbRight?: boolean;
  castellated?: boolean;
  inner: string;
}

/** Long breadboard-friendly board (Nano, ESP32, NodeMCU, Blue Pill, Pico). */
function stickBoard(o: StickOptions): string {
  const x = 34;
  const y = 128;
  const w = 332;
  const h = 144;
  const pinX = x + (w - o.pins * 10) / 2;
  let s = pcb(x, y, w, h, o.color, false);
  s += o.castellated
    ? pads(pinX, y + 2, o.pins) + pads(pinX, y + h - 12, o.pins)
    : header(pinX, y + 6, o.pins) + header(pinX, y + h - 16, o.pins);
  const ux = o.usbRight ? x + w - 16 : x - 8;
  s +=
    o.usb === 'c'
      ? usbC(ux, y + 58, true)
      : o.usb === 'mini'
        ? rr(ux, y + 54, 20, 36, 3, METAL, { stroke: '#7d838a' })
        : microUsb(ux, y + 60, true);
  s += o.inner;
  s += text(x + w / 2, y + h - 26, o.label, 12, WHITE, { opacity: 0.9 });
  return s;
}

export const arduinoNano = () =>
  stickBoard({
    color: PCB.blue,
    pins: 15,
    label: 'NANO V3.0',
    usb: 'mini',
    inner:
      g(chip(-20, -20, 40, 40, '', 'qfp'), 'translate(190 200) rotate(45)') +
      chip(70, 176, 22, 22, 'CH340', 'qfp', 5) +
      button(250, 188) +
      crystal(110, 192) +
      led(290, 170, '#f7c948') +
      led(290, 212, '#54d26b'),
  });

export const esp32DevKit = () =>
  stickBoard({
    color: PCB.black,
    pins: 15,
    label: 'ESP32 DEVKIT V1',
    usb: 'micro',
    inner:
      rr(206, 152, 156, 84, 2, '#1b2b4a') +
      shield(208, 156, 108, 76, 'ESP-WROOM-32', 9) +
      meander(322, 166, 34, 54, 3) +
      button(58, 152, 18) +
      button(58, 220, 18) +
      chip(90, 182, 26, 26, 'CP2102', 'qfp', 5) +
      rect(140, 180, 20, 30, '#2b2b2b'),
  });

export const nodeMcu = () =>
  stickBoard({
    color: '#23262b',
    pins: 15,
    label: 'NodeMCU V3',
    usb: 'micro',
    inner:
      rr(194, 158, 160, 70, 2, '#1b2b4a') +
      shield(196, 162, 92, 62, 'ESP-12E', 11) +
      meander(296, 168, 52, 48, 4) +
      button(58, 156, 18) +
      button(58, 214, 18) +
      chip(96, 176, 40, 22, 'CH340G', 'dip', 7),
  });

export const bluePill = () =>
  stickBoard({
    color: '#1f4fb5',
    pins: 20,
    label: 'STM32F103C8T6',
    usb: 'micro',
    usbRight: true,
    inner:
      g(chip(-24, -24, 48, 48, 'STM32', 'qfp', 9), 'translate(196 196) rotate(45)') +
      header(70, 172, 3, true) +
      header(82, 172, 3, true) +
      rect(69, 171, 24, 12, '#f2c12e') +
      rect(69, 191, 24, 12, '#f2c12e') +
      button(262, 180) +
      crystal(120, 210),
  });

export const picoW = () =>
  stickBoard({
    color: '#2a8a3f',
    pins: 20,
    label: 'Raspberry Pi Pico W',
    usb: 'micro',
    castellated: true,
    inner:
      chip(140, 172, 42, 42, 'RP2', 'qfp', 11) +
      shield(200, 170, 44, 44, '', 8) +
      rr(290, 150, 64, 100, 4, '#e9eee9', { opacity: 0.85 }) +
      button(92, 182, 22, WHITE) +
      chip(120, 222, 18, 10, '', 'none'),
  });

// ---------------------------------------------------------------- chips

/** One to three DIP chips, the front one labelled. */
export function dipChips(pins: number, label: string, count: number): string {
  const perSide = pins / 2;
  const pitch = perSide <= 4 ? 30 : perSide <= 8 ? 22 : 16;
  const w = pitch * perSide + 14;
  const h = perSide <= 4 ? 84 : 72;
  const one = (x: number, y: number, shade: string, lbl: string) => {
    const legs = (yy: number) =>
      line(x + 8 + pitch / 2 - 3, yy, x + w, yy, '#b9bdc3', 18, {
        'stroke-dasharray': `6 ${pitch - 6}`,
      });
    return (
      legs(y - 8) +
      legs(y + h + 8) +
      rr(x, y, w, h, 4, shade) +
      path(`M${num(x)} ${num(y + h / 2 - 9)}a9 9 0 0 1 0 18z`, '#0c0c0d') +
      circ(x + 16, y + h - 14, 4, '#3a3b3f') +
      (lbl
        ? text(
            x + w / 2,
            y + h / 2 + 6,
            lbl,
            Math.min(20, ((w - 24) / lbl.length) * 1.6),
            '#a8aaae',
          )
        : '')
    );
  };
  let s = '';
  for (let i = count - 1; i >= 0; i--) {
    const x = 200 - w / 2 + (i - (count - 1) / 2) * 34;
    const y = 200 - h / 2 + (i - (count - 1) / 2) * -46;
    s += one(x, y, i === 0 ? '#222326' : '#2e2f33', i === 0 ? label : '');
  }
  return s;
}

/** TO-220 regulators (e.g. LM7805). */
export function to220(label: string, count: number): string {
  let s = '';
  for (let i = count - 1; i >= 0; i--) {
    const x = 140 + (i - (count - 1) / 2) * 70;
    const y = 70 + i * 10;
    s +=
      rr(x, y, 120, 90, 4, METAL, { stroke: '#7d838a' }) +
      circ(x + 60, y + 38, 14, '#f3f2ef', { stroke: '#7d838a', 'stroke-width': 2 });
    s += path(
      `M${num(x + 25)} ${num(y + 190)}h10v100h-10zM${num(x + 55)} ${num(y + 190)}h10v100h-10zM${num(x + 85)} ${num(y + 190)}h10v100h-10z`,
      '#c3c6cb',
    );
    s +=
      rr(x, y + 80, 120, 112, 3, '#222326') +
      (i === 0
        ? text(x + 60, y + 140, label, 20, '#a8aaae') + text(x + 60, y + 162, 'ST', 12, '#8a8c90')
        : '');
  }
  return s;
}

// ---------------------------------------------------------------- sensors & modules

/** Breakout board with edge pins below, a sensor drawn inside, and a silkscreen label. */
function breakout(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  pins: number,
  inner: string,
  label: string,
  labelY?: number,
) {
  return (
    edgePins(x + (w - pins * 10) / 2, y + h - 12, pins) +
    pcb(x, y, w, h, color) +
    inner +
    (label ? text(x + w / 2, labelY ?? y + h - 22, label, 14, WHITE) : '')
  );
}

export const dht22 = () =>
  breakout(110, 210, 180, 90, PCB.blue, 3, '', 'DHT22', 292) +
  rr(125, 44, 150, 210, 8, '#f4f4f0', { stroke: '#c8c8c2', 'stroke-width': 2 }) +
  Array.from({ length: 7 }, (_, i) =>
    line(148, 72 + i * 22, 260, 72 + i * 22, '#c9cac4', 10, { 'stroke-dasharray': '16 8' }),
  ).join('') +
  text(200, 238, 'AM2302', 13, '#8f918b');

export const hcSr04 = () => {
  const eye = (cx: number) =>
    circ(cx, 182, 62, METAL) +
    circ(cx, 182, 48, '#2a2b2e') +
    circ(cx, 182, 48, HOLES, { opacity: 0.8 });
  return breakout(
    40,
    120,
    320,
    150,
    PCB.blue,
    4,
    eye(120) + eye(280) + crystal(185, 132),
    'HC-SR04',
    252,
  );
};

export const mpu6050 = () =>
  breakout(
    100,
    100,
    200,
    180,
    PCB.blue,
    8,
    chip(180, 150, 40, 40, 'MPU', 'qfp', 9) +
      smd(130, 150) +
      smd(130, 170) +
      chip(240, 140, 20, 14, '', 'dip') +
      led(250, 200, '#ff4d4d') +
      stroke('M140 236h40m-8-6 8 6-8 6M140 236v-40m-6 8 6-8 6 8', WHITE, 2) +
      text(196, 240, 'X', 11, WHITE) +
      text(140, 188, 'Y', 11, WHITE),
    'GY-521',
    120,
  );

export const bme280 = () =>
  breakout(
    115,
    110,
    170,
    160,
    PCB.purple,
    4,
    rr(186, 160, 28, 28, 2, METAL, { stroke: '#777' }) +
      circ(193, 167, 2.5, '#333') +
      smd(140, 170) +
      smd(242, 170),
    'BME280',
    232,
  );

export const pirSensor = () =>
  breakout(
    88,
    70,
    224,
    224,
    PCB.green,
    3,
    circ(200, 176, 96, '#f4f4f0', { stroke: '#d6d6d0', 'stroke-width': 2 }) +
      [30, 56, 80]
        .map((r) => circ(200, 176, r, 'none', { stroke: '#dcdcd6', 'stroke-width': 2 }))
        .join('') +
      stroke('M104 176h192M200 80v192', '#e3e3dd', 2) +
      circ(200, 176, 96, 'none', { stroke: '#fff', 'stroke-width': 6, opacity: 0.5 }),
    'HC-SR501',
    288,
  );

export const mq2 = () =>
  breakout(
    100,
    220,
    200,
    100,
    PCB.blue,
    4,
    trimmer(120, 240) + led(250, 240, '#ff4d4d') + led(250, 256, '#54d26b'),
    'MQ-2',
    300,
  ) +
  circ(200, 150, 86, '#c47a3a') +
  circ(200, 150, 72, METAL) +
  circ(200, 150, 70, HOLES, { opacity: 0.9 }) +
  circ(200, 150, 72, 'none', { stroke: '#777', 'stroke-width': 2 });

export const soilSensor = () =>
  g(
    path('M160 40h80v250l-40 50-40-50z', BLACK) +
      rr(180, 30, 40, 26, 3, '#f2f2ee') +
      pads(185, 38, 3) +
      chip(184, 82, 32, 22, '555', 'dip', 8) +
      smd(170, 120) +
      smd(214, 120) +
      line(174, 170, 174, 300, WHITE, 2) +
      text(200, 150, 'v1.2', 13, WHITE) +
      rect(166, 160, 68, 140, '#2a2b2f', { opacity: 0.5 }),
    'rotate(-28 200 190)',
  );

export const ds18b20 = () =>
  stroke('M150 200C230 200 230 300 300 290S350 230 330 160', '#161616', 12) +
  stroke('M330 160l-10-40M330 160l0-44M330 160l10-40', '#c82020', 5) +
  line(330, 160, 320, 120, '#c82020', 5) +
  line(330, 160, 330, 116, '#f2c12e', 5) +
  line(330, 160, 340, 120, '#222', 5) +
  dots(
    [
      [320, 118],
      [330, 114],
      [340, 118],
    ],
    SILVER,
    5,
  ) +
  g(
    rr(40, 182, 130, 36, 18, METAL_V, { stroke: '#7d838a' }) + rect(140, 180, 30, 40, '#2a2b2e'),
    'rotate(-8 100 200)',
  ) +
  text(100, 262, 'DS18B20', 14, '#55595f');

export const esp32Cam = () =>
  pcb(105, 40, 190, 300, '#22262b', false) +
  header(109, 60, 8, true) +
  header(281, 60, 8, true) +
  shield(130, 52, 140, 108, 'ESP32-S', 14) +
  rr(150, 176, 100, 100, 6, '#111') +
  circ(200, 226, 36, '#2a2d3a') +
  circ(200, 226, 24, '#13233f') +
  circ(190, 216, 7, '#7fa7e8', { opacity: 0.8 }) +
  rr(146, 290, 108, 40, 3, METAL_V, { stroke: '#7d838a' }) +
  rect(260, 200, 16, 16, '#fff6c7', { stroke: '#ccc' });

export const esp01 = () =>
  edgePins(40, 145, 4, false) +
  pcb(70, 120, 270, 150, '#202428', false) +
  header(78, 150, 4, true) +
  header(90, 150, 4, true) +
  chip(150, 160, 52, 52, 'ESP8266', 'qfp', 8) +
  chip(224, 170, 30, 30, '', 'dip') +
  crystal(150, 230) +
  meander(275, 140, 56, 100, 3) +
  text(170, 140, 'ESP-01', 13, WHITE);

export const hc05 = () =>
  edgePins(170, 300, 6) +
  pcb(120, 56, 160, 256, PCB.blue, false) +
  rr(138, 70, 124, 190, 3, '#2c8a45') +
  meander(152, 80, 96, 36, 5) +
  chip(176, 140, 48, 48, 'BC417', 'qfp', 8) +
  chip(176, 206, 48, 30, '', 'dip') +
  text(200, 290, 'HC-05', 18, WHITE);

export const nrf24 = () =>
  edgePins(50, 230, 4) +
  pcb(40, 120, 320, 130, '#1d4a2f', false) +
  header(70, 140, 4, true) +
  header(82, 140, 4, true) +
  chip(140, 160, 40, 40, 'nRF24', 'qfp', 8) +
  crystal(200, 172) +
  meander(260, 136, 84, 92, 4) +
  text(170, 142, 'nRF24L01+', 12, WHITE);

export const loraRa02 = () => {
  let castel = '';
  for (const [x, y, v] of [
    [92, 92, true],
    [296, 92, true],
  ] as const)
    castel += pads(x, y, 16, v);
  return (
    rr(90, 88, 220, 172, 4, '#2b3a2f') +
    castel +
    shield(108, 92, 184, 160, '', 12) +
    text(200, 150, 'Ra-02', 28, '#4b5057') +
    text(200, 176, 'SX1278', 16, '#55595f') +
    text(200, 198, '433MHz LoRa', 13, '#55595f') +
    circ(280, 240, 10, GOLD) +
    circ(280, 240, 4, '#555') +
    stroke('M280 240C330 260 340 320 300 340', '#333', 3)
  );
};

export const sim800l = () => {
  let helix = '';
  for (let i = 0; i < 9; i++)
    helix += ell(300, 60 + i * 14, 14, 6, 'none', { stroke: GOLD, 'stroke-width': 3 });
  return (
    edgePins(150, 286, 7) +
    pcb(110, 100, 180, 196, '#7a2c8f', false) +
    shield(134, 118, 132, 132, 'SIM800L', 16) +
    text(200, 236, 'SIMCom', 11, '#6a6e74') +
    helix +
    line(300, 180, 270, 180, GOLD, 3) +
    led(240, 266, '#ff4d4d')
  );
};

export const neo6m = () =>
  edgePins(100, 264, 4) +
  pcb(60, 110, 180, 164, PCB.blue) +
  shield(90, 140, 92, 92, 'u-blox', 12) +
  text(136, 204, 'NEO-6M', 11, '#55595f') +
  circ(212, 246, 12, METAL) +
  stroke('M206 152C250 120 250 200 270 190', '#222', 3) +
  rr(240, 150, 130, 130, 8, '#d8c59a', { stroke: '#b9a679' }) +
  rect(270, 180, 70, 70, METAL) +
  circ(290, 200, 5, '#8a8f96');

export const rc522 = () => {
  let coil = '';
  for (let i = 0; i < 4; i++)
    coil += rr(62 + i * 8, 70 + i * 8, 150 - i * 16, 150 - i * 16, 14, 'none', {
      stroke: GOLD,
      'stroke-width': 3,
    });
  return (
    edgePins(90, 250, 8) +
    pcb(50, 56, 230, 204, PCB.blue) +
    coil +
    chip(224, 120, 32, 32, '522', 'qfp', 8) +
    crystal(224, 180) +
    text(140, 246, 'RFID-RC522', 12, WHITE) +
    rr(232, 214, 140, 88, 8, WHITE, { stroke: '#cfcfcf', 'stroke-width': 2 }) +
    path('M320 60c30 0 46 22 46 50s-26 64-46 80c-20-16-46-52-46-80s16-50 46-50z', '#2563c9') +
    circ(320, 90, 9, '#f3f2ef')
  );
};

// ---------------------------------------------------------------- displays

function oled(size: number, pixel: string, label: string): string {
  const w = size;
  const x = 200 - w / 2;
  const y = 80;
  const sx = x + w * 0.08;
  const sw = w * 0.84;
  return (
    edgePins(200 - 20, y + 10, 4, true) +
    pcb(x, y, w, w * 0.95, PCB.blue) +
    text(200, y + 36, 'GND VCC SCL SDA', 8, WHITE) +
    rr(sx, y + 44, sw, sw * 0.56, 3, '#0b0c10') +
    text(sx + 16, y + 82, 'HELLO', sw * 0.13, pixel, {
      'text-anchor': 'start',
      'font-family': 'monospace',
    }) +
    stroke(`M${num(sx + 16)} ${num(y + 44 + sw * 0.45)}l20-20 16 12 20-26 18 18 22-10`, pixel, 3, {
      'stroke-linecap': 'butt',
    }) +
    dotRow(sx + sw * 0.6, y + 44 + sw * 0.47, 6, 10, pixel, 5) +
    text(200, y + w * 0.95 - 12, label, 12, WHITE)
  );
}

export const oled096 = () => oled(220, '#8fdcff', '0.96" SSD1306');
export const oled13 = () => oled(260, '#f4f6ff', '1.3" SH1106');

function charLcd(rows: string[], cols: number, screen: string, ink: string, cells: string): string {
  const x = 24;
  const w = 352;
  const lineH = rows.length === 2 ? 46 : 28;
  const h = rows.length === 2 ? 180 : 210;
  const y = 200 - h / 2;
  const sw = w - 56;
  const sh = lineH * rows.length + 20;
  const cell = sw / cols;
  const sy = y + (h - sh) / 2 + 8;
  let s =
    pcb(x, y, w, h, PCB.green) +
    pads(x + 30, y + 6, 16) +
    rr(x + 18, sy - 16, w - 36, sh + 30, 4, '#16171a') +
    rect(x + 28, sy, sw, sh, screen);
  rows.forEach((r, i) => {
    const ty = sy + 10 + i * lineH;
    s += line(x + 28 + 1, ty + lineH / 2 - 2, x + 28 + sw, ty + lineH / 2 - 2, cells, lineH - 6, {
      'stroke-dasharray': `${num(cell - 2)} 2`,
    });
    s += text(x + 28 + cell / 2 - 0.3 * cell, ty + lineH * 0.72, r, cell * 1.6, ink, {
      'text-anchor': 'start',
      'font-family': 'monospace',
      'letter-spacing': num(cell - cell * 0.96),
      textLength: num(cell * r.length - cell * 0.4),
    });
  });
  return s;
}

export const lcd16x2 = () =>
  charLcd(['Hello, World!', 'Temp: 27.5 C'], 16, '#2553d8', '#f2f6ff', '#2e5fe6');
export const lcd20x4 = () =>
  charLcd(
    ['Circuit Shop', 'Hyderabad', 'Volt: 4.98 V', 'Load: 72%'],
    20,
    '#b3d437',
    '#1d2a0c',
    '#a6c62f',
  );

export const tft18 = () =>
  edgePins(120, 326, 8) +
  pcb(96, 40, 208, 296, PCB.red, false) +
  rr(112, 58, 176, 232, 3, '#0b0c10') +
  rect(120, 66, 160, 216, 'url(#sky)') +
  circ(240, 110, 22, '#ffd447') +
  path('M120 230l50-50 40 40 30-30 40 40v52H120z', '#2f9e44') +
  path('M120 250l60-30 50 20 50-24v66H120z', '#1f7a33') +
  text(200, 312, '1.8" TFT ST7735', 12, WHITE);
export const TFT_DEFS =
  '<linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#3b82f6"/><stop offset="1" stop-color="#bfe3ff"/></linearGradient>';

export const tm1637 = () => {
  let s = pcb(28, 120, 344, 160, PCB.blue) + rr(56, 136, 264, 128, 3, '#121214');
  '1234'
    .split('')
    .forEach(
      (d, i) => (s += sevenSeg(76 + i * 60 + (i > 1 ? 10 : 0), 156, d, 86, '#ff3b30', '#3a1a1a')),
    );
  s +=
    dots(
      [
        [200, 180],
        [200, 220],
      ],
      '#ff3b30',
      9,
    ) +
    header(334, 160, 4, true) +
    text(346, 262, 'TM1637', 9, WHITE);
  return s;
};

export const ledMatrix = () => {
  const heart = [
    '01100110',
    '11111111',
    '11111111',
    '11111111',
    '01111110',
    '00111100',
    '00011000',
    '00000000',
  ];
  const lit: Array<[number, number]> = [];
  let s =
    edgePins(175, 332, 5) + pcb(78, 60, 244, 280, PCB.blue) + rr(96, 70, 208, 208, 4, '#141416');
  heart.forEach((row, r) => {
    s += dotRow(113, 87 + r * 25, 8, 25, '#4a1c1c', 19);
    row.split('').forEach((c, i) => {
      if (c === '1') lit.push([113 + i * 25, 87 + r * 25]);
    });
  });
  return s + dots(lit, '#ff3434', 19) + text(200, 306, 'MAX7219', 14, WHITE);
};

// ---------------------------------------------------------------- motors & drivers

function servo(body: string, label: string, big: boolean): string {
  const w = big ? 220 : 190;
  const x = 200 - w / 2;
  return (
    stroke('M' + num(x + w) + ' 230c40 0 40 60 70 90', '#7b4a2a', 6) +
    stroke(`M${num(x + w)} 236c34 0 34 60 62 92`, '#d12b2b', 6) +
    stroke(`M${num(x + w)} 242c28 0 28 60 54 94`, '#f29a1f', 6) +
    rr(x, 150, w, 110, 8, body) +
    rect(x, 150, w, 110, CYL_V) +
    rr(x - 34, 186, w + 68, 30, 4, body) +
    circ(x - 20, 201, 6, '#f3f2ef') +
    circ(x + w + 20, 201, 6, '#f3f2ef') +
    circ(x + 54, 150, 34, body) +
    circ(x + 54, 150, 34, CYL) +
    circ(x + 54, 150, 10, '#f2f2f2') +
    path(`M${num(x + 46)} 70h16l6 80h-28z`, WHITE, { stroke: '#ccc' }) +
    dots(
      [
        [x + 54, 86],
        [x + 54, 104],
        [x + 54, 122],
      ],
      '#bbb',
      5,
    ) +
    text(200 + 28, 224, label, big ? 22 : 20, WHITE)
  );
}
export const sg90 = () => servo('#2c62c2', 'SG90', false);
export const mg996r = () => servo('#1f2022', 'MG996R', true);

export const stepper28byj = () =>
  stroke('M176 232C220 300 250 260 262 250', '#e0422f', 5) +
  stroke('M182 228C224 290 252 254 262 244', '#f29a1f', 5) +
  stroke('M188 224C228 280 254 250 262 238', '#f2d21f', 5) +
  stroke('M194 220C232 270 256 244 262 232', '#e36aa0', 5) +
  stroke('M200 216C236 262 258 238 262 226', '#2d7be0', 5) +
  rr(28, 130, 260, 40, 20, METAL_V) +
  circ(150, 150, 78, METAL) +
  circ(150, 150, 78, 'none', { stroke: '#8a9097', 'stroke-width': 3 }) +
  circ(150, 122, 18, '#c9a449') +
  circ(150, 122, 8, '#f0d78a') +
  circ(42, 150, 6, '#f3f2ef') +
  circ(274, 150, 6, '#f3f2ef') +
  rr(120, 190, 60, 30, 3, '#2d7be0') +
  pcb(240, 214, 140, 120, PCB.darkGreen, false) +
  rr(256, 224, 28, 40, 2, WHITE) +
  chip(290, 270, 70, 26, 'ULN2003', 'dip', 8) +
  [0, 1, 2, 3].map((i) => led(292 + i * 16, 232, '#ff4d4d')).join('');

export const nema17 = () =>
  path('M130 110h190l30 30v190l-30 30H130l-30-30V140z', '#1c1d20') +
  path('M100 80h190l30 30v190l-30 30H100l-30-30V110z', METAL, {
    stroke: '#6e747b',
    'stroke-width': 2,
  }) +
  [
    [96, 106],
    [294, 106],
    [96, 304],
    [294, 304],
  ]
    .map(([x, y]) => circ(x!, y!, 9, '#3a3b3f'))
    .join('') +
  circ(195, 205, 54, '#b8bcc2', { stroke: '#80868d', 'stroke-width': 3 }) +
  circ(195, 205, 16, '#e8eaec', { stroke: '#6e747b', 'stroke-width': 2 }) +
  rect(187, 191, 16, 5, '#8a9097') +
  text(195, 296, 'NEMA 17', 16, '#555a60');

export const l298n = () => {
  let fins = '';
  for (let i = 0; i < 8; i++) fins += rect(126 + i * 20, 56, 10, 130, '#1b1b1d');
  return (
    pcb(60, 96, 280, 250, PCB.red) +
    rr(120, 66, 166, 120, 3, '#2a2b2e') +
    fins +
    chip(150, 190, 100, 34, 'L298N', 'none', 14) +
    screwTerminal(70, 120, 2, true) +
    screwTerminal(302, 120, 2, true) +
    screwTerminal(90, 300, 3) +
    header(200, 310, 6) +
    header(200, 296, 2) +
    capTop(110, 248, 18) +
    capTop(290, 248, 18) +
    led(160, 250, '#ff4d4d') +
    text(240, 262, 'L298N', 16, WHITE)
  );
};

export const a4988 = () => {
  let fins = '';
  for (let i = 0; i < 6; i++) fins += rect(150 + i * 18, 130, 9, 100, '#8e949b');
  return (
    pcb(110, 90, 180, 240, PCB.darkGreen, false) +
    header(116, 110, 8, true) +
    header(274, 110, 8, true) +
    rr(142, 126, 116, 108, 3, METAL) +
    fins +
    trimmer(186, 256, 28) +
    text(200, 310, 'A4988', 16, WHITE)
  );
};

export const boMotor = () =>
  rr(40, 120, 200, 100, 8, '#f2c230') +
  rect(40, 120, 200, 100, CYL_V) +
  circ(80, 170, 7, '#f3f2ef') +
  circ(200, 170, 7, '#f3f2ef') +
  rr(236, 130, 100, 80, 10, METAL_V, { stroke: '#7d838a' }) +
  rect(332, 150, 14, 14, GOLD) +
  rect(332, 176, 14, 14, GOLD) +
  circ(150, 270, 88, '#1c1d20') +
  circ(150, 270, 88, 'none', { stroke: '#333', 'stroke-width': 10, 'stroke-dasharray': '6 8' }) +
  circ(150, 270, 52, '#f2c230') +
  [0, 60, 120]
    .map((a) => rect(100, 266, 100, 8, '#e0ad1c', { transform: `rotate(${a} 150 270)` }))
    .join('') +
  circ(150, 270, 12, '#fff');

export const relay = () =>
  pcb(70, 100, 260, 200, PCB.blue) +
  screwTerminal(84, 140, 3, true) +
  rr(130, 118, 140, 120, 4, '#2255d0') +
  text(200, 168, 'SONGLE', 15, WHITE) +
  text(200, 190, 'SRD-05VDC-SL-C', 9, WHITE) +
  text(200, 210, '10A 250VAC', 10, WHITE) +
  header(296, 170, 3, true) +
  led(290, 260, '#ff4d4d') +
  chip(150, 256, 40, 20, '', 'dip') +
  text(200, 290, '1 Relay Module', 11, WHITE);

// ---------------------------------------------------------------- power & batteries

export const tp4056 = () =>
  pcb(100, 128, 210, 150, PCB.blue, false) +
  usbC(88, 190, true) +
  chip(170, 170, 50, 36, 'TP4056', 'dip', 8) +
  chip(170, 226, 30, 18, 'DW01', 'dip', 6) +
  led(126, 150, '#ff3b3b') +
  led(126, 166, '#3b7bff') +
  smd(130, 240) +
  smd(224, 232) +
  [
    [288, 146, 'B+'],
    [288, 176, 'OUT+'],
    [288, 226, 'OUT-'],
    [288, 256, 'B-'],
  ]
    .map(
      ([px, py, l]) =>
        rr((px as number) - 10, (py as number) - 8, 20, 16, 2, SILVER) +
        text((px as number) - 22, (py as number) + 4, l as string, 7, WHITE, {
          'text-anchor': 'end',
        }),
    )
    .join('');

export const cell18650 = () =>
  g(
    rr(40, 150, 290, 100, 14, '#138577') +
      rr(40, 150, 290, 100, 14, CYL_V) +
      rect(316, 150, 14, 100, '#0e5f55') +
      rr(328, 172, 22, 56, 6, METAL_V) +
      rect(40, 150, 16, 100, SILVER, { opacity: 0.5 }) +
      text(180, 196, '18650', 34, WHITE) +
      text(180, 222, '3.7V  2600mAh  Li-ion', 13, WHITE, { opacity: 0.9 }) +
      text(345, 205, '+', 14, '#555'),
    'rotate(-12 200 200)',
  );

export const lm2596 = () =>
  pcb(50, 110, 300, 190, PCB.blue) +
  inductor(120, 140, 80, '330') +
  capTop(90, 260, 22) +
  capTop(310, 260, 22) +
  capTop(230, 160, 18) +
  chip(220, 210, 54, 46, 'LM2596', 'none', 9) +
  rect(234, 200, 26, 10, METAL) +
  rr(276, 132, 34, 62, 3, '#2f62c9') +
  circ(293, 140, 6, '#e3c36b') +
  text(70, 160, 'IN+', 10, WHITE, { 'text-anchor': 'start' }) +
  text(328, 160, 'OUT+', 10, WHITE, { 'text-anchor': 'end' }) +
  text(200, 290, 'DC-DC BUCK', 12, WHITE);

export const mt3608 = () =>
  pcb(90, 140, 220, 120, PCB.blue, false) +
  inductor(130, 160, 44, '220') +
  trimmer(230, 160, 40) +
  chip(180, 176, 22, 14, '', 'dip') +
  smd(140, 220) +
  smd(186, 220) +
  rr(98, 232, 16, 16, 2, SILVER) +
  rr(286, 232, 16, 16, 2, SILVER) +
  text(200, 246, 'MT3608', 14, WHITE);

export const adapter12v = () =>
  rr(157, 40, 14, 46, 7, METAL) +
  rr(227, 40, 14, 46, 7, METAL) +
  rr(110, 76, 180, 170, 18, '#1c1d20') +
  rect(110, 76, 180, 170, CYL, { opacity: 0.6 }) +
  text(200, 150, '12V 2A', 30, '#7a7d84') +
  text(200, 176, 'SMPS ADAPTER', 12, '#7a7d84') +
  stroke('M200 246C200 320 280 330 320 290', '#1c1d20', 8) +
  g(rr(300, 240, 24, 60, 6, '#2a2b2e') + rect(304, 210, 16, 32, METAL), 'rotate(40 312 270)');

export const battery9v = () =>
  stroke('M300 200C300 260 330 280 350 300', '#d12b2b', 5) +
  stroke('M312 200C316 250 340 262 360 280', '#222', 5) +
  rr(286, 170, 40, 34, 4, '#1c1d20') +
  rr(110, 90, 150, 240, 10, '#1c1d20') +
  rect(110, 150, 150, 180, '#d7262e') +
  rr(110, 90, 150, 240, 10, CYL) +
  circ(150, 76, 14, METAL) +
  path('M208 62h24l8 14-8 14h-24l-8-14z', METAL) +
  rect(110, 90, 150, 10, '#2a2b2e') +
  text(185, 236, '9V', 64, WHITE) +
  text(185, 286, 'HI-WATT', 16, WHITE);

export const holder18650 = () =>
  stroke('M340 160C380 160 370 120 390 110', '#d12b2b', 5) +
  stroke('M340 240C380 240 370 290 390 300', '#222', 5) +
  rr(50, 110, 290, 180, 6, '#1c1d20') +
  rr(66, 124, 258, 70, 30, '#2b2c30') +
  rr(66, 206, 258, 70, 30, '#2b2c30') +
  stroke('M80 140l10 8-10 8 10 8-10 8 10 8', SILVER, 3) +
  stroke('M310 222l-10 8 10 8-10 8 10 8-10 8', SILVER, 3) +
  rect(300, 140, 10, 38, METAL) +
  rect(80, 222, 10, 38, METAL) +
  text(200, 166, '+  18650  -', 14, '#55575d') +
  text(200, 248, '-  18650  +', 14, '#55575d');

export const mb102 = () =>
  edgePins(130, 300, 4) +
  edgePins(230, 300, 4) +
  pcb(60, 90, 280, 220, PCB.red, false) +
  rr(70, 110, 70, 60, 4, '#161616') +
  circ(84, 140, 14, '#333') +
  rect(76, 196, 54, 60, METAL_V, { stroke: '#7d838a' }) +
  rect(84, 212, 38, 10, '#2a2b2e') +
  button(160, 110, 34, WHITE) +
  header(230, 120, 3, true) +
  header(300, 120, 3, true) +
  rect(229, 120, 12, 20, '#f2c12e') +
  rect(299, 140, 12, 20, '#f2c12e') +
  chip(200, 200, 40, 28, '1117', 'none', 8) +
  chip(256, 200, 40, 28, '1117', 'none', 8) +
  led(170, 250, '#54d26b') +
  text(200, 286, 'MB102 POWER', 12, WHITE);

// ---------------------------------------------------------------- passives

const BAND: Record<string, string> = {
  '0': '#111',
  '1': '#7a4a1e',
  '2': '#d92b2b',
  '3': '#f08a17',
  '4': '#f2d21f',
  '5': '#2e9d43',
  '6': '#2b6fd6',
  '7': '#8a3fd1',
  '8': '#8a8a8a',
  '9': '#fafafa',
};
function resistor(x: number, y: number, code: string): string {
  let s =
    line(x - 70, y, x + 190, y, SILVER, 3) +
    rr(x, y - 14, 120, 28, 12, '#e6c79a') +
    rect(x, y - 14, 120, 28, CYL_V);
  code.split('').forEach((c, i) => (s += rect(x + 22 + i * 18, y - 14, 8, 28, BAND[c] ?? '#111')));
  return s + rect(x + 96, y - 14, 8, 28, '#c9a227');
}
export const resistorKit = () => {
  const codes = ['102', '472', '103', '221', '334', '100'];
  let s =
    rect(48, 58, 48, 300, WHITE, { stroke: '#ddd' }) +
    rect(304, 58, 48, 300, WHITE, { stroke: '#ddd' });
  codes.forEach((c, i) => (s += resistor(140, 84 + i * 50, c)));
  s +=
    rect(48, 58, 48, 300, '#fff', { opacity: 0.75 }) +
    rect(304, 58, 48, 300, '#fff', { opacity: 0.75 });
  s += g(text(0, 0, '1/4W 1% x 600', 14, '#6b6f75'), 'translate(78 208) rotate(-90)');
  return s;
};

export const ceramicCapKit = () => {
  const caps: Array<[number, number, string]> = [
    [90, 130, '104'],
    [200, 110, '103'],
    [310, 130, '222'],
    [140, 230, '22'],
    [260, 230, '101'],
  ];
  return caps
    .map(
      ([x, y, v]) =>
        line(x - 10, y + 30, x - 14, y + 130, SILVER, 3) +
        line(x + 10, y + 30, x + 14, y + 130, SILVER, 3) +
        ell(x, y, 44, 40, '#e3893a') +
        ell(x, y, 44, 40, CYL_V) +
        text(x, y + 8, v, 22, '#5a2c08'),
    )
    .join('');
};

export const electrolyticKit = () => {
  const caps: Array<[number, number, number, string]> = [
    [70, 64, 150, '10uF'],
    [160, 96, 190, '470uF'],
    [280, 76, 120, '100uF'],
  ];
  return caps
    .map(([x, w, h, v]) => {
      const y = 330 - h - 60;
      return (
        line(x + w * 0.3, y + h, x + w * 0.3, 340, SILVER, 3) +
        line(x + w * 0.7, y + h, x + w * 0.7, 320, SILVER, 3) +
        rr(x, y, w, h, 6, '#1f3f8f') +
        rect(x + w * 0.72, y, w * 0.16, h, '#cfd8ee') +
        rr(x, y, w, h, 6, CYL) +
        ell(x + w / 2, y + 3, w / 2 - 2, 5, METAL) +
        text(x + w * 0.4, y + h / 2, v, Math.min(16, w / 4), WHITE)
      );
    })
    .join('');
};

export const ledKit = (colours = ['#ff2d2d', '#26c24a', '#2f7bff', '#ffd21f', '#f4f4ff']) =>
  colours
    .map((c, i) => {
      const x = 200 + (i - (colours.length - 1) / 2) * 65;
      return (
        line(x - 8, 230, x - 8, 350, SILVER, 3) +
        line(x + 8, 230, x + 8, 330, SILVER, 3) +
        rr(x - 26, 218, 52, 14, 3, c, { opacity: 0.9 }) +
        path(`M${x - 22} 222v-80a22 22 0 0 1 44 0v80z`, c, { opacity: 0.85 }) +
        path(`M${x - 22} 222v-80a22 22 0 0 1 44 0v80z`, CYL) +
        ell(x - 8, 130, 5, 16, '#fff', { opacity: 0.5 })
      );
    })
    .join('');

export const potKit = () =>
  [
    [110, 180],
    [210, 140],
    [300, 200],
  ]
    .map(([x, y]) => {
      const cx = x!;
      const cy = y!;
      return (
        line(cx - 26, cy + 60, cx - 26, cy + 120, SILVER, 4) +
        line(cx, cy + 60, cx, cy + 120, SILVER, 4) +
        line(cx + 26, cy + 60, cx + 26, cy + 120, SILVER, 4) +
        rr(cx - 48, cy - 40, 96, 100, 6, '#2d5fb8') +
        circ(cx, cy + 8, 38, METAL) +
        circ(cx, cy + 8, 26, '#d0d3d8', {
          stroke: '#8a9097',
          'stroke-width': 4,
          'stroke-dasharray': '3 3',
        }) +
        rect(cx - 3, cy - 16, 6, 48, '#8a9097') +
        text(cx, cy + 54, 'B10K', 11, WHITE)
      );
    })
    .join('');

export const tactileKit = () => {
  let s = '';
  const caps = ['#1b1b1b', '#d12b2b', '#2b6fd6', '#1b1b1b', '#f2c12e', '#2e9d43'];
  caps.forEach((c, i) => {
    const x = 80 + (i % 3) * 100;
    const y = 110 + Math.floor(i / 3) * 120;
    s +=
      line(x - 4, y + 10, x + 84, y + 10, SILVER, 6) +
      line(x - 4, y + 70, x + 84, y + 70, SILVER, 6) +
      button(x + 10, y, 80, c) +
      circ(x + 50, y + 40, 18, '#fff', { opacity: 0.15 });
  });
  return s;
};

export const diodeKit = () =>
  [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 100 + i * 52;
      return (
        line(40, y, 360, y, SILVER, 3) +
        rr(140, y - 16, 120, 32, 10, '#1c1d20') +
        rr(140, y - 16, 120, 32, 10, CYL_V) +
        rect(236, y - 16, 12, 32, '#d0d3d8') +
        text(190, y + 5, '1N4007', 12, '#9a9ca0')
      );
    })
    .join('');

export const crystalKit = () =>
  line(170, 240, 170, 340, SILVER, 4) +
  line(230, 240, 230, 330, SILVER, 4) +
  rr(110, 90, 180, 160, 50, METAL, { stroke: '#7d838a', 'stroke-width': 2 }) +
  rr(100, 228, 200, 22, 8, METAL_V) +
  text(200, 162, '16.000', 30, '#555a60') +
  text(200, 190, 'MHz', 16, '#555a60') +
  [
    [70, 250],
    [330, 250],
  ]
    .map(
      ([x, y]) =>
        line(x! - 6, y! + 20, x! - 8, 350, SILVER, 3) +
        line(x! + 6, y! + 20, x! + 8, 350, SILVER, 3) +
        ell(x!, y!, 26, 24, '#e3893a') +
        text(x!, y! + 6, '22', 15, '#5a2c08'),
    )
    .join('');

// ---------------------------------------------------------------- tools & prototyping

export const breadboard = () =>
  rr(18, 70, 364, 260, 8, '#f6f5f0', { stroke: '#d9d8d0', 'stroke-width': 2 }) +
  rect(18, 70, 364, 260, CYL_V, { opacity: 0.15 }) +
  rect(38, 84, 320, 20, HOLES) +
  rect(38, 296, 320, 20, HOLES) +
  line(36, 82, 362, 82, '#d83a3a', 2) +
  line(36, 108, 362, 108, '#2b6fd6', 2) +
  line(36, 292, 362, 292, '#d83a3a', 2) +
  line(36, 318, 362, 318, '#2b6fd6', 2) +
  rect(48, 120, 310, 70, HOLES) +
  rect(48, 210, 310, 70, HOLES) +
  rect(18, 194, 364, 12, '#e4e3dc');

export const jumperWires = () => {
  const colours = [
    '#7a4a1e',
    '#d92b2b',
    '#f08a17',
    '#f2d21f',
    '#2e9d43',
    '#2b6fd6',
    '#8a3fd1',
    '#8a8a8a',
    '#fafafa',
    '#1c1d20',
  ];
  return colours
    .map((c, i) => {
      const o = i * 9;
      return (
        stroke(`M${70 + o} 110C${70 + o} 230 ${330 - o} 170 ${330 - o} 290`, c, 7, {
          stroke: c === '#fafafa' ? '#e8e8e8' : c,
        }) +
        rect(64 + o, 70, 12, 40, BLACK) +
        line(70 + o, 60, 70 + o, 72, SILVER, 2) +
        rect(324 - o, 290, 12, 40, BLACK)
      );
    })
    .join('');
};

export const solderingIron = () =>
  stroke('M40 330C60 300 80 300 90 280', '#1c1d20', 8) +
  g(
    rr(40, 180, 170, 44, 20, '#1f3f8f') +
      [0, 1, 2, 3, 4].map((i) => rect(120 + i * 14, 180, 6, 44, '#17306b')).join('') +
      circ(84, 202, 14, '#f2c12e') +
      circ(84, 202, 6, '#1c1d20') +
      rect(208, 190, 96, 24, METAL_V) +
      path('M304 192h30l40 10-40 10h-30z', '#9aa0a7') +
      text(150, 174, '60W  200-450°C', 12, '#6b6f75'),
    'rotate(-28 200 200)',
  );

export const solderWire = () =>
  stroke('M290 250C340 250 350 300 370 330', '#c0c4c9', 4) +
  circ(200, 200, 130, '#cf3232') +
  circ(200, 200, 100, METAL) +
  [90, 80, 70]
    .map((r) => circ(200, 200, r, 'none', { stroke: '#9aa0a7', 'stroke-width': 1.5 }))
    .join('') +
  circ(200, 200, 60, '#cf3232') +
  circ(200, 200, 22, '#f3f2ef') +
  rr(140, 132, 120, 36, 4, WHITE) +
  text(200, 156, '63/37 0.8mm', 15, '#cf3232');

export const multimeter = () =>
  rr(104, 30, 192, 340, 22, '#f2b705') +
  rr(118, 44, 164, 312, 14, '#1c1d20') +
  rr(132, 58, 136, 72, 6, '#a9b79b') +
  sevenSeg(150, 72, '4', 44, '#222', '#9aa88c') +
  sevenSeg(182, 72, '9', 44, '#222', '#9aa88c') +
  sevenSeg(214, 72, '8', 44, '#222', '#9aa88c') +
  circ(178, 114, 3, '#222') +
  circ(200, 222, 56, '#2b2c30') +
  circ(200, 222, 40, '#45474d') +
  rect(196, 166, 8, 50, WHITE, { transform: 'rotate(30 200 222)' }) +
  circ(200, 222, 56, 'none', { stroke: '#777', 'stroke-width': 2, 'stroke-dasharray': '2 9' }) +
  [150, 200, 250]
    .map((x, i) =>
      circ(x, 318, 12, i === 2 ? '#d12b2b' : '#111', { stroke: '#666', 'stroke-width': 3 }),
    )
    .join('') +
  text(200, 150, 'DT830D', 12, '#f2b705');

export const desolderPump = () =>
  g(
    rr(28, 190, 30, 22, 6, '#1c1d20') +
      rect(58, 196, 40, 10, METAL_V) +
      rr(96, 178, 200, 46, 10, '#2b6fd6') +
      rr(96, 178, 200, 46, 10, CYL_V) +
      rr(180, 164, 22, 16, 3, '#1c1d20') +
      path('M296 184h40l34 14-34 10h-40z', WHITE, { stroke: '#ccc' }) +
      text(196, 207, 'DESOLDER', 12, '#dbe8ff'),
    'rotate(-24 200 200)',
  );

export const wireStripper = () =>
  g(
    path('M150 60l50-20 50 20-20 120h-60z', '#6e747b') +
      path('M160 62l40-14 40 14-8 40h-64z', METAL) +
      dots(
        [
          [186, 80],
          [200, 80],
          [214, 80],
        ],
        '#4a4f55',
        6,
      ) +
      circ(200, 176, 10, '#9aa0a7') +
      path('M172 180l-60 190 36 6 44-190z', '#d12b2b') +
      path('M228 180l60 190-36 6-44-190z', '#d12b2b') +
      text(200, 120, 'TAPARIA', 11, '#3a3f45'),
    'rotate(-8 200 200)',
  );

export const dotPcb = () =>
  g(
    rr(80, 40, 280, 220, 4, '#d9b46c', { stroke: '#b9924e' }) + rect(90, 50, 260, 200, 'url(#cu)'),
    'rotate(-8 220 150)',
  ) +
  rr(40, 130, 280, 220, 4, '#dcbc76', { stroke: '#b9924e' }) +
  rect(50, 140, 260, 200, 'url(#cu)');
export const DOT_PCB_DEFS =
  '<pattern id="cu" width="13" height="13" patternUnits="userSpaceOnUse"><circle cx="6.5" cy="6.5" r="4.5" fill="#c98a3a"/><circle cx="6.5" cy="6.5" r="1.6" fill="#fff"/></pattern>';

// ---------------------------------------------------------------- kits

const wheel = (x: number, y: number) =>
  rr(x, y, 36, 96, 10, '#1c1d20') +
  line(x + 18, y + 4, x + 18, y + 92, '#333', 30, { 'stroke-dasharray': '4 6' }) +
  rect(x + 12, y + 36, 12, 24, '#f2c230');

/** Robot car seen from above: acrylic plate, wheels, motors and optional boards on top. */
function robotCar(fourWheels: boolean, extra: string): string {
  let s =
    wheel(62, 196) +
    wheel(302, 196) +
    rect(98, 222, 60, 36, '#f2c230') +
    rect(242, 222, 60, 36, '#f2c230');
  if (fourWheels)
    s +=
      wheel(62, 70) +
      wheel(302, 70) +
      rect(98, 96, 60, 36, '#f2c230') +
      rect(242, 96, 60, 36, '#f2c230');
  else s += circ(200, 94, 16, METAL);
  s += path(
    fourWheels
      ? 'M110 50h180l12 20v230l-12 20H110l-12-20V70z'
      : 'M120 60h160l20 40v220l-20 20H120l-20-20V100z',
    '#bfe3f2',
    { opacity: 0.55, stroke: '#8fbfd6', 'stroke-width': 2 },
  );
  return s + extra;
}

/** Low-detail boards for the kit drawings (keeps those files small). */
const miniUno = (x: number, y: number, w: number, h: number) =>
  rr(x, y, w, h, 4, PCB.blue) +
  rect(x - 6, y + h * 0.12, w * 0.2, h * 0.24, METAL_V) +
  rect(x - 4, y + h * 0.62, w * 0.18, h * 0.22, '#161616') +
  line(x + w * 0.3, y + 6, x + w - 6, y + 6, '#161616', 6) +
  line(x + w * 0.36, y + h - 6, x + w - 6, y + h - 6, '#161616', 6) +
  rect(x + w * 0.4, y + h * 0.62, w * 0.5, h * 0.16, '#222326') +
  text(x + w * 0.62, y + h * 0.45, 'UNO', h * 0.2, WHITE, { 'font-style': 'italic' });
const miniDriver = (x: number, y: number, s: number) =>
  rr(x, y, s, s, 3, PCB.red) +
  rect(x + s * 0.2, y - s * 0.1, s * 0.6, s * 0.5, '#1b1b1d') +
  rect(x + 4, y + s * 0.6, s * 0.2, s * 0.3, '#2d6fd6') +
  rect(x + s * 0.76, y + s * 0.6, s * 0.2, s * 0.3, '#2d6fd6');
const miniModule = (x: number, y: number, w: number, h: number, color: string, inner: string) =>
  rr(x, y, w, h, 3, color) + inner;

export const car2wd = () =>
  robotCar(
    false,
    rr(144, 250, 112, 66, 4, '#1c1d20') +
      [0, 1, 2, 3].map((i) => rr(150, 256 + i * 14, 100, 12, 6, '#d9d9d9')).join('') +
      circ(104, 240, 22, '#222', { opacity: 0.7 }) +
      circ(296, 240, 22, '#222', { opacity: 0.7 }),
  );
export const car4wd = () =>
  robotCar(
    true,
    rr(130, 140, 140, 100, 4, '#bfe3f2', { opacity: 0.6, stroke: '#8fbfd6', 'stroke-width': 2 }) +
      [
        [140, 150],
        [250, 150],
        [140, 226],
        [250, 226],
      ]
        .map(([x, y]) => circ(x!, y!, 6, GOLD))
        .join(''),
  );
export const lineFollower = () =>
  stroke('M0 380C80 300 140 360 200 250S260 60 400 30', '#1c1d20', 34, { opacity: 0.85 }) +
  robotCar(
    false,
    rect(110, 58, 180, 26, '#1c1d20') +
      [0, 1, 2, 3, 4]
        .map((i) => rr(122 + i * 34, 62, 22, 18, 4, '#2b6fd6') + circ(128 + i * 34, 71, 3, WHITE))
        .join('') +
      miniModule(
        140,
        130,
        120,
        50,
        PCB.blue,
        chip(185, 140, 30, 30, '', 'qfp') + rect(136, 148, 12, 14, METAL),
      ) +
      miniDriver(170, 220, 60),
  );
export const btCar = () =>
  robotCar(
    false,
    miniUno(126, 120, 150, 104) +
      miniDriver(128, 246, 60) +
      miniModule(
        220,
        240,
        44,
        70,
        PCB.blue,
        rect(226, 246, 32, 44, '#2c8a45') + meander(230, 250, 24, 10, 3),
      ),
  ) + stroke('M336 40l24 20-12 10 12 10-24 20V40m-12 10 24 20M324 90l24-20', '#2b6fd6', 4);
export const mecanum = () => {
  const wheelM = (x: number, y: number, flip: boolean) =>
    rr(x, y, 56, 110, 12, '#2b2c30') +
    rect(x + 4, y + 4, 48, 102, flip ? 'url(#rl)' : 'url(#rr)') +
    rect(x + 20, y + 44, 16, 22, '#d6a02a');
  return (
    wheelM(40, 50, false) +
    wheelM(304, 50, true) +
    wheelM(40, 240, true) +
    wheelM(304, 240, false) +
    rr(100, 60, 200, 280, 10, METAL_V, { stroke: '#7d838a', 'stroke-width': 2 }) +
    rect(100, 60, 200, 280, CYL, { opacity: 0.3 }) +
    [
      [120, 80],
      [280, 80],
      [120, 320],
      [280, 320],
    ]
      .map(([x, y]) => circ(x!, y!, 6, '#6e747b'))
      .join('') +
    rr(140, 150, 120, 100, 4, '#1c1d20') +
    text(200, 206, 'MECANUM', 14, '#c9ccd1')
  );
};
export const MECANUM_DEFS =
  '<pattern id="rr" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="9" height="14" fill="#c9ccd1"/></pattern>' +
  '<pattern id="rl" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="9" height="14" fill="#c9ccd1"/></pattern>';

export const starterKit = () =>
  rr(24, 50, 352, 300, 12, '#dfe9f2', { stroke: '#aac0d4', 'stroke-width': 3 }) +
  line(200, 54, 200, 346, '#aac0d4', 3) +
  line(28, 200, 372, 200, '#aac0d4', 3) +
  miniUno(52, 80, 132, 92) +
  place(breadboard(), 0.4, 288, 126) +
  place(sg90(), 0.38, 112, 278) +
  place(ledKit(['#ff2d2d', '#26c24a', '#2f7bff', '#ffd21f']), 0.38, 290, 266);

export const roboticArm = () =>
  rr(110, 300, 180, 40, 6, '#1c1d20') +
  ell(200, 300, 80, 16, '#bfe3f2', { stroke: '#8fbfd6', 'stroke-width': 2 }) +
  rr(168, 250, 64, 50, 6, '#2c62c2') +
  g(
    rr(180, 120, 40, 150, 10, '#bfe3f2', { opacity: 0.8, stroke: '#8fbfd6', 'stroke-width': 2 }),
    'rotate(-20 200 260)',
  ) +
  circ(246, 134, 22, '#2c62c2') +
  g(
    rr(240, 120, 130, 34, 10, '#bfe3f2', { opacity: 0.8, stroke: '#8fbfd6', 'stroke-width': 2 }),
    'rotate(18 246 134)',
  ) +
  circ(346, 170, 18, '#2c62c2') +
  path('M340 186l10 60-16 6-10-50zM356 180l30 50-14 10-26-44z', '#8fbfd6') +
  circ(200, 276, 12, WHITE) +
  circ(246, 134, 8, WHITE);
