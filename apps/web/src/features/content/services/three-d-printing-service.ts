/** 3D printing: technologies with build volumes and resolutions, materials, turnaround, formats. */
import { Droplets, Layers, Sparkles } from 'lucide-react';
import { serviceCards } from './service-catalogue';
import type { ServiceContent } from './service-page';

export const threeDPrintingService: ServiceContent = {
  card: serviceCards['3d-printing'],
  intro:
    'Functional prototypes, jigs and fixtures, enclosures and replacement parts printed on FDM, SLA and SLS machines. Send a model, pick a material and a turnaround, and we print, clean up and ship it anywhere in India.',
  facts: [
    { label: 'Technologies', value: 'FDM, SLA, SLS' },
    { label: 'Finest layer', value: '0.025 mm' },
    { label: 'Largest build', value: '300 x 300 x 400 mm' },
    { label: 'Rush turnaround', value: '1-2 business days' },
  ],
  sections: [
    {
      kind: 'cards',
      id: 'technologies',
      heading: 'Printing Technologies',
      items: [
        {
          title: 'FDM (Fused Deposition Modelling)',
          Icon: Layers,
          description: 'Strong, affordable parts for prototypes, brackets, jigs and enclosures.',
          specs: [
            { label: 'Build volume', value: '300 x 300 x 400 mm' },
            { label: 'Layer resolution', value: '0.1 to 0.3 mm' },
          ],
        },
        {
          title: 'SLA (Stereolithography)',
          Icon: Droplets,
          description:
            'Smooth, finely detailed resin parts for miniatures, dental models and snap fits.',
          specs: [
            { label: 'Build volume', value: '120 x 68 x 150 mm' },
            { label: 'Layer resolution', value: '0.025 to 0.1 mm' },
          ],
        },
        {
          title: 'SLS (Selective Laser Sintering)',
          Icon: Sparkles,
          description:
            'Nylon parts without support marks, tough enough for end use and living hinges.',
          specs: [
            { label: 'Build volume', value: '300 x 300 x 300 mm' },
            { label: 'Layer resolution', value: '0.06 to 0.15 mm' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'materials',
      heading: 'Materials',
      items: [
        {
          title: 'PLA',
          description:
            'Easy, crisp and low-cost: display models, fit checks and classroom projects.',
        },
        {
          title: 'ABS',
          description: 'Tougher and heat resistant up to about 90 °C; can be vapour smoothed.',
        },
        {
          title: 'PETG',
          description:
            'Strong and slightly flexible, resists moisture: outdoor and food-contact-safe parts.',
        },
        {
          title: 'TPU/TPE',
          description:
            'Rubber-like flexible filaments for gaskets, grips, bumpers and cable strain reliefs.',
        },
        {
          title: 'Resin',
          description:
            'Standard, tough and castable resins on SLA for fine detail and smooth surfaces.',
        },
        {
          title: 'Carbon Fiber',
          description:
            'Carbon-filled nylon and PETG for stiff, light drone frames and robot parts.',
        },
      ],
    },
    {
      kind: 'specs',
      id: 'turnaround',
      heading: 'Turnaround Options',
      intro: 'Counted from the day we confirm your model and payment, excluding delivery time.',
      specs: [
        { label: 'Rush', value: '1-2 business days' },
        { label: 'Standard', value: '3-5 business days' },
        { label: 'Economy', value: '5-10 business days' },
      ],
    },
    {
      kind: 'tags',
      id: 'file-formats',
      heading: 'Accepted File Formats',
      intro: 'Export in millimetres. We check wall thickness and overhangs before we print.',
      items: ['STL', 'OBJ', '3MF', 'STEP/IGES'],
    },
    {
      kind: 'cards',
      id: 'project-types',
      heading: 'What We Print',
      columns: 4,
      items: [
        {
          title: 'Prototype',
          description: 'Form and fit models to test before you cut a mould or order metal.',
        },
        {
          title: 'Production',
          description: 'Batches of tens to hundreds of identical parts, nested to save cost.',
        },
        {
          title: 'Custom',
          description: 'One-off pieces: cosplay, architecture models, college project parts.',
        },
        {
          title: 'Replacement',
          description:
            'Broken knobs, clips and gears measured and reprinted for machines and appliances.',
        },
      ],
    },
  ],
  process: [
    {
      title: 'Upload your model',
      description: 'Share the file and tell us the material, colour and quantity you need.',
    },
    {
      title: 'Printability check',
      description: 'We check the model, suggest changes if needed and confirm price and date.',
    },
    {
      title: 'Print and finish',
      description: 'Parts are printed, supports removed and surfaces sanded or cured.',
    },
    {
      title: 'Inspect and deliver',
      description:
        'Key dimensions are measured, then parts are packed and shipped or kept for pickup.',
    },
  ],
  form: {
    heading: 'Get a 3D Printing Quote',
    intro:
      'Describe your part and we will reply with a price and delivery date, usually the same working day.',
  },
};
