/** Component sourcing: categories, services, quality assurance, industries and process. */
import { Cpu, Monitor, Plug, Radio, Radar, Component } from 'lucide-react';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const sourcingService: ServiceContent = {
  card: serviceCards.sourcing,
  intro:
    'Send us your bill of materials and we find every part: in stock at authorised distributors, from our own shelves, or from trusted brokers when a part has gone end-of-life. Each lot is checked for authenticity before it reaches you, with a GST invoice.',
  facts: [
    { label: 'BOM quote', value: 'Within 48 hours' },
    { label: 'Parts checked', value: 'Every lot' },
    { label: 'Minimum order', value: 'No minimum' },
    { label: 'Delivery', value: 'Across India' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'component-categories',
      heading: 'Component Categories',
      items: [
        {
          title: 'Microcontrollers',
          Icon: Cpu,
          description: 'STM32, ESP32, AVR, PIC, nRF and RP2040 families, chips and modules.',
        },
        {
          title: 'Sensors',
          Icon: Radar,
          description: 'Temperature, pressure, IMU, gas, current and optical sensors.',
        },
        {
          title: 'Power management',
          Icon: Plug,
          description: 'Regulators, DC-DC converters, MOSFETs, battery chargers and PMICs.',
        },
        {
          title: 'Communication ICs',
          Icon: Radio,
          description: 'Wi-Fi, BLE, LoRa, GSM/4G, CAN, RS-485 and Ethernet.',
        },
        {
          title: 'Passives',
          Icon: Component,
          description:
            'Resistors, capacitors, inductors, crystals and ferrites, in reels or cut tape.',
        },
        {
          title: 'Displays',
          Icon: Monitor,
          description: 'OLED, TFT, e-paper and character LCDs with their driver boards.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'sourcing-services',
      heading: 'Sourcing Services',
      columns: 2,
      items: [
        {
          title: 'BOM sourcing',
          description:
            'One quote for your whole bill of materials, with lead times and alternatives marked.',
        },
        {
          title: 'Obsolete and hard-to-find parts',
          description:
            'End-of-life and allocated parts traced through our network of verified suppliers.',
        },
        {
          title: 'Scheduled and bulk orders',
          description: 'Reels and trays delivered on your production schedule at agreed prices.',
        },
        {
          title: 'Kitting',
          description:
            'Parts counted and packed per board or per student kit, ready for assembly or the lab.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'quality-assurance',
      heading: 'Quality Assurance',
      items: [
        'Authenticity verification against manufacturer markings and datasheets',
        'Counterfeit detection: inspection under magnification and marking permanency tests',
        'Traceable certificates of conformance from authorised channels',
        'Moisture-sensitive parts kept sealed with humidity indicators',
        'Anti-static packing for every semiconductor',
        'Replacement or refund for any part that fails our checks',
      ],
    },
    {
      kind: 'tags',
      id: 'industries',
      heading: 'Industries We Source For',
      items: [
        'Consumer electronics',
        'Industrial automation',
        'Automotive and EV',
        'Medical devices',
        'Telecom',
        'Education and research',
        'Defence suppliers',
      ],
    },
  ],
  process: [
    {
      title: 'Requirements analysis',
      description:
        'We read your BOM or part list and agree quantities, brands and acceptable alternates.',
    },
    {
      title: 'Supplier search',
      description:
        'Stock and prices are compared across authorised distributors and verified suppliers.',
    },
    {
      title: 'Quality verification',
      description: 'Every lot is inspected and checked for authenticity before it is accepted.',
    },
    {
      title: 'Delivery',
      description:
        'Parts are packed, labelled by line item and shipped or kept for pickup, with a GST invoice.',
    },
  ],
  form: {
    heading: 'Get a Sourcing Quote',
    intro:
      'Tell us the component type and quantity, and paste part numbers in the requirements. You can e-mail a full BOM once we reply.',
  },
};
