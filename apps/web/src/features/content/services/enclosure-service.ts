/** Custom enclosures: processes, materials, finishes, design features and project types. */
import { Cog, Printer, Scissors, Wrench } from 'lucide-react';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const enclosureService: ServiceContent = {
  card: serviceCards.enclosure,
  intro:
    'Housings designed around your PCB, connectors, display and buttons, in metal or plastic. From one prototype box for a college project to hundreds of powder-coated panels for a control cabinet.',
  facts: [
    { label: 'Materials', value: 'Metal and plastic' },
    { label: 'Ingress protection', value: 'Up to IP67' },
    { label: 'Sheet thickness', value: '0.8 to 3 mm' },
    { label: 'Prototype lead time', value: '7-10 working days' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'processes',
      heading: 'Manufacturing Processes',
      columns: 4,
      items: [
        {
          title: 'CNC machining',
          Icon: Cog,
          description: 'Milled aluminium housings and front panels with tight tolerances.',
        },
        {
          title: 'Sheet-metal fabrication',
          Icon: Scissors,
          description: 'Laser cut, punched and bent steel or aluminium boxes and brackets.',
        },
        {
          title: '3D-printed housings',
          Icon: Printer,
          description: 'Fast plastic enclosures for prototypes and runs of up to a few hundred.',
        },
        {
          title: 'Modification',
          Icon: Wrench,
          description: 'Cut-outs, drilling and printing on standard off-the-shelf enclosures.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'materials',
      heading: 'Materials',
      items: [
        {
          title: 'Aluminium',
          description: 'Light, strong and a natural heat sink; anodised in many colours.',
        },
        {
          title: 'Steel',
          description: 'Mild steel or stainless for rugged panels, racks and outdoor boxes.',
        },
        {
          title: 'Plastic',
          description: 'PLA, PETG and nylon prints for quick, economical housings.',
        },
        {
          title: 'Polycarbonate',
          description: 'Impact resistant and available clear, for covers and display windows.',
        },
        {
          title: 'ABS',
          description: 'The common plastic of consumer products; easy to paint and glue.',
        },
        {
          title: 'Composite',
          description:
            'FR-4 (G10) and fibre-reinforced sheets for insulating panels and light frames.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'design-features',
      heading: 'Design Features We Build In',
      items: [
        'Mounting bosses placed from your PCB file',
        'Cut-outs for USB, DC jack, RJ45 and terminal blocks',
        'Display windows and membrane keypad recesses',
        'Ventilation slots and fan mounts',
        'Gaskets and seals rated IP54 to IP67',
        'DIN-rail, wall and pole mounting',
        'EMI shielding and earthing points',
        'Logo and labels by silk-screen or laser engraving',
      ],
    },
    {
      kind: 'tags',
      id: 'finishes',
      heading: 'Surface Finishes',
      items: [
        'Anodising',
        'Powder coating',
        'Brushed',
        'Sandblasted',
        'Silk-screen printing',
        'Laser engraving',
      ],
    },
  ],
  process: [
    {
      title: 'Share your requirements',
      description:
        'Send the PCB outline, connectors and where the box will live: desk, panel or outdoors.',
    },
    {
      title: 'Design and review',
      description: 'We model the enclosure in 3D and send drawings for your approval.',
    },
    {
      title: 'Prototype',
      description: 'A first piece is made so you can check the fit with your board.',
    },
    {
      title: 'Production and finish',
      description: 'The approved design is made in quantity, finished, inspected and dispatched.',
    },
  ],
  form: {
    heading: 'Get an Enclosure Quote',
    intro:
      'Give us the size and material you have in mind; a drawing or photo helps. We reply within one working day.',
  },
};
