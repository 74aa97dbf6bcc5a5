/**
 * A big made-up catalogue for the scale benchmark (not the shop's seed): 200 categories in
 * 20 families of electronic components, and products named, described and priced from each
 * family's vocabulary (part numbers, values, packages, brands). Deterministic for a given
 * count, so runs compare. Category sizes are uneven, as a real shop's are: resistors and
 * capacitors run to thousands, robot grippers to a few dozen.
 */
import { slugify } from '@shop/shared/catalog/paths';

export interface ScaleCategory {
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  /** The category's share of the products, relative to the others. */
  weight: number;
  family: Family;
  /** The singular noun its products are named with. */
  noun: string;
}

export interface ScaleProduct {
  name: string;
  slug: string;
  description: string;
  features: string[];
  brand: string;
  pricePaise: number;
  compareAtPaise: number | null;
  quantity: number;
  hsnCode: string;
  gstRate: number;
  imageUrls: string[];
  createdAt: Date;
}

interface Family {
  name: string;
  hsnCode: string;
  gstRate: number;
  /** Lowest and highest price in rupees. */
  price: [number, number];
  brands: string[];
  /** Sub-categories: plural category name, singular product noun. */
  kinds: Array<[string, string]>;
  /** Makes the part of a name before the noun (a value, a part number). */
  part: (pick: Pick) => string;
  /** Makes the part after it (a package, a rating, a pack size). */
  detail: (pick: Pick) => string;
  features: string[];
  uses: string[];
}

type Pick = <T>(items: readonly T[]) => T;

/** A small, fast, seeded random generator (mulberry32), so every run makes the same catalogue. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick: Pick = (items) => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const E12 = [1, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];
/** A standard (E12) value such as 4.7kΩ or 220µF: a mantissa, a decade and a unit prefix. */
const e12Value = (pick: Pick, prefixes: string[], unit: string) =>
  `${Number((pick(E12) * pick([1, 10, 100])).toPrecision(2))}${pick(prefixes)}${unit}`;
const packs = ['Pack of 5', 'Pack of 10', 'Pack of 25', 'Pack of 50', 'Pack of 100'];
const voltages = ['3.3V', '5V', '6V', '12V', '24V', '3.3V/5V'];
const interfaces = ['I2C', 'SPI', 'UART', 'I2C/SPI', 'Analog', 'Digital', 'USB', 'PWM'];
const generalBrands = ['CircuitKart', 'Generic', 'Robu', 'Techtonics', 'Probots', 'Evelta'];

const families: Family[] = [
  {
    name: 'Resistors',
    hsnCode: '8533',
    gstRate: 18,
    price: [5, 450],
    brands: ['Yageo', 'Vishay', 'Royal Ohm', 'Bourns', 'Panasonic', 'KOA Speer', ...generalBrands],
    kinds: [
      ['Carbon Film Resistors', 'Carbon Film Resistor'],
      ['Metal Film Resistors', 'Metal Film Resistor'],
      ['SMD Resistors 0402', 'SMD Resistor 0402'],
      ['SMD Resistors 0603', 'SMD Resistor 0603'],
      ['SMD Resistors 0805', 'SMD Resistor 0805'],
      ['SMD Resistors 1206', 'SMD Resistor 1206'],
      ['Wirewound Resistors', 'Wirewound Resistor'],
      ['Resistor Networks', 'Resistor Network'],
      ['Potentiometers', 'Potentiometer'],
      ['Trimmer Potentiometers', 'Trimpot'],
    ],
    part: (pick) => e12Value(pick, ['', 'k', 'k', 'M'], 'Ω'),
    detail: (pick) =>
      `${pick(['1%', '5%', '0.1%'])} ${pick(['1/8W', '1/4W', '1/2W', '1W', '2W', '5W'])} (${pick(packs)})`,
    features: [
      'Tolerance printed on the reel label',
      'Temperature coefficient ±100 ppm/°C',
      'Lead-free, RoHS compliant',
      'Colour-coded bands on through-hole parts',
      'Suits breadboards and perfboards',
    ],
    uses: ['pull-up and pull-down networks', 'LED current limiting', 'voltage dividers'],
  },
  {
    name: 'Capacitors',
    hsnCode: '8532',
    gstRate: 18,
    price: [6, 900],
    brands: [
      'Murata',
      'KEMET',
      'TDK',
      'Nichicon',
      'Panasonic',
      'Samsung Electro-Mechanics',
      'Rubycon',
      ...generalBrands,
    ],
    kinds: [
      ['Ceramic Capacitors', 'Ceramic Capacitor'],
      ['MLCC 0603', 'MLCC 0603 Capacitor'],
      ['MLCC 0805', 'MLCC 0805 Capacitor'],
      ['Electrolytic Capacitors', 'Electrolytic Capacitor'],
      ['Tantalum Capacitors', 'Tantalum Capacitor'],
      ['Film Capacitors', 'Polyester Film Capacitor'],
      ['Supercapacitors', 'Supercapacitor'],
      ['Polymer Capacitors', 'Solid Polymer Capacitor'],
      ['Mica Capacitors', 'Silver Mica Capacitor'],
      ['Capacitor Kits', 'Capacitor Assortment Kit'],
    ],
    part: (pick) => e12Value(pick, ['p', 'n', 'µ', 'µ'], 'F'),
    detail: (pick) =>
      `${pick(['6.3V', '10V', '16V', '25V', '35V', '50V', '63V', '100V', '400V'])} ${pick(['X7R', 'C0G', 'Y5V', '105°C', 'Low ESR', 'Radial'])} (${pick(packs)})`,
    features: [
      'Low ESR for switching supplies',
      'Rated ripple current on the datasheet',
      'Long-life electrolyte, 2000 hours at 105°C',
      'Stable dielectric over temperature',
      'Tape and reel or loose packs',
    ],
    uses: ['decoupling microcontroller supply pins', 'filtering power rails', 'audio coupling'],
  },
  {
    name: 'Inductors & Magnetics',
    hsnCode: '8504',
    gstRate: 18,
    price: [8, 1500],
    brands: ['TDK', 'Bourns', 'Würth Elektronik', 'Coilcraft', 'Sunlord', ...generalBrands],
    kinds: [
      ['Power Inductors', 'Power Inductor'],
      ['SMD Inductors', 'SMD Inductor'],
      ['Ferrite Beads', 'Ferrite Bead'],
      ['Common Mode Chokes', 'Common Mode Choke'],
      ['Toroidal Cores', 'Toroidal Ferrite Core'],
      ['Transformers', 'Step-down Transformer'],
      ['RF Inductors', 'RF Inductor'],
      ['Coupled Inductors', 'Coupled Inductor'],
      ['Inductor Kits', 'Inductor Assortment Kit'],
      ['Current Transformers', 'Current Transformer'],
    ],
    part: (pick) => e12Value(pick, ['n', 'µ', 'µ', 'm'], 'H'),
    detail: (pick) =>
      `${pick(['0.5A', '1A', '2A', '3A', '5A', '10A'])} ${pick(['CD54', 'CD32', '1210', '0805', 'Radial', 'Shielded'])}`,
    features: [
      'Shielded construction keeps stray fields low',
      'Saturation current on the label',
      'Low DC resistance',
      'Ferrite core, high permeability',
    ],
    uses: ['buck and boost converters', 'EMI suppression on cables', 'RF matching'],
  },
  {
    name: 'Discrete Semiconductors',
    hsnCode: '8541',
    gstRate: 18,
    price: [4, 600],
    brands: [
      'Onsemi',
      'Infineon',
      'Vishay',
      'Diodes Inc',
      'STMicroelectronics',
      'Nexperia',
      'Alpha & Omega',
      ...generalBrands,
    ],
    kinds: [
      ['Rectifier Diodes', 'Rectifier Diode'],
      ['Schottky Diodes', 'Schottky Diode'],
      ['Zener Diodes', 'Zener Diode'],
      ['TVS Diodes', 'TVS Diode'],
      ['Bridge Rectifiers', 'Bridge Rectifier'],
      ['NPN Transistors', 'NPN Transistor'],
      ['PNP Transistors', 'PNP Transistor'],
      ['MOSFETs', 'N-Channel MOSFET'],
      ['IGBTs', 'IGBT'],
      ['Thyristors & Triacs', 'Triac'],
    ],
    part: (pick) =>
      pick([
        '1N4007',
        '1N4148',
        '1N5819',
        '1N5408',
        'BZX55C5V1',
        'SMBJ5.0A',
        'KBP307',
        '2N2222A',
        'BC547',
        'BC557',
        'S8050',
        'TIP120',
        'IRF540N',
        'IRLZ44N',
        'AO3400',
        '2N7000',
        'IRFZ44N',
        'FGA25N120',
        'BT136',
        'MJE13005',
      ]),
    detail: (pick) =>
      `${pick(['TO-92', 'TO-220', 'SOT-23', 'DO-41', 'SMA', 'TO-247', 'DPAK'])} (${pick(packs)})`,
    features: [
      'Genuine parts from authorised distribution',
      'Datasheet ratings: voltage, current, power',
      'Through-hole and SMD packages',
      'Tested for leakage before packing',
    ],
    uses: ['switching relays and motors', 'reverse polarity protection', 'power rectification'],
  },
  {
    name: 'Integrated Circuits',
    hsnCode: '8542',
    gstRate: 18,
    price: [12, 2500],
    brands: [
      'Texas Instruments',
      'STMicroelectronics',
      'Microchip',
      'NXP',
      'Analog Devices',
      'Maxim Integrated',
      'WCH',
      'Winbond',
      'Silicon Labs',
    ],
    kinds: [
      ['Voltage Regulators', 'Voltage Regulator IC'],
      ['Op-Amps', 'Operational Amplifier'],
      ['Timer ICs', 'Timer IC'],
      ['Logic ICs', 'Logic Gate IC'],
      ['Shift Registers', 'Shift Register'],
      ['Motor Driver ICs', 'Motor Driver IC'],
      ['Microcontroller ICs', 'Microcontroller'],
      ['EEPROM & Flash', 'Memory IC'],
      ['ADC & DAC ICs', 'Data Converter'],
      ['Interface ICs', 'Interface IC'],
    ],
    part: (pick) =>
      pick([
        'LM317',
        'LM7805',
        'AMS1117-3.3',
        'LM2596',
        'LM358',
        'LM393',
        'NE555',
        'NE556',
        '74HC595',
        '74HC00',
        'CD4017',
        'L293D',
        'ULN2003',
        'ATmega328P-PU',
        'ATtiny85-20PU',
        'STM32F103C8T6',
        'PIC16F877A',
        '24C256',
        'W25Q128',
        'ADS1115',
        'MCP4725',
        'MAX232',
        'CH340G',
        'CP2102',
        'TL431',
        'LM386',
      ]),
    detail: (pick) =>
      `${pick(['DIP-8', 'DIP-16', 'SOIC-8', 'SOP-16', 'TQFP-32', 'LQFP-48', 'QFN-32', 'TO-220', 'SOT-223'])}`,
    features: [
      'Breadboard-friendly DIP or SMD package',
      'Wide supply range',
      'Pin-compatible with the industry standard part',
      'ESD-safe packing in anti-static tubes',
      'Operating temperature −40°C to 85°C',
    ],
    uses: [
      'regulated power rails',
      'signal conditioning',
      'driving LEDs and motors',
      'USB to serial',
    ],
  },
  {
    name: 'Development Boards',
    hsnCode: '8471',
    gstRate: 18,
    price: [250, 12000],
    brands: [
      'Arduino',
      'Espressif',
      'Raspberry Pi',
      'STMicroelectronics',
      'Adafruit',
      'SparkFun',
      'Seeed Studio',
      'PJRC',
      'Nordic Semiconductor',
      'Sipeed',
      'Digilent',
      ...generalBrands,
    ],
    kinds: [
      ['Arduino Boards', 'Arduino Compatible Board'],
      ['ESP32 Boards', 'ESP32 Development Board'],
      ['ESP8266 Boards', 'ESP8266 WiFi Board'],
      ['STM32 Boards', 'STM32 Development Board'],
      ['Raspberry Pi', 'Single Board Computer'],
      ['Raspberry Pi Pico', 'RP2040 Board'],
      ['Teensy Boards', 'Teensy Board'],
      ['nRF52 Boards', 'nRF52840 Board'],
      ['FPGA Boards', 'FPGA Development Board'],
      ['RISC-V Boards', 'RISC-V Board'],
    ],
    part: (pick) =>
      pick([
        'Uno R3',
        'Nano V3',
        'Mega 2560',
        'Leonardo',
        'Pro Mini',
        'ESP32-WROOM-32 DevKit',
        'ESP32-S3-DevKitC-1',
        'ESP32-C3 SuperMini',
        'NodeMCU ESP8266 V3',
        'Wemos D1 Mini',
        'Blue Pill STM32F103',
        'Black Pill STM32F411',
        'Nucleo-F401RE',
        'Pi 4 Model B 4GB',
        'Pi 5 8GB',
        'Pi Zero 2 W',
        'Pico W',
        'Pico 2',
        'Teensy 4.1',
        'XIAO nRF52840',
        'Tang Nano 9K',
        'Basys 3 Artix-7',
        'Longan Nano GD32VF103',
      ]),
    detail: (pick) =>
      pick([
        'with Headers',
        'without Headers',
        'Type-C',
        'Micro USB',
        'CH340',
        'CP2102',
        'N16R8',
        'Kit',
      ]),
    features: [
      'USB programming, no separate programmer needed',
      'Works with the Arduino IDE and PlatformIO',
      'Onboard LED and reset button',
      '3.3V logic with a 5V-tolerant input on some pins',
      'Breadboard-friendly 2.54 mm pin spacing',
    ],
    uses: [
      'IoT projects',
      'learning embedded programming',
      'prototyping products',
      'home automation',
    ],
  },
  {
    name: 'Sensors',
    hsnCode: '9031',
    gstRate: 18,
    price: [35, 4500],
    brands: [
      'Bosch Sensortec',
      'Sensirion',
      'STMicroelectronics',
      'InvenSense',
      'Maxim Integrated',
      'ams OSRAM',
      'Winsen',
      'Aosong',
      ...generalBrands,
    ],
    kinds: [
      ['Temperature Sensors', 'Temperature Sensor Module'],
      ['Humidity Sensors', 'Humidity Sensor Module'],
      ['Gas Sensors', 'Gas Sensor Module'],
      ['Motion Sensors', 'PIR Motion Sensor'],
      ['Distance Sensors', 'Distance Sensor'],
      ['Light Sensors', 'Light Sensor Module'],
      ['Pressure Sensors', 'Barometric Pressure Sensor'],
      ['Current Sensors', 'Current Sensor Module'],
      ['IMU Sensors', 'Accelerometer Gyroscope Module'],
      ['Biometric Sensors', 'Pulse Oximeter Sensor'],
    ],
    part: (pick) =>
      pick([
        'DS18B20',
        'LM35',
        'DHT11',
        'DHT22',
        'BME280',
        'BMP180',
        'BMP280',
        'SHT31',
        'AHT20',
        'MQ-2',
        'MQ-135',
        'MQ-7',
        'HC-SR501',
        'HC-SR04',
        'VL53L0X',
        'JSN-SR04T',
        'BH1750',
        'TSL2561',
        'INA219',
        'ACS712',
        'MPU6050',
        'MPU9250',
        'BNO055',
        'MAX30102',
        'AS608',
        'TCS34725',
        'HX711',
      ]),
    detail: (pick) => `${pick(interfaces)} ${pick(voltages)}`,
    features: [
      'Calibrated at the factory',
      'Libraries for Arduino, ESP-IDF and MicroPython',
      'Onboard voltage regulator and level shifting',
      'Mounting holes for M3 screws',
      'Low power standby mode',
    ],
    uses: [
      'weather stations',
      'home automation',
      'robot obstacle detection',
      'energy monitoring',
      'wearables',
    ],
  },
  {
    name: 'Modules',
    hsnCode: '8543',
    gstRate: 18,
    price: [40, 2200],
    brands: [
      'DFRobot',
      'Waveshare',
      'Seeed Studio',
      'Adafruit',
      'SparkFun',
      'Songle',
      'Hi-Link',
      ...generalBrands,
    ],
    kinds: [
      ['Relay Modules', 'Relay Module'],
      ['Motor Driver Modules', 'Motor Driver Module'],
      ['Buck Converters', 'DC-DC Buck Converter'],
      ['Boost Converters', 'DC-DC Boost Converter'],
      ['Level Shifters', 'Logic Level Converter'],
      ['RTC Modules', 'Real Time Clock Module'],
      ['Audio Modules', 'Audio Amplifier Module'],
      ['SD Card Modules', 'Micro SD Card Module'],
      ['Keypads', 'Membrane Keypad'],
      ['Rotary Encoders', 'Rotary Encoder Module'],
    ],
    part: (pick) =>
      pick([
        '1-Channel',
        '2-Channel',
        '4-Channel',
        '8-Channel',
        'L298N',
        'TB6612FNG',
        'DRV8825',
        'A4988',
        'LM2596',
        'MP1584',
        'XL6009',
        'MT3608',
        'TXS0108E',
        'DS3231',
        'DS1307',
        'PAM8403',
        'TPA3116',
        '4x4',
        '4x3',
        'KY-040',
      ]),
    detail: (pick) =>
      `${pick(voltages)} ${pick(['with Optocoupler', 'Adjustable', 'Low Level Trigger', 'High Current', 'with Heatsink', ''])}`.trim(),
    features: [
      'Screw terminals for the load side',
      'Status LED on every channel',
      'Pin headers soldered and tested',
      'Protection diode across the coil',
      'Adjustable output with a multi-turn trimpot',
    ],
    uses: [
      'switching mains appliances',
      'driving DC and stepper motors',
      'powering 3.3V boards from 12V',
    ],
  },
  {
    name: 'Wireless & IoT',
    hsnCode: '8517',
    gstRate: 18,
    price: [90, 6500],
    brands: [
      'Espressif',
      'Semtech',
      'SIMCom',
      'Quectel',
      'u-blox',
      'Nordic Semiconductor',
      'Ai-Thinker',
      'Ebyte',
      'Digi',
      ...generalBrands,
    ],
    kinds: [
      ['WiFi Modules', 'WiFi Module'],
      ['Bluetooth Modules', 'Bluetooth Module'],
      ['LoRa Modules', 'LoRa Transceiver'],
      ['GSM GPRS Modules', 'GSM GPRS Module'],
      ['GPS Modules', 'GPS Receiver Module'],
      ['2.4GHz Transceivers', '2.4GHz Transceiver'],
      ['RFID Modules', 'RFID Reader Module'],
      ['Zigbee Modules', 'Zigbee Module'],
      ['NB-IoT & LTE Modules', 'LTE Cat-M1 Module'],
      ['Antennas', 'Antenna'],
    ],
    part: (pick) =>
      pick([
        'ESP-01',
        'ESP-12F',
        'ESP32-C3-MINI',
        'HC-05',
        'HC-06',
        'HM-10',
        'SX1278 Ra-02',
        'RFM95W',
        'E32-433T20D',
        'SIM800L',
        'SIM7600',
        'NEO-6M',
        'NEO-M8N',
        'NRF24L01+PA+LNA',
        'RC522',
        'PN532',
        'XBee S2C',
        'BG96',
        '433MHz',
        '868MHz',
        '2.4GHz',
      ]),
    detail: (pick) =>
      pick(['with Antenna', 'SMA Connector', 'u.FL', 'Breakout', 'Serial', 'AT Firmware']),
    features: [
      'AT command firmware preloaded',
      'Serial interface at 3.3V logic',
      'Range of several hundred metres in open air',
      'Low power sleep mode for battery nodes',
      'Certified antenna footprint',
    ],
    uses: [
      'remote sensor networks',
      'vehicle tracking',
      'wireless home automation',
      'asset tracking',
    ],
  },
  {
    name: 'Displays',
    hsnCode: '8524',
    gstRate: 18,
    price: [60, 9000],
    brands: ['Waveshare', 'Adafruit', 'Winstar', 'Nextion', 'Good Display', ...generalBrands],
    kinds: [
      ['OLED Displays', 'OLED Display'],
      ['Character LCDs', 'Character LCD'],
      ['TFT Displays', 'TFT LCD Display'],
      ['E-Paper Displays', 'E-Paper Display'],
      ['7-Segment Displays', '7-Segment Display'],
      ['LED Matrices', 'LED Matrix'],
      ['Touch Screens', 'Capacitive Touch Screen'],
      ['Display Drivers', 'Display Driver Board'],
      ['HDMI Displays', 'HDMI Monitor'],
      ['Smart HMI Displays', 'HMI Display'],
    ],
    part: (pick) =>
      pick([
        '0.96 inch',
        '1.3 inch',
        '1.54 inch',
        '1.8 inch',
        '2.4 inch',
        '2.8 inch',
        '3.5 inch',
        '4.3 inch',
        '7 inch',
        '16x2',
        '20x4',
        '128x64',
        '8x8',
        '32x8',
        'MAX7219',
        'TM1637',
        'SSD1306',
        'SH1106',
        'ILI9341',
        'ST7789',
      ]),
    detail: (pick) =>
      `${pick(['I2C', 'SPI', 'Parallel', 'HDMI', 'UART'])} ${pick(['Blue', 'White', 'Yellow', 'RGB', 'Black/White/Red', 'IPS'])}`,
    features: [
      'Readable in sunlight',
      'Library support for Arduino and Raspberry Pi',
      'Backlight brightness adjustable',
      'Wide viewing angle',
      'Mounting holes on the PCB',
    ],
    uses: ['dashboards for sensors', 'handheld instruments', 'clocks and counters'],
  },
  {
    name: 'Connectors',
    hsnCode: '8536',
    gstRate: 18,
    price: [5, 800],
    brands: [
      'Molex',
      'JST',
      'TE Connectivity',
      'Amphenol',
      'Phoenix Contact',
      'Würth Elektronik',
      ...generalBrands,
    ],
    kinds: [
      ['Pin Headers', 'Pin Header'],
      ['JST Connectors', 'JST Connector'],
      ['Dupont Connectors', 'Dupont Connector Housing'],
      ['USB Connectors', 'USB Connector'],
      ['Terminal Blocks', 'Screw Terminal Block'],
      ['DC Power Jacks', 'DC Barrel Jack'],
      ['IDC Connectors', 'IDC Box Header'],
      ['RJ45 Connectors', 'RJ45 Jack'],
      ['RF Connectors', 'SMA Connector'],
      ['Crimp Terminals', 'Crimp Terminal'],
    ],
    part: (pick) =>
      `${pick(['2', '3', '4', '5', '6', '8', '10', '16', '20', '40'])}-Pin ${pick(['2.54mm', '2.0mm', '1.25mm', '3.96mm', '5.08mm', 'XH2.54', 'PH2.0', 'Type-C', 'Micro-B', '5.5x2.1mm'])}`,
    detail: (pick) =>
      `${pick(['Male', 'Female', 'Right Angle', 'Straight', 'PCB Mount', 'Panel Mount'])} (${pick(packs)})`,
    features: [
      'Gold-plated contacts',
      'Polarised housing prevents reverse mating',
      'Rated current per contact on the datasheet',
      'Fits standard crimp tools',
    ],
    uses: ['battery leads', 'board-to-wire connections', 'power inputs'],
  },
  {
    name: 'Cables & Wires',
    hsnCode: '8544',
    gstRate: 18,
    price: [20, 1800],
    brands: ['Belden', 'Alpha Wire', 'Polycab', 'Finolex', ...generalBrands],
    kinds: [
      ['Jumper Wires', 'Jumper Wire Set'],
      ['Ribbon Cables', 'Flat Ribbon Cable'],
      ['Silicone Wires', 'Silicone Wire'],
      ['USB Cables', 'USB Cable'],
      ['Heat Shrink Tubing', 'Heat Shrink Tube Kit'],
      ['Hook-up Wire', 'Hook-up Wire'],
      ['Shielded Cable', 'Shielded Cable'],
      ['Cable Ties & Sleeves', 'Braided Cable Sleeve'],
      ['Wire Spools', 'Wire Spool'],
      ['Test Leads', 'Test Lead Set'],
    ],
    part: (pick) =>
      pick([
        'Male to Male',
        'Male to Female',
        'Female to Female',
        '10 AWG',
        '14 AWG',
        '18 AWG',
        '22 AWG',
        '24 AWG',
        '26 AWG',
        '28 AWG',
        'Type-C to Type-C',
        'USB-A to Micro-B',
        'Alligator Clip',
      ]),
    detail: (pick) =>
      `${pick(['10cm', '20cm', '30cm', '1m', '2m', '5m', '10m'])} ${pick(['Red', 'Black', 'Multicolour', 'Yellow', 'Blue'])}`,
    features: [
      'Tinned copper strands',
      'High-temperature silicone insulation',
      'Flexible and kink resistant',
      'Colour-coded for polarity',
    ],
    uses: ['breadboard prototyping', 'battery packs', 'drone and RC wiring'],
  },
  {
    name: 'Power & Batteries',
    hsnCode: '8507',
    gstRate: 18,
    price: [30, 7500],
    brands: [
      'Samsung SDI',
      'LG Chem',
      'Panasonic',
      'Orange',
      'Mean Well',
      'Hi-Link',
      'Duracell',
      'Renata',
      ...generalBrands,
    ],
    kinds: [
      ['Li-ion Batteries', 'Li-ion Battery Pack'],
      ['LiPo Batteries', 'LiPo Battery'],
      ['18650 Cells', '18650 Cell'],
      ['Battery Holders', 'Battery Holder'],
      ['BMS Boards', 'Battery Management System'],
      ['Battery Chargers', 'Battery Charger Module'],
      ['SMPS Power Supplies', 'SMPS Power Supply'],
      ['Solar Panels', 'Solar Panel'],
      ['Coin Cells', 'Coin Cell'],
      ['Power Banks & UPS', 'Mini UPS Module'],
    ],
    part: (pick) =>
      pick([
        '1S',
        '2S',
        '3S',
        '4S',
        '2000mAh',
        '2600mAh',
        '3000mAh',
        '3500mAh',
        '500mAh',
        '1000mAh',
        'CR2032',
        'CR2025',
        'TP4056',
        'IP5306',
        '5V 2A',
        '12V 5A',
        '24V 10A',
        '6V 1W',
        '12V 10W',
        'HLK-PM01',
      ]),
    detail: (pick) =>
      pick(['3.7V', '7.4V', '11.1V', '14.8V', 'with Protection', 'Type-C', '20C', '30C', 'IP65']),
    features: [
      'Overcharge and over-discharge protection',
      'Genuine cells with traceable batch codes',
      'Short-circuit protected output',
      'Ships by surface as dangerous goods where required',
      'Cycle life above 500 cycles',
    ],
    uses: ['portable projects', 'solar-powered sensors', 'robots and drones', 'bench power'],
  },
  {
    name: 'Motors & Actuators',
    hsnCode: '8501',
    gstRate: 18,
    price: [45, 8500],
    brands: [
      'Tower Pro',
      'Pololu',
      'Nidec',
      'Mabuchi',
      'Emax',
      'Hobbywing',
      'Longrunner',
      ...generalBrands,
    ],
    kinds: [
      ['DC Motors', 'DC Motor'],
      ['BO Motors', 'BO Gear Motor'],
      ['Servo Motors', 'Servo Motor'],
      ['Stepper Motors', 'Stepper Motor'],
      ['Brushless Motors', 'Brushless DC Motor'],
      ['ESCs', 'Electronic Speed Controller'],
      ['Linear Actuators', 'Linear Actuator'],
      ['Solenoids', 'Push-Pull Solenoid'],
      ['Vibration Motors', 'Coin Vibration Motor'],
      ['Gear Motors', 'Metal Gear Motor'],
    ],
    part: (pick) =>
      pick([
        'SG90',
        'MG90S',
        'MG995',
        'MG996R',
        'DS3218',
        'NEMA 17',
        'NEMA 23',
        '28BYJ-48',
        'A2212 1000KV',
        '2204 2300KV',
        '30A',
        '40A',
        'N20',
        'JGA25-370',
        '775',
        '130',
        '300 RPM',
        '100 RPM',
        '60 RPM',
      ]),
    detail: (pick) =>
      `${pick(voltages)} ${pick(['High Torque', 'Dual Shaft', 'with Encoder', 'Metal Gear', '180 Degree', '360 Degree', ''])}`.trim(),
    features: [
      'Torque and speed curves on the datasheet',
      'Ball bearings on the output shaft',
      'Metal gears on high-torque versions',
      'Mounting bracket included',
    ],
    uses: ['robot drive wheels', 'pan-tilt camera mounts', '3D printers and CNC', 'drones'],
  },
  {
    name: 'Switches & Relays',
    hsnCode: '8536',
    gstRate: 18,
    price: [5, 1200],
    brands: ['Omron', 'Songle', 'C&K', 'E-Switch', 'Schneider', 'Finder', ...generalBrands],
    kinds: [
      ['Tactile Switches', 'Tactile Push Button'],
      ['Toggle Switches', 'Toggle Switch'],
      ['Rocker Switches', 'Rocker Switch'],
      ['Slide Switches', 'Slide Switch'],
      ['Push Buttons', 'Panel Push Button'],
      ['Limit Switches', 'Micro Limit Switch'],
      ['DIP Switches', 'DIP Switch'],
      ['Reed Switches', 'Reed Switch'],
      ['Signal Relays', 'Signal Relay'],
      ['Solid State Relays', 'Solid State Relay'],
    ],
    part: (pick) =>
      pick([
        '6x6mm',
        '12x12mm',
        'SPST',
        'SPDT',
        'DPDT',
        'KCD1',
        'MTS-102',
        'SS12D00',
        '16mm',
        '19mm',
        'KW11-3Z',
        '4-Position',
        '8-Position',
        'SRD-05VDC-SL-C',
        'G5LE',
        'SSR-25DA',
        'SSR-40DA',
      ]),
    detail: (pick) =>
      `${pick(['Momentary', 'Latching', 'Illuminated', 'Waterproof', 'Through-hole', 'SMD'])} (${pick(packs)})`,
    features: [
      'Rated for 100,000 operations',
      'Clear tactile click',
      'Contacts rated for mains on relay parts',
      'Panel cut-out size on the listing',
    ],
    uses: ['control panels', 'end stops for CNC axes', 'user buttons on enclosures'],
  },
  {
    name: 'Tools & Soldering',
    hsnCode: '8515',
    gstRate: 18,
    price: [60, 25000],
    brands: [
      'Hakko',
      'Weller',
      'Soldron',
      'Goot',
      'Fluke',
      'UNI-T',
      'Rigol',
      'Owon',
      "Pro'sKit",
      'Taparia',
      ...generalBrands,
    ],
    kinds: [
      ['Soldering Irons', 'Soldering Iron'],
      ['Soldering Stations', 'Soldering Station'],
      ['Solder Wire', 'Solder Wire'],
      ['Flux & Paste', 'Solder Flux'],
      ['Multimeters', 'Digital Multimeter'],
      ['Oscilloscopes', 'Digital Oscilloscope'],
      ['Tweezers', 'ESD Tweezers'],
      ['Wire Strippers', 'Wire Stripper'],
      ['Hot Air Stations', 'Hot Air Rework Station'],
      ['Desoldering Tools', 'Desoldering Pump'],
    ],
    part: (pick) =>
      pick([
        '25W',
        '60W',
        '936',
        'FX-888D',
        'T12',
        'TS101',
        '63/37',
        'Sn99.3Cu0.7',
        '0.8mm',
        '1mm',
        'RMA-223',
        'UT33D+',
        'UT61E+',
        '17B+',
        'DS1054Z',
        'SDS1104X-E',
        'ESD-15',
        '858D',
      ]),
    detail: (pick) =>
      pick([
        'Temperature Controlled',
        'Lead-free',
        '100g',
        '250g',
        'Auto-ranging',
        'True RMS',
        '100MHz',
        'Kit with Stand',
        'Anti-static',
      ]),
    features: [
      'Ceramic heater reaches temperature fast',
      'Replaceable tips',
      'Auto-ranging with backlit display',
      'CAT III safety rating on meters',
      'ESD-safe handles',
    ],
    uses: ['through-hole and SMD assembly', 'repair and rework', 'debugging circuits'],
  },
  {
    name: 'Prototyping & Mechanical',
    hsnCode: '8534',
    gstRate: 18,
    price: [10, 2500],
    brands: ['BusBoard', 'Hammond', 'Wurth', ...generalBrands],
    kinds: [
      ['Breadboards', 'Solderless Breadboard'],
      ['Perfboards', 'Perfboard'],
      ['Prototype PCBs', 'Double-sided Prototype PCB'],
      ['Enclosures', 'ABS Enclosure'],
      ['Standoffs & Spacers', 'Brass Standoff Kit'],
      ['Screws & Nuts', 'Screw and Nut Kit'],
      ['Heatsinks', 'Aluminium Heatsink'],
      ['Cooling Fans', 'Brushless Cooling Fan'],
      ['IC Sockets', 'IC Socket'],
      ['Copper Clad Boards', 'Copper Clad Laminate'],
    ],
    part: (pick) =>
      pick([
        '400 Point',
        '830 Point',
        '170 Point',
        '5x7cm',
        '7x9cm',
        '9x15cm',
        '100x60x25mm',
        '150x100x60mm',
        'M2',
        'M2.5',
        'M3',
        '20x20mm',
        '40x40mm',
        '30mm',
        '5V',
        '12V',
        '8-Pin',
        '28-Pin',
        '40-Pin',
        'FR4',
      ]),
    detail: (pick) =>
      pick(['Transparent', 'Black', 'White', 'IP65', 'Nylon', 'Brass', 'Kit', `(${pick(packs)})`]),
    features: [
      'Fits standard 2.54 mm pitch parts',
      'Tinned pads for easy soldering',
      'Snap-together sides',
      'Precision-drilled mounting holes',
    ],
    uses: ['finishing a prototype', 'mounting boards in a case', 'cooling regulators'],
  },
  {
    name: 'Robotics',
    hsnCode: '9503',
    gstRate: 12,
    price: [150, 18000],
    brands: ['DFRobot', 'Elegoo', 'Keyestudio', 'Makeblock', 'Pololu', ...generalBrands],
    kinds: [
      ['Robot Chassis', 'Robot Chassis'],
      ['Robot Kits', 'Robot Car Kit'],
      ['Wheels', 'Rubber Wheel'],
      ['Grippers', 'Robotic Gripper'],
      ['Line Follower Kits', 'Line Follower Kit'],
      ['Drone Frames', 'Quadcopter Frame'],
      ['Propellers', 'Propeller Pair'],
      ['Robotic Arms', 'Robotic Arm Kit'],
      ['Omni & Mecanum Wheels', 'Mecanum Wheel'],
      ['Tracked Chassis', 'Tank Tracked Chassis'],
    ],
    part: (pick) =>
      pick([
        '2WD',
        '4WD',
        '6-DOF',
        '4-DOF',
        'F450',
        'Q250',
        '65mm',
        '100mm',
        '1045',
        '5045',
        'Smart Car',
        'Mecanum 60mm',
        'Acrylic',
        'Aluminium',
        'Arduino-compatible',
        'ESP32-CAM',
      ]),
    detail: (pick) =>
      pick(['DIY Kit', 'with Motors', 'Assembled', 'for Beginners', 'STEM Kit', 'with Servos']),
    features: [
      'Step-by-step assembly guide',
      'Pre-drilled for common sensors',
      'Sample code for Arduino',
      'Spare screws included',
    ],
    uses: ['STEM education', 'robotics competitions', 'learning motor control'],
  },
  {
    name: 'Optoelectronics & Lighting',
    hsnCode: '8541',
    gstRate: 18,
    price: [4, 3500],
    brands: [
      'Everlight',
      'Kingbright',
      'Cree',
      'ams OSRAM',
      'Vishay',
      'Worldsemi',
      'Lite-On',
      ...generalBrands,
    ],
    kinds: [
      ['Optocouplers', 'Optocoupler'],
      ['Photodiodes & LDRs', 'Photodiode'],
      ['IR LEDs', 'Infrared LED'],
      ['IR Receivers', 'IR Receiver'],
      ['Laser Modules', 'Laser Diode Module'],
      ['5mm LEDs', '5mm LED'],
      ['RGB LED Strips', 'Addressable RGB LED Strip'],
      ['High Power LEDs', 'High Power LED'],
      ['LED Drivers', 'Constant Current LED Driver'],
      ['SMD LEDs', 'SMD LED'],
    ],
    part: (pick) =>
      pick([
        'PC817',
        '6N137',
        'MOC3021',
        'BPW34',
        'GL5528',
        'TSOP1738',
        'VS1838B',
        '940nm',
        '650nm',
        'WS2812B',
        'SK6812',
        '1W',
        '3W',
        '10W',
        'Red',
        'Green',
        'Blue',
        'Warm White',
        'Cool White',
        '0805',
        '5050',
      ]),
    detail: (pick) =>
      pick([
        'Diffused',
        'Water Clear',
        '60 LEDs/m',
        '144 LEDs/m',
        'IP67',
        'with Heatsink',
        `(${pick(packs)})`,
      ]),
    features: [
      'Binned for consistent brightness',
      'Wide viewing angle',
      'Isolation voltage on the datasheet',
      'Individually addressable pixels on strips',
    ],
    uses: [
      'indicators and signage',
      'isolating microcontrollers from mains',
      'remote controls',
      'ambient lighting',
    ],
  },
  {
    name: 'Audio, Timing & Signal',
    hsnCode: '8518',
    gstRate: 18,
    price: [8, 6000],
    brands: ['Murata', 'Epson', 'CUI Devices', 'PUI Audio', 'Abracon', 'Knowles', ...generalBrands],
    kinds: [
      ['Buzzers', 'Buzzer'],
      ['Speakers', 'Speaker'],
      ['Microphones', 'Microphone Module'],
      ['Amplifier Modules', 'Class D Amplifier'],
      ['Audio Jacks', '3.5mm Audio Jack'],
      ['Piezo Elements', 'Piezo Disc'],
      ['MP3 Modules', 'MP3 Player Module'],
      ['Crystal Oscillators', 'Crystal Oscillator'],
      ['Signal Generators', 'Function Generator Module'],
      ['Filters & Resonators', 'Ceramic Resonator'],
    ],
    part: (pick) =>
      pick([
        'Active 5V',
        'Passive 12V',
        '8Ω 0.5W',
        '4Ω 3W',
        'INMP441',
        'MAX9814',
        'KY-038',
        'PAM8403',
        'TPA3110',
        'DFPlayer Mini',
        '16MHz',
        '8MHz',
        '12MHz',
        '32.768kHz',
        '25MHz',
        'AD9833',
        'XR2206',
        '27mm',
      ]),
    detail: (pick) =>
      pick([
        'HC-49',
        'SMD 3225',
        'Through-hole',
        'Stereo',
        'Mono',
        'with Wires',
        `(${pick(packs)})`,
      ]),
    features: [
      'Frequency tolerance ±20 ppm',
      'Low distortion output',
      'Loud 85 dB sound at 10 cm',
      'Works from 3.3V or 5V',
    ],
    uses: [
      'alarms and notifications',
      'voice recording',
      'microcontroller clocks',
      'portable speakers',
    ],
  },
];

/** The 200 categories, largest first, with relative weights that fall off like a real shop's. */
export function scaleCategories(): ScaleCategory[] {
  const all = families.flatMap((family) =>
    family.kinds.map(([name, noun]) => ({ family, name, noun })),
  );
  // Interleave the families (every family's first kind, then every second kind, ...), so that
  // the big categories are spread over families and no family owns the whole tail.
  const ordered = all
    .map((category, i) => ({ category, rank: (i % 10) * families.length + Math.floor(i / 10) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ category }) => category);
  return ordered.map(({ family, name, noun }, i) => ({
    name,
    slug: slugify(name),
    description: `${name} from ${family.brands.slice(0, 3).join(', ')} and more, part of ${family.name}.`,
    sortOrder: i,
    weight: 1 / (i + 1) ** 0.8,
    family,
    noun,
  }));
}

/** How many of `total` products each category gets: by weight, every category at least one. */
export function categorySizes(categories: ScaleCategory[], total: number): number[] {
  const sum = categories.reduce((s, c) => s + c.weight, 0);
  const sizes = categories.map((c) => Math.max(1, Math.floor((c.weight / sum) * total)));
  sizes[0]! += total - sizes.reduce((s, n) => s + n, 0);
  return sizes;
}

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Makes the products of one category; `serial` keeps slugs unique across the catalogue. */
export function makeProducts(
  category: ScaleCategory,
  count: number,
  firstSerial: number,
  now: number,
): ScaleProduct[] {
  const { next, pick } = seeded(firstSerial * 7919 + category.sortOrder);
  const family = category.family;
  const products: ScaleProduct[] = [];
  for (let i = 0; i < count; i++) {
    const brand = pick(family.brands);
    const part = family.part(pick);
    const detail = family.detail(pick);
    const name = `${brand === 'Generic' ? '' : `${brand} `}${part} ${category.noun} ${detail}`
      .replace(/\s+/g, ' ')
      .trim();
    const [low, high] = family.price;
    // Prices cluster at the cheap end, as a components shop's do, and end in 9 or 0 rupees.
    const rupees = Math.round(low + (high - low) * next() ** 3);
    const pricePaise = (rupees - (rupees % 10) + pick([0, 9, 9, 5])) * 100 || 500;
    const onSale = next() < 0.08;
    const features = [
      ...new Set([pick(family.features), pick(family.features), pick(family.features)]),
      `Part: ${part}`,
    ];
    const description = [
      `${name}. ${category.noun} in ${family.name.toLowerCase()}, ${detail.toLowerCase()}.`,
      `Suited to ${[...new Set([pick(family.uses), pick(family.uses)])].join(' and ')}.`,
      `${pick(family.features)}. Ships from Hyderabad with a GST invoice.`,
    ].join(' ');
    const createdAt = new Date(now - Math.floor(next() * 3 * YEAR_MS));
    products.push({
      name,
      slug: `${slugify(name)}-${(firstSerial + i).toString(36)}`,
      description,
      features,
      brand,
      pricePaise,
      compareAtPaise: onSale ? Math.round((pricePaise * (1.1 + next() * 0.5)) / 100) * 100 : null,
      quantity: next() < 0.05 ? 0 : Math.floor(next() * 500),
      hsnCode: family.hsnCode,
      gstRate: family.gstRate,
      imageUrls: [`/uploads/products/bench-${slugify(family.name)}.svg`],
      createdAt,
    });
  }
  return products;
}
