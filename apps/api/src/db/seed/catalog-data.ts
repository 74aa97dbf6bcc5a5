/**
 * Demo catalogue for a fresh database: the categories and products the shop starts with.
 * Pure data (no I/O). Prices are integer paise; `image` is a file name in ./images/.
 */
import { slugify } from '@shop/shared/catalog/paths';

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  emoji: string;
  /** A lucide icon name. */
  icon: string;
  isNew: boolean;
  sortOrder: number;
  /** SVG file name in ./images/ (copied to <uploads>/categories/). */
  image: string;
}

export interface SeedProduct {
  name: string;
  slug: string;
  categorySlug: string;
  brand: string;
  description: string;
  /** 1 to 5 short bullet points. */
  features: readonly string[];
  pricePaise: number;
  /** When set it is higher than pricePaise: the product is on sale. */
  compareAtPaise?: number;
  quantity: number;
  /** GST classification (see productTax). */
  hsnCode: string;
  gstRate: number;
  /** SVG file name in ./images/ (copied to <uploads>/products/). */
  image: string;
}

type CategoryInput = Omit<SeedCategory, 'slug' | 'image' | 'sortOrder' | 'isNew'> & {
  isNew?: boolean;
};

const categoryInputs: CategoryInput[] = [
  {
    name: 'Development Boards',
    description:
      'Arduino, ESP32, Raspberry Pi and STM32 boards to start any project. Genuine boards and tested, reliable compatibles.',
    emoji: '🧩',
    icon: 'circuit-board',
  },
  {
    name: 'Microcontrollers & ICs',
    description:
      'Bare microcontrollers, timers, op-amps, shift registers, drivers and regulators in breadboard-friendly DIP packages.',
    emoji: '🔲',
    icon: 'cpu',
  },
  {
    name: 'Sensors',
    description:
      'Temperature, humidity, distance, motion, gas and soil sensors on ready-to-wire breakout boards.',
    emoji: '🌡️',
    icon: 'thermometer',
  },
  {
    name: 'IoT & Wireless Modules',
    description:
      'Wi-Fi, Bluetooth, LoRa, GSM, GPS and RFID modules to connect your projects to phones, networks and the cloud.',
    emoji: '📡',
    icon: 'wifi',
    isNew: true,
  },
  {
    name: 'Displays',
    description:
      'OLED, character LCD, TFT, seven-segment and LED matrix displays with I2C or SPI interfaces.',
    emoji: '🖥️',
    icon: 'monitor',
  },
  {
    name: 'Motors & Actuators',
    description:
      'Servos, steppers, geared DC motors, motor drivers and relays to make things move and switch.',
    emoji: '⚙️',
    icon: 'cog',
  },
  {
    name: 'Power & Batteries',
    description:
      'Li-ion cells, chargers, buck and boost converters, adapters and holders to power projects on the bench or in the field.',
    emoji: '🔋',
    icon: 'battery-charging',
  },
  {
    name: 'Passive Components',
    description:
      'Resistors, capacitors, LEDs, diodes, potentiometers, switches and crystals, singly and in value-sorted kits.',
    emoji: '⚡',
    icon: 'zap',
  },
  {
    name: 'Tools & Prototyping',
    description:
      'Breadboards, jumper wires, soldering irons, multimeters and bench essentials for building and debugging circuits.',
    emoji: '🛠️',
    icon: 'wrench',
  },
  {
    name: 'Robotics Kits',
    description:
      'Robot car chassis, robotic arms and complete learning kits for students, hobbyists and school labs.',
    emoji: '🤖',
    icon: 'bot',
    isNew: true,
  },
];

export const seedCategories: SeedCategory[] = categoryInputs.map((c, i) => {
  const slug = slugify(c.name);
  return {
    ...c,
    slug,
    isNew: c.isNew ?? false,
    sortOrder: (i + 1) * 10,
    image: `category-${slug}.svg`,
  };
});

/**
 * Each product's HSN code (the heading, 4 digits) and GST rate, chosen product by product; the
 * comment says what the heading covers. Every one is to be confirmed by the shop's accountant
 * (docs/decisions/040). The robotics kits are electronic toys at 18%; the starter kit is not a
 * toy. The migration gst_rate_table moves products still carrying the earlier seeded values
 * (one HSN code per category, the kits at 12%) to these.
 */
export const productTax: Readonly<Record<string, readonly [hsnCode: string, gstRate: number]>> = {
  'arduino-uno-r3-compatible': ['8471', 18], // microcontroller board, a data-processing unit (8473 or 8543 also seen)
  'arduino-nano-v3-compatible': ['8471', 18], // as the Uno
  'arduino-mega-2560-r3-compatible': ['8471', 18], // as the Uno
  'arduino-uno-r4-wifi-original': ['8471', 18], // as the Uno
  'raspberry-pi-5-model-b-4gb': ['8471', 18], // single-board computer (8471 50)
  'raspberry-pi-pico-w': ['8471', 18], // as the Uno
  'esp32-devkit-v1': ['8471', 18], // as the Uno
  'nodemcu-esp8266-v3': ['8471', 18], // as the Uno
  'stm32-blue-pill': ['8471', 18], // as the Uno
  'atmega328p-pu-bootloader': ['8542', 18], // integrated circuit (8542 31)
  'attiny85-20pu': ['8542', 18], // integrated circuit
  'ne555-timer-ic-pack-of-5': ['8542', 18], // integrated circuit
  'lm358-dual-op-amp-pack-of-5': ['8542', 18], // integrated circuit
  '74hc595-shift-register-pack-of-5': ['8542', 18], // integrated circuit
  'l293d-motor-driver-ic': ['8542', 18], // integrated circuit
  'lm7805-voltage-regulator-pack-of-5': ['8542', 18], // integrated circuit
  'dht22-temperature-humidity-sensor': ['9025', 18], // thermometer and hygrometer
  'hc-sr04-ultrasonic-sensor': ['9031', 18], // measuring instrument n.e.s.
  'mpu6050-gy-521': ['9031', 18], // measuring instrument n.e.s.
  'bme280-sensor': ['9025', 18], // thermometer, hygrometer and barometer
  'hc-sr501-pir-motion-sensor': ['8531', 18], // motion detector for alarms (8531 10)
  'mq-2-gas-smoke-sensor': ['9027', 18], // gas or smoke analysis apparatus (9027 10)
  'capacitive-soil-moisture-sensor': ['9031', 18], // measuring instrument n.e.s.
  'ds18b20-waterproof-probe': ['9025', 18], // thermometer
  'esp32-cam-ov2640': ['8525', 18], // camera module (8525 89); 8517 if sold as a Wi-Fi module
  'esp-01-esp8266-wifi-module': ['8517', 18], // data transmission apparatus (8517 62)
  'hc-05-bluetooth-module': ['8517', 18], // data transmission apparatus
  'nrf24l01-transceiver': ['8517', 18], // data transmission apparatus
  'sx1278-ra-02-lora-433mhz': ['8517', 18], // data transmission apparatus
  'sim800l-gsm-gprs-module': ['8517', 18], // data transmission apparatus
  'neo-6m-gps-module': ['8526', 18], // radio navigational aid (8526 91)
  'rc522-rfid-reader-kit': ['8471', 18], // RFID reader, an input unit (8471 60); 8517 also seen
  'oled-0-96-ssd1306-i2c': ['8524', 18], // flat panel display module
  'oled-1-3-sh1106-i2c': ['8524', 18], // flat panel display module
  'lcd-16x2-i2c-blue': ['8524', 18], // flat panel display module
  'lcd-20x4-i2c-green': ['8524', 18], // flat panel display module
  'tft-1-8-st7735-spi': ['8524', 18], // flat panel display module
  'tm1637-4-digit-display': ['8531', 18], // LED indicator panel (8531 20)
  'max7219-8x8-led-matrix': ['8531', 18], // LED indicator panel (8531 20)
  'sg90-micro-servo': ['8501', 18], // electric motor
  'mg996r-metal-gear-servo': ['8501', 18], // electric motor
  '28byj-48-stepper-uln2003': ['8501', 18], // electric motor (the driver board goes with it)
  'nema-17-stepper-motor': ['8501', 18], // electric motor
  'l298n-motor-driver': ['8543', 18], // electrical apparatus with an individual function
  'a4988-stepper-driver': ['8543', 18], // electrical apparatus with an individual function
  'bo-gear-motor-150-rpm-wheel': ['8501', 18], // electric motor
  '5v-single-channel-relay-module': ['8536', 18], // relay (8536 41)
  'tp4056-charger-type-c': ['8504', 18], // battery charger, a static converter (8504 40)
  '18650-li-ion-cell-2600mah': ['8507', 18], // lithium-ion accumulator (8507 60)
  'lm2596-buck-converter': ['8504', 18], // static converter
  'mt3608-boost-converter': ['8504', 18], // static converter
  '12v-2a-dc-power-adapter': ['8504', 18], // static converter (adapter)
  'hw-9v-battery-with-snap': ['8506', 18], // primary battery
  '2x-18650-battery-holder': ['8536', 18], // connector (8536 90)
  'mb102-breadboard-power-supply': ['8504', 18], // static converter (regulator board)
  'resistor-kit-600-pcs': ['8533', 18], // fixed resistors
  'ceramic-capacitor-kit-300-pcs': ['8532', 18], // capacitors
  'electrolytic-capacitor-kit-120-pcs': ['8532', 18], // capacitors
  '5mm-led-assortment-100-pcs': ['8541', 18], // light-emitting diodes (8541 41)
  '10k-rotary-potentiometer-pack-of-5': ['8533', 18], // variable resistors (8533 40)
  'tactile-push-button-6x6-pack-of-20': ['8536', 18], // switches (8536 50)
  '1n4007-diode-pack-of-25': ['8541', 18], // diodes (8541 10)
  '16mhz-crystal-22pf-pack-of-5': ['8541', 18], // mounted piezo-electric crystals (8541 60)
  'breadboard-830-point': ['8536', 18], // connector (8536 90); 8538 also seen
  'jumper-wires-120-pcs': ['8544', 18], // insulated wire fitted with connectors (8544 42)
  'soldering-iron-60w-adjustable': ['8515', 18], // electric soldering iron (8515 11)
  'solder-wire-63-37-50g': ['8311', 18], // solder wire
  'dt830d-digital-multimeter': ['9030', 18], // multimeter (9030 31)
  'desoldering-pump': ['8205', 18], // hand tool n.e.s.
  'wire-stripper-cutter': ['8203', 18], // pliers and cutters
  'dot-pcb-10x15-pack-of-2': ['8534', 18], // printed circuit board
  '2wd-robot-car-chassis-kit': ['9503', 18], // electronic toy, 18%
  '4wd-robot-car-chassis-kit': ['9503', 18], // electronic toy, 18%
  'arduino-starter-kit-uno-r3': ['8543', 18], // not a toy: a board with components (9023, demonstration apparatus, also seen)
  '4-dof-robotic-arm-kit': ['9503', 18], // electronic toy, 18%
  'line-follower-robot-kit': ['9503', 18], // electronic toy, 18%
  'bluetooth-robot-car-kit': ['9503', 18], // electronic toy, 18%
  'mecanum-wheel-robot-chassis-kit': ['9503', 18], // electronic toy, 18%
};

type ProductInput = Omit<SeedProduct, 'slug' | 'image' | 'categorySlug' | 'hsnCode' | 'gstRate'> & {
  slug?: string;
};

/** Builds one category's products: slug from the name unless given, image = `<slug>.svg`. */
function inCategory(categoryName: string, items: ProductInput[]): SeedProduct[] {
  const categorySlug = slugify(categoryName);
  return items.map(({ slug, ...rest }) => {
    const finalSlug = slug ?? slugify(rest.name);
    const tax = productTax[finalSlug];
    if (!tax) throw new Error(`The seed product ${finalSlug} has no HSN code and GST rate`);
    const [hsnCode, gstRate] = tax;
    return { ...rest, hsnCode, gstRate, slug: finalSlug, categorySlug, image: `${finalSlug}.svg` };
  });
}

const developmentBoards = inCategory('Development Boards', [
  {
    name: 'Arduino Uno R3 Compatible Board (CH340)',
    slug: 'arduino-uno-r3-compatible',
    brand: 'Generic',
    description:
      'The classic Uno R3 layout built around the ATmega328P at 16 MHz with a CH340G USB-serial chip. It has 14 digital I/O pins (6 PWM), 6 analog inputs, 32 KB flash and works with every Uno shield. Comes with a USB-B cable.',
    features: [
      'ATmega328P @ 16 MHz',
      '14 digital I/O, 6 analog inputs',
      'CH340G USB-serial',
      'USB cable included',
    ],
    pricePaise: 54900,
    compareAtPaise: 69900,
    quantity: 180,
  },
  {
    name: 'Arduino Nano V3.0 Compatible (Soldered Headers)',
    slug: 'arduino-nano-v3-compatible',
    brand: 'Generic',
    description:
      'A breadboard-friendly ATmega328P board only 18 x 45 mm in size, with 22 I/O pins and 8 analog inputs. Headers come pre-soldered and the board is programmed over Mini-USB through a CH340 chip.',
    features: ['ATmega328P @ 16 MHz', '8 analog inputs', 'Pre-soldered headers', 'Mini-USB, CH340'],
    pricePaise: 32900,
    quantity: 210,
  },
  {
    name: 'Arduino Mega 2560 R3 Compatible Board',
    slug: 'arduino-mega-2560-r3-compatible',
    brand: 'Generic',
    description:
      'ATmega2560 board with 256 KB flash, 54 digital I/O pins (15 PWM), 16 analog inputs and 4 hardware UARTs. Ideal for 3D printers, CNC controllers and projects that outgrow the Uno.',
    features: [
      'ATmega2560 @ 16 MHz',
      '54 digital I/O, 16 analog',
      '4 hardware serial ports',
      'Uno shield compatible',
    ],
    pricePaise: 109900,
    compareAtPaise: 139900,
    quantity: 45,
  },
  {
    name: 'Arduino Uno R4 WiFi (Original)',
    brand: 'Arduino',
    description:
      'Official Arduino board with a 48 MHz Renesas RA4M1 Arm Cortex-M4, 256 KB flash and an ESP32-S3 for Wi-Fi and Bluetooth. It adds a 12 x 8 red LED matrix, a Qwiic connector and USB-C while keeping the Uno form factor.',
    features: [
      'Renesas RA4M1 Cortex-M4 @ 48 MHz',
      'ESP32-S3 Wi-Fi + BLE',
      '12 x 8 LED matrix',
      'USB-C, Qwiic connector',
    ],
    pricePaise: 259900,
    quantity: 5,
  },
  {
    name: 'Raspberry Pi 5 Model B 4GB',
    brand: 'Raspberry Pi',
    description:
      'Quad-core Arm Cortex-A76 at 2.4 GHz with 4 GB LPDDR4X RAM, two to three times faster than the Pi 4. It has dual 4Kp60 HDMI, two USB 3.0 ports, Gigabit Ethernet, a PCIe 2.0 connector and a real-time clock. Needs a 5 V 5 A USB-C supply.',
    features: [
      'Cortex-A76 quad-core @ 2.4 GHz',
      '4 GB LPDDR4X',
      'Dual 4K HDMI',
      'PCIe 2.0, Gigabit Ethernet',
    ],
    pricePaise: 599900,
    quantity: 24,
  },
  {
    name: 'Raspberry Pi Pico W',
    brand: 'Raspberry Pi',
    description:
      'RP2040 dual-core Cortex-M0+ at 133 MHz with 264 KB SRAM, 2 MB flash and on-board 2.4 GHz Wi-Fi. Programs in MicroPython or C/C++ and has 26 GPIO including 3 ADC inputs.',
    features: [
      'RP2040 dual-core @ 133 MHz',
      '2.4 GHz Wi-Fi (CYW43439)',
      '26 GPIO, 3 ADC',
      'MicroPython ready',
    ],
    pricePaise: 59900,
    quantity: 90,
  },
  {
    name: 'ESP32 DevKit V1 (30-pin, CP2102)',
    slug: 'esp32-devkit-v1',
    brand: 'Espressif',
    description:
      'ESP-WROOM-32 development board with a dual-core 240 MHz Xtensa processor, 520 KB SRAM, 4 MB flash, Wi-Fi and Bluetooth 4.2/BLE. Programs from the Arduino IDE or ESP-IDF over Micro-USB with a CP2102 bridge.',
    features: [
      'Dual-core 240 MHz',
      'Wi-Fi + Bluetooth 4.2/BLE',
      '4 MB flash',
      '30 pins, breadboard friendly',
    ],
    pricePaise: 44900,
    compareAtPaise: 54900,
    quantity: 160,
  },
  {
    name: 'NodeMCU ESP8266 V3 (CH340)',
    slug: 'nodemcu-esp8266-v3',
    brand: 'Generic',
    description:
      'ESP-12E based Wi-Fi board with an 80/160 MHz ESP8266, 4 MB flash and 11 usable GPIO. A low-cost way to put sensors on your home Wi-Fi, with Arduino IDE and MicroPython support.',
    features: ['ESP8266 @ 80/160 MHz', '802.11 b/g/n Wi-Fi', '4 MB flash', 'Micro-USB, CH340'],
    pricePaise: 27900,
    quantity: 140,
  },
  {
    name: 'STM32F103C8T6 Blue Pill Board',
    slug: 'stm32-blue-pill',
    brand: 'Generic',
    description:
      'A 72 MHz Arm Cortex-M3 board with 64 KB flash and 20 KB RAM for less than an Arduino. It offers 37 GPIO, 2 x 12-bit ADCs, CAN and USB; program it with an ST-Link or a serial adapter.',
    features: [
      'STM32F103 Cortex-M3 @ 72 MHz',
      '64 KB flash, 20 KB RAM',
      '37 GPIO, 12-bit ADC',
      'SWD programming header',
    ],
    pricePaise: 29900,
    quantity: 120,
  },
]);

const microcontrollersIcs = inCategory('Microcontrollers & ICs', [
  {
    name: 'ATmega328P-PU with Arduino Bootloader',
    slug: 'atmega328p-pu-bootloader',
    brand: 'Microchip',
    description:
      'The microcontroller of the Arduino Uno in a DIP-28 package, pre-loaded with the Optiboot bootloader. Build your own standalone Arduino with a 16 MHz crystal and two 22 pF capacitors.',
    features: ['DIP-28 package', 'Optiboot pre-loaded', '32 KB flash, 2 KB SRAM', '1.8 to 5.5 V'],
    pricePaise: 24900,
    quantity: 75,
  },
  {
    name: 'ATtiny85-20PU Microcontroller',
    slug: 'attiny85-20pu',
    brand: 'Microchip',
    description:
      'A tiny 8-pin AVR with 8 KB flash, 512 bytes of SRAM and 6 I/O pins that runs at up to 20 MHz. Perfect for wearables and small gadgets, programmable from the Arduino IDE.',
    features: ['DIP-8 package', '8 KB flash', '6 I/O pins', 'Up to 20 MHz'],
    pricePaise: 14900,
    quantity: 0,
  },
  {
    name: 'NE555 Timer IC (Pack of 5)',
    slug: 'ne555-timer-ic-pack-of-5',
    brand: 'Texas Instruments',
    description:
      'The best-known timer IC, for astable oscillators, monostable pulses and PWM from 4.5 to 16 V. The output can sink or source 200 mA, enough to drive an LED or relay directly.',
    features: ['DIP-8 package', '4.5 to 16 V supply', '200 mA output', '5 pieces'],
    pricePaise: 4500,
    quantity: 250,
  },
  {
    name: 'LM358 Dual Op-Amp (Pack of 5)',
    slug: 'lm358-dual-op-amp-pack-of-5',
    brand: 'Texas Instruments',
    description:
      'Two low-power operational amplifiers in one DIP-8 package that run from a single 3 to 32 V supply. Common in sensor amplifiers, comparators and active filters.',
    features: ['Dual op-amp, DIP-8', 'Single supply 3 to 32 V', '1 MHz gain bandwidth', '5 pieces'],
    pricePaise: 4000,
    quantity: 230,
  },
  {
    name: '74HC595 Shift Register (Pack of 5)',
    slug: '74hc595-shift-register-pack-of-5',
    brand: 'Texas Instruments',
    description:
      'An 8-bit serial-in, parallel-out shift register with output latches in a DIP-16 package. Chain several to drive dozens of LEDs or a seven-segment display from three microcontroller pins.',
    features: ['8-bit SIPO with latch', 'DIP-16 package', '2 to 6 V supply', 'Daisy-chainable'],
    pricePaise: 6000,
    quantity: 190,
  },
  {
    name: 'L293D Motor Driver IC',
    slug: 'l293d-motor-driver-ic',
    brand: 'STMicroelectronics',
    description:
      'A quadruple half-H driver that runs two DC motors or one stepper at up to 600 mA per channel and 36 V. Built-in clamp diodes protect against inductive kickback.',
    features: [
      'Dual H-bridge, DIP-16',
      '600 mA per channel',
      '4.5 to 36 V motor supply',
      'Internal clamp diodes',
    ],
    pricePaise: 7500,
    quantity: 110,
  },
  {
    name: 'LM7805 5V Voltage Regulator (Pack of 5)',
    slug: 'lm7805-voltage-regulator-pack-of-5',
    brand: 'STMicroelectronics',
    description:
      'A fixed 5 V linear regulator in a TO-220 package that supplies up to 1.5 A from 7 to 35 V input. It has thermal overload and short-circuit protection; add a heatsink for higher currents.',
    features: ['5 V fixed output', 'Up to 1.5 A', 'TO-220 package', '5 pieces'],
    pricePaise: 5000,
    quantity: 200,
  },
]);

const sensors = inCategory('Sensors', [
  {
    name: 'DHT22 (AM2302) Temperature & Humidity Sensor Module',
    slug: 'dht22-temperature-humidity-sensor',
    brand: 'Aosong',
    description:
      'Digital sensor measuring -40 to 80 °C with ±0.5 °C accuracy and 0 to 100% relative humidity with ±2% accuracy. Mounted on a breakout with a pull-up resistor, it talks over a single data wire.',
    features: [
      '-40 to 80 °C, ±0.5 °C',
      '0-100% RH, ±2%',
      'Single-wire digital output',
      '3.3 to 5 V',
    ],
    pricePaise: 29900,
    compareAtPaise: 34900,
    quantity: 95,
  },
  {
    name: 'HC-SR04 Ultrasonic Distance Sensor',
    slug: 'hc-sr04-ultrasonic-sensor',
    brand: 'Generic',
    description:
      'Measures distance from 2 cm to 4 m with about 3 mm resolution using 40 kHz ultrasound. Trigger a 10 µs pulse and time the echo; the go-to sensor for obstacle-avoiding robots.',
    features: ['2 cm to 400 cm range', '40 kHz ultrasonic', '15° measuring angle', '5 V, 4-pin'],
    pricePaise: 7900,
    quantity: 240,
  },
  {
    name: 'MPU6050 6-Axis Accelerometer & Gyroscope (GY-521)',
    slug: 'mpu6050-gy-521',
    brand: 'InvenSense',
    description:
      'Combines a 3-axis accelerometer and a 3-axis gyroscope with a Digital Motion Processor on a GY-521 breakout. Communicates over I2C and is widely used for drones, balancing robots and gesture control.',
    features: [
      '3-axis gyro + 3-axis accelerometer',
      'I2C interface',
      '16-bit ADCs',
      'On-board 3.3 V regulator',
    ],
    pricePaise: 16900,
    quantity: 130,
  },
  {
    name: 'BME280 Temperature, Humidity & Pressure Sensor',
    slug: 'bme280-sensor',
    brand: 'Bosch',
    description:
      'Bosch environmental sensor measuring temperature (±1 °C), humidity (±3%) and barometric pressure (±1 hPa) in one package. Works over I2C or SPI at 3.3 V, making it a favourite for weather stations.',
    features: ['Temperature, humidity, pressure', 'I2C and SPI', '300 to 1100 hPa', '3.3 V module'],
    pricePaise: 39900,
    quantity: 4,
  },
  {
    name: 'HC-SR501 PIR Motion Sensor',
    slug: 'hc-sr501-pir-motion-sensor',
    brand: 'Generic',
    description:
      'Detects people and animals moving within about 7 m using a pyroelectric sensor behind a Fresnel lens. Sensitivity and hold time (0.3 s to 5 min) are adjustable with two trimmers.',
    features: [
      'Up to 7 m, 120° cone',
      'Adjustable delay and sensitivity',
      '4.5 to 20 V supply',
      '3.3 V digital output',
    ],
    pricePaise: 8900,
    quantity: 150,
  },
  {
    name: 'MQ-2 Gas & Smoke Sensor Module',
    slug: 'mq-2-gas-smoke-sensor',
    brand: 'Winsen',
    description:
      'Detects LPG, propane, methane, hydrogen and smoke from 300 to 10,000 ppm. The module gives an analog concentration reading plus a digital alarm output with an adjustable threshold.',
    features: [
      'LPG, smoke, methane, H2',
      'Analog + digital output',
      'Adjustable threshold',
      '5 V heater',
    ],
    pricePaise: 12900,
    quantity: 85,
  },
  {
    name: 'Capacitive Soil Moisture Sensor V1.2',
    slug: 'capacitive-soil-moisture-sensor',
    brand: 'Generic',
    description:
      'Measures soil moisture by capacitance, so there are no exposed electrodes to corrode like resistive probes. Gives an analog 0 to 3 V output and runs from 3.3 to 5.5 V.',
    features: ['Corrosion-resistant', 'Analog output', '3.3 to 5.5 V', 'Ideal for plant watering'],
    pricePaise: 7900,
    quantity: 175,
  },
  {
    name: 'DS18B20 Waterproof Temperature Probe (1 m)',
    slug: 'ds18b20-waterproof-probe',
    brand: 'Maxim',
    description:
      'A DS18B20 digital thermometer sealed in a stainless steel tube on a 1 m cable, reading -55 to 125 °C with ±0.5 °C accuracy. Many probes can share one 1-Wire bus, each with its unique 64-bit address.',
    features: ['-55 to 125 °C', '1-Wire bus', 'Stainless steel, waterproof', '1 m cable'],
    pricePaise: 14900,
    quantity: 100,
  },
]);

const iotWireless = inCategory('IoT & Wireless Modules', [
  {
    name: 'ESP32-CAM with OV2640 Camera',
    slug: 'esp32-cam-ov2640',
    brand: 'Ai-Thinker',
    description:
      'An ESP32-S module with a 2 MP OV2640 camera, 4 MB PSRAM and a microSD card slot. Stream video over Wi-Fi, build a face-recognition door bell or a time-lapse camera.',
    features: ['ESP32 + 2 MP OV2640', '4 MB PSRAM', 'microSD slot', 'Wi-Fi + Bluetooth'],
    pricePaise: 54900,
    compareAtPaise: 69900,
    quantity: 60,
  },
  {
    name: 'ESP-01 ESP8266 Wi-Fi Module',
    slug: 'esp-01-esp8266-wifi-module',
    brand: 'Ai-Thinker',
    description:
      'The smallest ESP8266 board, 25 x 15 mm with an 8-pin header and 1 MB flash. Use it with AT commands as a Wi-Fi modem for an Arduino, or program it directly.',
    features: ['ESP8266, 1 MB flash', '802.11 b/g/n', 'AT firmware', '3.3 V only'],
    pricePaise: 12900,
    quantity: 120,
  },
  {
    name: 'HC-05 Bluetooth Module',
    slug: 'hc-05-bluetooth-module',
    brand: 'Generic',
    description:
      'A Bluetooth 2.0 serial port module that can act as master or slave, with a range of about 10 m. Pair it with an Android phone and send commands to your Arduino over UART.',
    features: [
      'Bluetooth 2.0 + EDR',
      'Master / slave modes',
      'UART up to 1.38 Mbps',
      '3.6 to 6 V supply',
    ],
    pricePaise: 27900,
    quantity: 110,
  },
  {
    name: 'nRF24L01+ 2.4GHz Transceiver',
    slug: 'nrf24l01-transceiver',
    brand: 'Nordic',
    description:
      'Low-power 2.4 GHz radio transceiver with data rates up to 2 Mbps and a PCB antenna good for around 100 m in open space. Talks SPI and supports 125 channels with auto-acknowledgement.',
    features: ['2.4 GHz, up to 2 Mbps', '125 channels', 'SPI interface', '1.9 to 3.6 V'],
    pricePaise: 9900,
    quantity: 160,
  },
  {
    name: 'SX1278 Ra-02 LoRa Module 433MHz',
    slug: 'sx1278-ra-02-lora-433mhz',
    brand: 'Ai-Thinker',
    description:
      'A LoRa transceiver module based on the Semtech SX1278 with spread-spectrum modulation and up to +20 dBm output. Links of several kilometres at low data rates make it ideal for farm and city sensors.',
    features: ['433 MHz LoRa', 'Up to +20 dBm', '-148 dBm sensitivity', 'SPI, IPEX antenna port'],
    pricePaise: 49900,
    quantity: 35,
  },
  {
    name: 'SIM800L GSM/GPRS Module',
    slug: 'sim800l-gsm-gprs-module',
    brand: 'SIMCom',
    description:
      'A quad-band GSM/GPRS module that sends SMS, makes calls and opens GPRS data connections with a micro-SIM. Needs a 3.7 to 4.2 V supply that can deliver 2 A bursts; a helical antenna is included.',
    features: [
      'Quad-band 850/900/1800/1900 MHz',
      'SMS, voice, GPRS',
      'Micro-SIM slot',
      'Antenna included',
    ],
    pricePaise: 39900,
    quantity: 3,
  },
  {
    name: 'NEO-6M GPS Module with Antenna',
    slug: 'neo-6m-gps-module',
    brand: 'u-blox',
    description:
      'u-blox NEO-6M GPS receiver with a ceramic patch antenna, backup battery and EEPROM for settings. Outputs NMEA sentences over UART at 9600 baud with 2.5 m position accuracy.',
    features: ['u-blox NEO-6M', 'Ceramic patch antenna', 'UART, 9600 baud', '2.5 m accuracy'],
    pricePaise: 34900,
    compareAtPaise: 44900,
    quantity: 70,
  },
  {
    name: 'RC522 RFID Reader Kit (13.56MHz)',
    slug: 'rc522-rfid-reader-kit',
    brand: 'NXP',
    description:
      'An MFRC522 based reader for 13.56 MHz MIFARE cards and tags, read within about 5 cm. The kit includes a white card and a blue key-fob tag, and connects over SPI.',
    features: ['13.56 MHz MIFARE', 'SPI interface', 'Card + key fob included', '3.3 V'],
    pricePaise: 12900,
    quantity: 140,
  },
]);

const displays = inCategory('Displays', [
  {
    name: '0.96" OLED Display SSD1306 I2C (128x64)',
    slug: 'oled-0-96-ssd1306-i2c',
    brand: 'Generic',
    description:
      'A crisp 128 x 64 pixel monochrome OLED with the SSD1306 driver and a 4-pin I2C interface. Self-lit pixels give high contrast with no backlight, drawing only about 20 mA.',
    features: ['128 x 64 pixels', 'SSD1306, I2C (0x3C)', '3.3 to 5 V', 'Wide viewing angle'],
    pricePaise: 19900,
    compareAtPaise: 24900,
    quantity: 200,
  },
  {
    name: '1.3" OLED Display SH1106 I2C (128x64)',
    slug: 'oled-1-3-sh1106-i2c',
    brand: 'Generic',
    description:
      'A larger 1.3 inch white OLED with 128 x 64 pixels and the SH1106 controller over I2C. Easier to read than the 0.96 inch version, with the same 4-pin wiring.',
    features: ['1.3 inch, 128 x 64', 'SH1106 controller', 'I2C interface', 'White pixels'],
    pricePaise: 32900,
    quantity: 65,
  },
  {
    name: '16x2 LCD Display with I2C Adapter (Blue)',
    slug: 'lcd-16x2-i2c-blue',
    brand: 'Generic',
    description:
      'HD44780 character LCD with 2 lines of 16 characters, a blue backlight and a PCF8574 I2C backpack already soldered on. Only two data wires are needed, and contrast is set with the on-board trimmer.',
    features: [
      '16 x 2 characters',
      'I2C backpack pre-soldered',
      'Blue backlight, white text',
      '5 V',
    ],
    pricePaise: 19900,
    quantity: 150,
  },
  {
    name: '20x4 LCD Display with I2C Adapter (Green)',
    slug: 'lcd-20x4-i2c-green',
    brand: 'Generic',
    description:
      'Four lines of 20 characters on a yellow-green backlit HD44780 LCD with a soldered PCF8574 I2C adapter. Good for menus and status screens on 3D printers and controllers.',
    features: ['20 x 4 characters', 'I2C backpack pre-soldered', 'Yellow-green backlight', '5 V'],
    pricePaise: 39900,
    quantity: 40,
  },
  {
    name: '1.8" TFT Display ST7735 SPI (128x160)',
    slug: 'tft-1-8-st7735-spi',
    brand: 'Generic',
    description:
      'A 65K-colour 128 x 160 TFT with the ST7735 driver over SPI, plus a microSD card slot on the back. Great for small dashboards, images and games.',
    features: ['128 x 160, 65K colours', 'ST7735, SPI', 'microSD slot', '3.3 / 5 V'],
    pricePaise: 34900,
    quantity: 55,
  },
  {
    name: 'TM1637 4-Digit 7-Segment Display Module',
    slug: 'tm1637-4-digit-display',
    brand: 'Generic',
    description:
      'A 0.36 inch red four-digit seven-segment display with a colon, driven by the TM1637 over a 2-wire interface. Ideal for clocks, timers and counters.',
    features: ['4 digits with colon', 'TM1637 driver', '2-wire interface', '8 brightness levels'],
    pricePaise: 8900,
    quantity: 120,
  },
  {
    name: 'MAX7219 8x8 LED Dot Matrix Module',
    slug: 'max7219-8x8-led-matrix',
    brand: 'Generic',
    description:
      'A red 8 x 8 LED matrix driven by the MAX7219 over SPI, with input and output headers to chain modules into scrolling signs. Brightness is adjustable in 16 steps.',
    features: ['64 red LEDs', 'MAX7219, SPI', 'Cascadable', '5 V'],
    pricePaise: 14900,
    quantity: 90,
  },
]);

const motorsActuators = inCategory('Motors & Actuators', [
  {
    name: 'SG90 Micro Servo Motor 9g',
    slug: 'sg90-micro-servo',
    brand: 'TowerPro',
    description:
      'A light 9 g servo with 1.8 kg-cm torque and 180° rotation, driven by a 50 Hz PWM signal. Includes horns and screws, and suits pan-tilt mounts, small robot arms and RC models.',
    features: ['1.8 kg-cm @ 4.8 V', '180° rotation', '0.1 s / 60°', 'Horns and screws included'],
    pricePaise: 9900,
    compareAtPaise: 12900,
    quantity: 250,
  },
  {
    name: 'MG996R Metal Gear Servo Motor',
    slug: 'mg996r-metal-gear-servo',
    brand: 'TowerPro',
    description:
      'A standard-size high-torque servo with metal gears and 11 kg-cm at 6 V. Dual ball bearings make it strong enough for robot arm joints and steering linkages.',
    features: ['11 kg-cm @ 6 V', 'Metal gears', 'Dual ball bearings', '4.8 to 7.2 V'],
    pricePaise: 32900,
    quantity: 80,
  },
  {
    name: '28BYJ-48 Stepper Motor with ULN2003 Driver',
    slug: '28byj-48-stepper-uln2003',
    brand: 'Generic',
    description:
      'A 5 V geared unipolar stepper with a 1:64 gearbox giving 2048 steps per revolution, supplied with a ULN2003 driver board with indicator LEDs. Perfect for learning stepper control, dials and small positioning jobs.',
    features: ['5 V unipolar', '2048 steps / rev', 'ULN2003 driver board', '4 LED step indicators'],
    pricePaise: 14900,
    quantity: 130,
  },
  {
    name: 'NEMA 17 Stepper Motor 4.2 kg-cm',
    slug: 'nema-17-stepper-motor',
    brand: 'Generic',
    description:
      'A bipolar 1.8° hybrid stepper with 4.2 kg-cm holding torque at 1.5 A per phase. The standard motor for 3D printers and CNC machines; comes with a detachable 4-wire cable.',
    features: ['1.8° / 200 steps', '4.2 kg-cm holding torque', '1.5 A per phase', '5 mm D-shaft'],
    pricePaise: 94900,
    compareAtPaise: 119900,
    quantity: 5,
  },
  {
    name: 'L298N Dual H-Bridge Motor Driver Module',
    slug: 'l298n-motor-driver',
    brand: 'Generic',
    description:
      'Drives two DC motors or one bipolar stepper at up to 2 A per channel from 5 to 35 V. Has a big heatsink, an on-board 5 V regulator and screw terminals for easy wiring.',
    features: [
      '2 A per channel',
      '5 to 35 V motor supply',
      'On-board 5 V regulator',
      'Screw terminals',
    ],
    pricePaise: 14900,
    quantity: 170,
  },
  {
    name: 'A4988 Stepper Motor Driver with Heatsink',
    slug: 'a4988-stepper-driver',
    brand: 'Allegro',
    description:
      'A micro-stepping bipolar driver supporting full to 1/16 steps at up to 2 A per coil with cooling. Current limit is set with the trimmer; plugs into RAMPS and CNC shields.',
    features: [
      'Up to 1/16 microstepping',
      '8 to 35 V, up to 2 A',
      'Adjustable current limit',
      'Heatsink included',
    ],
    pricePaise: 11900,
    quantity: 100,
  },
  {
    name: 'BO Gear Motor 150 RPM with Wheel',
    slug: 'bo-gear-motor-150-rpm-wheel',
    brand: 'Generic',
    description:
      'The yellow plastic geared DC motor used in most robot cars, running at 150 RPM from 3 to 6 V, supplied with a matching 65 mm rubber wheel. Light, cheap and easy to mount.',
    features: ['150 RPM @ 6 V', '3 to 6 V DC', '65 mm wheel included', 'Dual shaft'],
    pricePaise: 9900,
    quantity: 220,
  },
  {
    name: '5V Single Channel Relay Module',
    slug: '5v-single-channel-relay-module',
    brand: 'Songle',
    description:
      'Switches mains or DC loads up to 10 A at 250 V AC from a microcontroller pin. It has an opto-coupler input, a status LED and a screw terminal with NO, COM and NC contacts.',
    features: ['10 A @ 250 V AC', 'Opto-isolated input', 'NO / NC contacts', 'Status LED'],
    pricePaise: 5900,
    quantity: 200,
  },
]);

const powerBatteries = inCategory('Power & Batteries', [
  {
    name: 'TP4056 Li-ion Charger Module Type-C with Protection',
    slug: 'tp4056-charger-type-c',
    brand: 'Generic',
    description:
      'Charges a single 3.7 V Li-ion or Li-Po cell at up to 1 A from a USB Type-C port. The DW01A protection chip guards against over-discharge, overcharge and short circuits.',
    features: [
      '1 A charge current',
      'USB Type-C input',
      'DW01A battery protection',
      'Charge / done LEDs',
    ],
    pricePaise: 3500,
    quantity: 250,
  },
  {
    name: '18650 Li-ion Rechargeable Cell 2600mAh',
    slug: '18650-li-ion-cell-2600mah',
    brand: 'Samsung',
    description:
      'A 3.7 V nominal, 2600 mAh cylindrical Li-ion cell with a flat top, rated for over 300 cycles. Use it in power banks, torches and battery packs together with a protection board.',
    features: ['3.7 V, 2600 mAh', 'Flat top', '300+ charge cycles', 'Up to 5.2 A discharge'],
    pricePaise: 24900,
    compareAtPaise: 29900,
    quantity: 140,
  },
  {
    name: 'LM2596 DC-DC Buck Converter Module',
    slug: 'lm2596-buck-converter',
    brand: 'Generic',
    description:
      'An adjustable step-down converter taking 4 to 40 V input and giving 1.25 to 37 V output at up to 3 A. Set the output with the multi-turn trimmer; efficiency reaches 92%.',
    features: ['4 to 40 V input', '1.25 to 37 V output', 'Up to 3 A', 'Multi-turn trimmer'],
    pricePaise: 9900,
    quantity: 180,
  },
  {
    name: 'MT3608 DC-DC Boost Converter Module',
    slug: 'mt3608-boost-converter',
    brand: 'Generic',
    description:
      'A tiny step-up converter that raises 2 to 24 V input to up to 28 V at 2 A peak. Commonly used to get 5 V or 12 V from a single Li-ion cell.',
    features: ['2 to 24 V input', 'Up to 28 V output', '2 A peak switch current', '36 x 17 mm'],
    pricePaise: 4900,
    quantity: 160,
  },
  {
    name: '12V 2A DC Power Adapter (5.5mm Barrel)',
    slug: '12v-2a-dc-power-adapter',
    brand: 'Generic',
    description:
      'A switch-mode wall adapter with Indian plug, giving a regulated 12 V at 2 A on a 5.5 x 2.1 mm barrel jack. Suitable for Arduino boards, LED strips and routers.',
    features: [
      '12 V DC, 2 A',
      '100 to 240 V AC input',
      '5.5 x 2.1 mm barrel',
      'Short-circuit protected',
    ],
    pricePaise: 29900,
    quantity: 90,
  },
  {
    name: 'HW 9V Battery with Snap Connector',
    slug: 'hw-9v-battery-with-snap',
    brand: 'Hi-Watt',
    description:
      'A 9 V zinc-carbon battery supplied with a snap connector lead. Handy for quick tests, multimeter replacement and powering an Arduino through its barrel jack.',
    features: ['9 V zinc-carbon', 'Snap connector included', 'For low-current circuits'],
    pricePaise: 4500,
    quantity: 240,
  },
  {
    name: '2 x 18650 Battery Holder with Leads',
    slug: '2x-18650-battery-holder',
    brand: 'Generic',
    description:
      'A black ABS holder for two 18650 cells in series, giving 7.4 V nominal through red and black leads. Spring contacts hold the cells firmly in robot cars.',
    features: ['Holds 2 x 18650', 'Series wiring, 7.4 V', 'Pre-wired leads', 'Mounting holes'],
    pricePaise: 4900,
    quantity: 150,
  },
  {
    name: 'MB102 Breadboard Power Supply Module',
    slug: 'mb102-breadboard-power-supply',
    brand: 'Generic',
    description:
      'Plugs straight onto an 830-point breadboard and supplies 3.3 V and 5 V rails, selectable per side by jumpers. Powered from a 6.5 to 12 V barrel jack or USB, with an on/off switch.',
    features: [
      '3.3 V and 5 V outputs',
      '6.5 to 12 V input or USB',
      'Up to 700 mA',
      'On/off switch',
    ],
    pricePaise: 7900,
    quantity: 130,
  },
]);

const passiveComponents = inCategory('Passive Components', [
  {
    name: 'Resistor Kit 600 pcs (30 Values, 1/4W)',
    slug: 'resistor-kit-600-pcs',
    brand: 'Generic',
    description:
      'Thirty values from 10 Ω to 1 MΩ, 20 of each, in 1/4 W 1% metal film. Each value comes on a labelled strip, so your bench always has the right resistor at hand.',
    features: ['600 pieces, 30 values', '10 Ω to 1 MΩ', '1/4 W, 1% metal film', 'Labelled strips'],
    pricePaise: 29900,
    compareAtPaise: 39900,
    quantity: 110,
  },
  {
    name: 'Ceramic Capacitor Kit 300 pcs (15 Values)',
    slug: 'ceramic-capacitor-kit-300-pcs',
    brand: 'Generic',
    description:
      'Fifteen values from 10 pF to 100 nF, 20 of each, rated at 50 V. Covers crystal load caps, decoupling and filters, sorted in a compartment box.',
    features: ['300 pieces, 15 values', '10 pF to 100 nF', '50 V rating', 'Sorted box'],
    pricePaise: 24900,
    quantity: 95,
  },
  {
    name: 'Electrolytic Capacitor Kit 120 pcs (12 Values)',
    slug: 'electrolytic-capacitor-kit-120-pcs',
    brand: 'Generic',
    description:
      'Twelve aluminium electrolytic values from 1 µF to 470 µF, rated at 16 to 50 V. For power supply filtering, audio coupling and timing circuits.',
    features: ['120 pieces, 12 values', '1 µF to 470 µF', '16 to 50 V', 'Sorted box'],
    pricePaise: 29900,
    quantity: 60,
  },
  {
    name: '5mm LED Assortment 100 pcs (5 Colours)',
    slug: '5mm-led-assortment-100-pcs',
    brand: 'Generic',
    description:
      'Twenty each of red, green, blue, yellow and white 5 mm diffused LEDs. Run them at 20 mA with a 220 Ω resistor on 5 V.',
    features: ['100 LEDs, 5 colours', '5 mm diffused', '20 mA forward current', 'Long leads'],
    pricePaise: 14900,
    compareAtPaise: 19900,
    quantity: 130,
  },
  {
    name: '10k Rotary Potentiometer (Pack of 5)',
    slug: '10k-rotary-potentiometer-pack-of-5',
    brand: 'Generic',
    description:
      'Linear (B10K) single-turn potentiometers with a 6 mm knurled shaft and three PCB pins. Use them for volume, contrast and analog input control.',
    features: ['10 kΩ linear taper', '6 mm knurled shaft', 'Breadboard-friendly pins', '5 pieces'],
    pricePaise: 7500,
    quantity: 160,
  },
  {
    name: 'Tactile Push Button 6x6mm (Pack of 20)',
    slug: 'tactile-push-button-6x6-pack-of-20',
    brand: 'Generic',
    description:
      'Four-pin momentary switches 6 x 6 x 5 mm that fit straight into a breadboard. Rated for 100,000 presses at 50 mA and 12 V.',
    features: ['6 x 6 x 5 mm', 'Momentary, 4-pin', '100,000 cycles', '20 pieces'],
    pricePaise: 6900,
    quantity: 210,
  },
  {
    name: '1N4007 Rectifier Diode (Pack of 25)',
    slug: '1n4007-diode-pack-of-25',
    brand: 'Generic',
    description:
      'General purpose silicon rectifiers rated at 1 A and 1000 V reverse voltage in a DO-41 package. Used for reverse-polarity protection, flyback diodes and bridge rectifiers.',
    features: ['1 A, 1000 V', 'DO-41 package', 'Flyback and bridge use', '25 pieces'],
    pricePaise: 3900,
    quantity: 250,
  },
  {
    name: '16MHz Crystal with 22pF Capacitors (Pack of 5)',
    slug: '16mhz-crystal-22pf-pack-of-5',
    brand: 'Generic',
    description:
      'HC-49/S 16 MHz quartz crystals, each with two 22 pF ceramic load capacitors. Everything you need to clock a standalone ATmega328P.',
    features: ['16.000 MHz, HC-49/S', '10 pcs 22 pF included', '±20 ppm', '5 sets'],
    pricePaise: 5900,
    quantity: 140,
  },
]);

const toolsPrototyping = inCategory('Tools & Prototyping', [
  {
    name: '830 Point Solderless Breadboard (MB-102)',
    slug: 'breadboard-830-point',
    brand: 'Generic',
    description:
      'A full-size 830-tie-point breadboard with two power rails on each side and 0.1 inch spacing. Nickel-plated contacts hold 22 to 26 AWG wire, and the adhesive back sticks to a base.',
    features: ['830 tie points', '4 power rails', '0.1 inch pitch', 'Adhesive backing'],
    pricePaise: 9900,
    compareAtPaise: 12900,
    quantity: 230,
  },
  {
    name: 'Jumper Wires 120 pcs (M-M, M-F, F-F, 20cm)',
    slug: 'jumper-wires-120-pcs',
    brand: 'Generic',
    description:
      'Forty each of male-male, male-female and female-female Dupont wires, 20 cm long in rainbow ribbons. Peel off as many as you need for breadboards and module headers.',
    features: ['120 wires, 3 types', '20 cm length', 'Peelable ribbon', '2.54 mm Dupont ends'],
    pricePaise: 17900,
    quantity: 200,
  },
  {
    name: 'Adjustable Temperature Soldering Iron 60W',
    slug: 'soldering-iron-60w-adjustable',
    brand: 'Soldron',
    description:
      'A 60 W iron with a temperature dial from 200 to 450 °C and a ceramic heater that heats up in about a minute. Includes a spare conical tip and works on 230 V mains.',
    features: ['60 W, 230 V', '200 to 450 °C dial', 'Fast ceramic heater', 'Spare tip included'],
    pricePaise: 44900,
    compareAtPaise: 59900,
    quantity: 75,
  },
  {
    name: 'Solder Wire 63/37 0.8mm (50g)',
    slug: 'solder-wire-63-37-50g',
    brand: 'Anchor',
    description:
      'Eutectic tin-lead solder with a rosin flux core, melting at 183 °C for smooth, shiny joints. The 0.8 mm gauge suits through-hole and larger SMD work.',
    features: ['63/37 tin-lead', '0.8 mm diameter', 'Rosin flux core', '50 g reel'],
    pricePaise: 19900,
    quantity: 120,
  },
  {
    name: 'DT830D Digital Multimeter',
    slug: 'dt830d-digital-multimeter',
    brand: 'Generic',
    description:
      'A pocket 3½-digit multimeter measuring DC voltage to 1000 V, AC voltage to 750 V, DC current to 10 A and resistance to 2 MΩ. It also tests diodes, transistors and continuity with a buzzer.',
    features: [
      '3½-digit LCD',
      'DCV, ACV, DCA, resistance',
      'Continuity buzzer',
      'Test leads included',
    ],
    pricePaise: 24900,
    quantity: 100,
  },
  {
    name: 'Desoldering Pump (Solder Sucker)',
    slug: 'desoldering-pump',
    brand: 'Generic',
    description:
      'An aluminium-body vacuum pump with a heat-resistant PTFE nozzle that removes molten solder in one stroke. Essential for fixing mistakes and salvaging components.',
    features: ['Aluminium body', 'Replaceable PTFE nozzle', 'One-hand operation'],
    pricePaise: 14900,
    quantity: 85,
  },
  {
    name: 'Wire Stripper & Cutter',
    slug: 'wire-stripper-cutter',
    brand: 'Taparia',
    description:
      'Hardened steel stripper with an adjustable stop screw for consistent strip lengths on 0.5 to 5 mm wire. Insulated grips and a built-in cutter.',
    features: ['Adjustable stripping depth', 'Built-in cutter', 'Insulated handles'],
    pricePaise: 24900,
    quantity: 70,
  },
  {
    name: 'General Purpose Dot PCB 10x15cm (Pack of 2)',
    slug: 'dot-pcb-10x15-pack-of-2',
    brand: 'Generic',
    description:
      'Single-sided perfboard with tinned copper pads on a 2.54 mm grid. Move a tested breadboard circuit to a permanent soldered board.',
    features: ['10 x 15 cm', '2.54 mm pitch', 'Tinned copper pads', '2 boards'],
    pricePaise: 8900,
    quantity: 180,
  },
]);

const roboticsKits = inCategory('Robotics Kits', [
  {
    name: '2WD Smart Robot Car Chassis Kit',
    slug: '2wd-robot-car-chassis-kit',
    brand: 'Generic',
    description:
      'A clear acrylic chassis with two BO gear motors, wheels, a caster wheel, speed encoder discs and a 4 x AA battery holder. Add an Arduino and an L298N to build a line follower or obstacle avoider.',
    features: [
      'Acrylic chassis',
      '2 BO motors + wheels',
      'Caster wheel, encoder discs',
      '4 x AA holder',
    ],
    pricePaise: 49900,
    compareAtPaise: 64900,
    quantity: 60,
  },
  {
    name: '4WD Smart Robot Car Chassis Kit',
    slug: '4wd-robot-car-chassis-kit',
    brand: 'Generic',
    description:
      'A two-deck acrylic chassis with four geared motors and 65 mm wheels, giving more traction and room for batteries and boards. Includes all brass spacers and screws.',
    features: [
      'Double-deck acrylic',
      '4 geared motors + wheels',
      'Brass spacers, screws',
      'Room for 18650 holder',
    ],
    pricePaise: 89900,
    quantity: 30,
  },
  {
    name: 'Arduino Starter Kit with Uno R3 (30+ Components)',
    slug: 'arduino-starter-kit-uno-r3',
    brand: 'Generic',
    description:
      'Everything to learn Arduino: an Uno R3 compatible board, breadboard, jumper wires, LEDs, resistors, buzzer, servo, LCD, sensors and more in a storage box. Includes a printed project guide with 25 experiments.',
    features: [
      'Uno R3 compatible board',
      '30+ components',
      'Printed guide, 25 projects',
      'Storage box',
    ],
    pricePaise: 149900,
    compareAtPaise: 189900,
    quantity: 35,
  },
  {
    name: '4-DOF Acrylic Robotic Arm Kit with SG90 Servos',
    slug: '4-dof-robotic-arm-kit',
    brand: 'Generic',
    description:
      'A laser-cut acrylic arm with four SG90 servos for base, shoulder, elbow and gripper rotation. Control it from an Arduino with potentiometers or a joystick.',
    features: [
      '4 degrees of freedom',
      '4 SG90 servos included',
      'Laser-cut acrylic',
      'Gripper end-effector',
    ],
    pricePaise: 129900,
    quantity: 4,
  },
  {
    name: 'Line Follower Robot Kit (Arduino Compatible)',
    slug: 'line-follower-robot-kit',
    brand: 'Generic',
    description:
      'A complete robot with a 2WD chassis, Nano-compatible controller, L298N driver and a 5-channel TCRT5000 IR sensor array. Assemble in an afternoon and follow black tracks out of the box.',
    features: [
      '5-channel IR sensor array',
      'Nano compatible controller',
      'L298N motor driver',
      'Sample code included',
    ],
    pricePaise: 119900,
    quantity: 25,
  },
  {
    name: 'Bluetooth Controlled Robot Car Kit',
    slug: 'bluetooth-robot-car-kit',
    brand: 'Generic',
    description:
      'A 2WD car with an Uno compatible board, L298N driver and HC-05 Bluetooth module, steered from a free Android app. Includes a 2 x 18650 holder and every wire needed.',
    features: [
      'HC-05 Bluetooth control',
      'Uno compatible + L298N',
      'Android app control',
      'All wiring included',
    ],
    pricePaise: 179900,
    compareAtPaise: 219900,
    quantity: 18,
  },
  {
    name: 'Mecanum Wheel 4WD Robot Chassis Kit',
    slug: 'mecanum-wheel-robot-chassis-kit',
    brand: 'Generic',
    description:
      'An aluminium chassis with four 80 mm mecanum wheels and 12 V geared motors that can drive sideways and diagonally. A solid base for omnidirectional robots and competitions.',
    features: [
      '4 x 80 mm mecanum wheels',
      '12 V geared motors',
      'Aluminium chassis',
      'Omnidirectional motion',
    ],
    pricePaise: 299900,
    quantity: 0,
  },
]);

export const seedProducts: SeedProduct[] = [
  ...developmentBoards,
  ...microcontrollersIcs,
  ...sensors,
  ...iotWireless,
  ...displays,
  ...motorsActuators,
  ...powerBatteries,
  ...passiveComponents,
  ...toolsPrototyping,
  ...roboticsKits,
];
