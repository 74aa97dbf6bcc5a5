/** Custom battery packs: technologies, pack features, applications, safety and quality. */
import { BatteryFull, Cable, Gauge, ShieldCheck, Thermometer, Zap } from 'lucide-react';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const batteryPackService: ServiceContent = {
  card: serviceCards['battery-pack'],
  intro:
    'Battery packs designed and assembled for your voltage, capacity, current and space: from a 2-cell LiPo for a drone to a 48 V LiFePO4 pack for an e-cart or a solar inverter. Every pack has the right protection built in and is tested before it leaves us.',
  facts: [
    { label: 'Voltage range', value: '3.7 V to 72 V' },
    { label: 'Capacity', value: 'Up to 5 kWh' },
    { label: 'Chemistries', value: '6 options' },
    { label: 'Prototype lead time', value: '7-12 working days' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'technologies',
      heading: 'Battery Technologies',
      items: [
        {
          title: 'Li-ion',
          description:
            '18650 and 21700 cells with high energy density for portable devices and e-bikes.',
        },
        {
          title: 'LiPo',
          description: 'Flat pouch cells in any shape for drones, RC models and slim wearables.',
        },
        {
          title: 'NiMH',
          description: 'Robust and forgiving packs for toys, cordless tools and backup supplies.',
        },
        {
          title: 'Lead-Acid',
          description: 'Sealed VRLA batteries for UPS, security systems and low-cost backup.',
        },
        {
          title: 'LiFePO4',
          description:
            'Long-life, thermally stable cells for solar storage, EVs and telecom towers.',
        },
        {
          title: 'Custom',
          description:
            'Special cells, mixed configurations or chemistries your application demands.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'pack-features',
      heading: 'Pack Features',
      items: [
        {
          title: 'Battery management system (BMS)',
          Icon: BatteryFull,
          description:
            'Cell balancing and protection, with UART, CAN or Bluetooth monitoring on request.',
        },
        {
          title: 'Thermal management',
          Icon: Thermometer,
          description:
            'NTC sensors, heat spreaders and spacing that keep cells in their safe range.',
        },
        {
          title: 'State of charge',
          Icon: Gauge,
          description: 'Fuel-gauge ICs or LED indicators that show how much charge is left.',
        },
        {
          title: 'Fast charging',
          Icon: Zap,
          description: 'Cells and BMS rated for higher charge currents when downtime matters.',
        },
        {
          title: 'Safety protection',
          Icon: ShieldCheck,
          description:
            'Over-charge, over-discharge, over-current, short-circuit and temperature cut-offs.',
        },
        {
          title: 'Custom connectors',
          Icon: Cable,
          description: 'XT60, Anderson, JST, Molex or the harness your product already uses.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'applications',
      heading: 'Applications',
      items: [
        'Electric vehicles',
        'Portable electronics',
        'Medical devices',
        'IoT',
        'Robotics',
        'Renewable energy',
      ],
    },
    {
      kind: 'checklist',
      id: 'safety-standards',
      heading: 'Safety Standards',
      intro:
        'We design to the standards your product will be certified against and supply the test data.',
      items: [
        'IS 16046 (BIS registered cells for the Indian market)',
        'IEC 62133-2 for portable lithium packs',
        'UN 38.3 transport tests for air and courier shipment',
        'AIS-156 requirements for electric two- and three-wheeler packs',
        'IEC 62619 for industrial and stationary storage',
        'RoHS-compliant materials',
      ],
    },
    {
      kind: 'checklist',
      id: 'quality-assurance',
      heading: 'Quality Assurance',
      items: [
        'Incoming cells graded for capacity and internal resistance',
        'Cells matched within tight limits before assembly',
        'Spot-welded nickel strips with pull tests, never soldered cells',
        'Insulation and hi-pot checks on every pack',
        'Full charge and discharge cycle before dispatch',
        'A test report with serial number for each pack',
      ],
    },
  ],
  process: [
    {
      title: 'Requirements analysis',
      description:
        'Voltage, capacity, peak current, size, charger and operating temperature are agreed.',
    },
    {
      title: 'Cell selection',
      description:
        'We choose genuine cells from Samsung, LG, Molicel, EVE and other trusted makers to suit the load.',
    },
    {
      title: 'BMS design',
      description:
        'Protection limits, balancing and monitoring are set, and the BMS is chosen or designed.',
    },
    {
      title: 'Assembly and testing',
      description:
        'The pack is welded, insulated, cycled and tested, then shipped with its report.',
    },
  ],
  form: {
    heading: 'Get a Battery Pack Quote',
    intro:
      'Tell us the chemistry, capacity (mAh) and voltage (V) you need and what the pack powers. We reply within one working day.',
  },
};
