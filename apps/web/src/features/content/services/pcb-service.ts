/** PCB manufacturing: capabilities, materials, project types and process. */
import { Cpu, FlaskConical, Layers, Zap } from 'lucide-react';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const pcbService: ServiceContent = {
  card: serviceCards.pcb,
  intro:
    'Prototype and production printed circuit boards made to your Gerber files, from a single-sided hobby board to 12-layer controller boards. Every order gets a free design-for-manufacture check by our engineers before it goes to fabrication.',
  facts: [
    { label: 'Layers', value: '1 to 12' },
    { label: 'Finest track / gap', value: '0.1 mm (4 mil)' },
    { label: 'Prototype lead time', value: '5-7 working days' },
    { label: 'Minimum order', value: '5 boards' },
  ],
  sections: [
    {
      kind: 'specs',
      id: 'capabilities',
      heading: 'Manufacturing Capabilities',
      intro: 'What we can build as standard. Ask us if your design needs something outside these.',
      specs: [
        { label: 'Layer count', value: '1 to 12 layers' },
        { label: 'Largest board', value: '500 x 600 mm' },
        { label: 'Board thickness', value: '0.4 to 3.2 mm' },
        { label: 'Copper weight', value: '1 to 3 oz (35 to 105 µm)' },
        { label: 'Minimum track and spacing', value: '0.1 mm / 0.1 mm' },
        { label: 'Smallest drilled hole', value: '0.2 mm' },
        { label: 'Surface finish', value: 'Lead-free HASL, ENIG, OSP' },
        { label: 'Solder mask colours', value: 'Green, black, blue, red, white, yellow' },
        { label: 'Impedance control', value: '±10%, 4 layers and above' },
      ],
    },
    {
      kind: 'cards',
      id: 'materials',
      heading: 'Board Materials',
      columns: 4,
      items: [
        {
          title: 'FR-4',
          Icon: Layers,
          description:
            'The everyday glass-epoxy laminate, in Tg 140 for general work and Tg 170 for lead-free assembly and hot enclosures.',
        },
        {
          title: 'Aluminium core (MCPCB)',
          Icon: Zap,
          description:
            'Single-layer boards on an aluminium base that carries heat away from LEDs, motor drivers and power stages.',
        },
        {
          title: 'High-frequency laminates',
          Icon: Cpu,
          description:
            'Rogers and PTFE materials with a stable dielectric constant for RF front ends, antennas and radar.',
        },
        {
          title: 'Polyimide flex and rigid-flex',
          Icon: FlaskConical,
          description:
            'Thin flexible circuits for wearables and folded assemblies, with stiffeners where connectors sit.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'project-types',
      heading: 'Projects We Take On',
      columns: 4,
      items: [
        {
          title: 'Prototype',
          description: '5 to 20 boards to prove a design, with a DFM report you can learn from.',
        },
        {
          title: 'Small batch',
          description: 'Up to 500 boards for pilot runs, college labs and product launches.',
        },
        {
          title: 'Production',
          description:
            'Panelised runs of 500 and more, with stencils and assembly if you need them.',
        },
        {
          title: 'Custom',
          description: 'Heavy copper, castellated holes, blind vias and other special builds.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'quality',
      heading: 'Quality on Every Order',
      items: [
        'Gerber and drill files reviewed within one working day',
        '100% electrical test (flying probe on prototypes)',
        'Automated optical inspection of inner layers',
        'Workmanship to IPC-A-600 Class 2, Class 3 on request',
        'RoHS-compliant materials and finishes',
        'GST invoice with every order for your input tax credit',
      ],
    },
  ],
  process: [
    {
      title: 'Share your design',
      description:
        'Send Gerbers, drill files and your BOM if you want assembly. KiCad and Altium projects are fine too.',
    },
    {
      title: 'DFM review and quote',
      description:
        'An engineer checks clearances, drills and stack-up, and we send a quote with the lead time.',
    },
    {
      title: 'Fabrication and testing',
      description:
        'Boards are made, electrically tested and inspected; assembly follows if ordered.',
    },
    {
      title: 'Dispatch',
      description:
        'Packed in anti-static bags and shipped by courier across India, or collected from our store.',
    },
  ],
  form: {
    heading: 'Get a PCB Quote',
    intro:
      'Tell us about your boards and we will reply with a price and lead time within one working day. You can send Gerber files by e-mail once we reply.',
  },
};
