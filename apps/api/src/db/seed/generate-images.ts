/**
 * Writes the seed catalogue's SVG images into ./images/ (one per product, one per category).
 * Run once after changing drawings or data: npx tsx apps/api/src/db/seed/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedCategories, seedProducts } from './catalog-data';
import * as art from './product-art';
import { PCB, frame, place } from './svg-kit';

interface Drawing {
  body: () => string;
  defs?: string;
}

const d = (body: () => string, defs?: string): Drawing => ({ body, defs });

/** Product slug to drawing. Every seed product must have one (checked below). */
export const productDrawings: Record<string, Drawing> = {
  'arduino-uno-r3-compatible': d(() =>
    art.unoBoard({ color: PCB.blue, label: 'UNO', sub: 'R3 · ATmega328P', usb: 'b', mcu: 'dip' }),
  ),
  'arduino-nano-v3-compatible': d(art.arduinoNano),
  'arduino-mega-2560-r3-compatible': d(() =>
    art.unoBoard({
      color: PCB.blue,
      label: 'MEGA 2560',
      sub: 'R3',
      usb: 'b',
      mcu: 'qfp',
      wide: true,
    }),
  ),
  'arduino-uno-r4-wifi-original': d(() =>
    art.unoBoard({
      color: PCB.teal,
      label: 'UNO R4',
      sub: 'WiFi',
      usb: 'c',
      mcu: 'qfp',
      matrix: true,
    }),
  ),
  'raspberry-pi-5-model-b-4gb': d(art.raspberryPi5),
  'raspberry-pi-pico-w': d(art.picoW),
  'esp32-devkit-v1': d(art.esp32DevKit),
  'nodemcu-esp8266-v3': d(art.nodeMcu),
  'stm32-blue-pill': d(art.bluePill),
  'atmega328p-pu-bootloader': d(() => art.dipChips(28, 'ATMEGA328P-PU', 1)),
  'attiny85-20pu': d(() => art.dipChips(8, 'ATTINY85', 1)),
  'ne555-timer-ic-pack-of-5': d(() => art.dipChips(8, 'NE555', 3)),
  'lm358-dual-op-amp-pack-of-5': d(() => art.dipChips(8, 'LM358', 3)),
  '74hc595-shift-register-pack-of-5': d(() => art.dipChips(16, '74HC595', 3)),
  'l293d-motor-driver-ic': d(() => art.dipChips(16, 'L293D', 1)),
  'lm7805-voltage-regulator-pack-of-5': d(() => art.to220('L7805', 3)),
  'dht22-temperature-humidity-sensor': d(art.dht22),
  'hc-sr04-ultrasonic-sensor': d(art.hcSr04),
  'mpu6050-gy-521': d(art.mpu6050),
  'bme280-sensor': d(art.bme280),
  'hc-sr501-pir-motion-sensor': d(art.pirSensor),
  'mq-2-gas-smoke-sensor': d(art.mq2),
  'capacitive-soil-moisture-sensor': d(art.soilSensor),
  'ds18b20-waterproof-probe': d(art.ds18b20),
  'esp32-cam-ov2640': d(art.esp32Cam),
  'esp-01-esp8266-wifi-module': d(art.esp01),
  'hc-05-bluetooth-module': d(art.hc05),
  'nrf24l01-transceiver': d(art.nrf24),
  'sx1278-ra-02-lora-433mhz': d(art.loraRa02),
  'sim800l-gsm-gprs-module': d(art.sim800l),
  'neo-6m-gps-module': d(art.neo6m),
  'rc522-rfid-reader-kit': d(art.rc522),
  'oled-0-96-ssd1306-i2c': d(art.oled096),
  'oled-1-3-sh1106-i2c': d(art.oled13),
  'lcd-16x2-i2c-blue': d(art.lcd16x2),
  'lcd-20x4-i2c-green': d(art.lcd20x4),
  'tft-1-8-st7735-spi': d(art.tft18, art.TFT_DEFS),
  'tm1637-4-digit-display': d(art.tm1637),
  'max7219-8x8-led-matrix': d(art.ledMatrix),
  'sg90-micro-servo': d(art.sg90),
  'mg996r-metal-gear-servo': d(art.mg996r),
  '28byj-48-stepper-uln2003': d(art.stepper28byj),
  'nema-17-stepper-motor': d(art.nema17),
  'l298n-motor-driver': d(art.l298n),
  'a4988-stepper-driver': d(art.a4988),
  'bo-gear-motor-150-rpm-wheel': d(art.boMotor),
  '5v-single-channel-relay-module': d(art.relay),
  'tp4056-charger-type-c': d(art.tp4056),
  '18650-li-ion-cell-2600mah': d(art.cell18650),
  'lm2596-buck-converter': d(art.lm2596),
  'mt3608-boost-converter': d(art.mt3608),
  '12v-2a-dc-power-adapter': d(art.adapter12v),
  'hw-9v-battery-with-snap': d(art.battery9v),
  '2x-18650-battery-holder': d(art.holder18650),
  'mb102-breadboard-power-supply': d(art.mb102),
  'resistor-kit-600-pcs': d(art.resistorKit),
  'ceramic-capacitor-kit-300-pcs': d(art.ceramicCapKit),
  'electrolytic-capacitor-kit-120-pcs': d(art.electrolyticKit),
  '5mm-led-assortment-100-pcs': d(() => art.ledKit()),
  '10k-rotary-potentiometer-pack-of-5': d(art.potKit),
  'tactile-push-button-6x6-pack-of-20': d(art.tactileKit),
  '1n4007-diode-pack-of-25': d(art.diodeKit),
  '16mhz-crystal-22pf-pack-of-5': d(art.crystalKit),
  'breadboard-830-point': d(art.breadboard),
  'jumper-wires-120-pcs': d(art.jumperWires),
  'soldering-iron-60w-adjustable': d(art.solderingIron),
  'solder-wire-63-37-50g': d(art.solderWire),
  'dt830d-digital-multimeter': d(art.multimeter),
  'desoldering-pump': d(art.desolderPump),
  'wire-stripper-cutter': d(art.wireStripper),
  'dot-pcb-10x15-pack-of-2': d(art.dotPcb, art.DOT_PCB_DEFS),
  '2wd-robot-car-chassis-kit': d(art.car2wd),
  '4wd-robot-car-chassis-kit': d(art.car4wd),
  'arduino-starter-kit-uno-r3': d(art.starterKit),
  '4-dof-robotic-arm-kit': d(art.roboticArm),
  'line-follower-robot-kit': d(art.lineFollower),
  'bluetooth-robot-car-kit': d(art.btCar),
  'mecanum-wheel-robot-chassis-kit': d(art.mecanum, art.MECANUM_DEFS),
};

/** Category slug to [representative product slug, background tint]. */
const categoryDrawings: Record<string, [string, string]> = {
  'development-boards': ['arduino-uno-r3-compatible', '#e3edf9'],
  'microcontrollers-ics': ['atmega328p-pu-bootloader', '#ecebf5'],
  sensors: ['hc-sr04-ultrasonic-sensor', '#e4f3ee'],
  'iot-wireless-modules': ['esp32-cam-ov2640', '#e6eef8'],
  displays: ['lcd-16x2-i2c-blue', '#eef0f6'],
  'motors-actuators': ['sg90-micro-servo', '#f6efe3'],
  'power-batteries': ['18650-li-ion-cell-2600mah', '#e7f4ea'],
  'passive-components': ['resistor-kit-600-pcs', '#f6ece6'],
  'tools-prototyping': ['dt830d-digital-multimeter', '#f2f0e6'],
  'robotics-kits': ['2wd-robot-car-chassis-kit', '#e5f1f6'],
};

function drawingFor(slug: string): Drawing {
  const drawing = productDrawings[slug];
  if (!drawing) throw new Error(`No drawing for product ${slug}`);
  return drawing;
}

export function renderImages(): Map<string, string> {
  const files = new Map<string, string>();
  for (const p of seedProducts) {
    const drawing = drawingFor(p.slug);
    files.set(p.image, frame(drawing.body(), undefined, drawing.defs));
  }
  for (const c of seedCategories) {
    const entry = categoryDrawings[c.slug];
    if (!entry) throw new Error(`No drawing for category ${c.slug}`);
    const drawing = drawingFor(entry[0]);
    files.set(c.image, frame(place(drawing.body(), 0.86, 200, 196), entry[1], drawing.defs));
  }
  return files;
}

function main(): void {
  const dir = fileURLToPath(new URL('./images/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  const files = renderImages();
  let largest = 0;
  for (const [name, svg] of files) {
    writeFileSync(`${dir}${name}`, svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
  console.log(`Wrote ${files.size} SVG files to ${dir} (largest ${largest} bytes)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
