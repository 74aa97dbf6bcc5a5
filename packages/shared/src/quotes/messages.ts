/**
 * Texts and option lists of the service quote forms and the support request form: each select
 * starting on an empty choice. Zod-free.
 */
export const QUOTE_KINDS = [
  'pcb',
  '3d-printing',
  'enclosure',
  'battery-pack',
  'sourcing',
  'support',
] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

export const quoteOptions = {
  pcbProjectType: ['prototype', 'small-batch', 'production', 'custom'],
  printingProjectType: ['prototype', 'production', 'custom', 'replacement'],
  /** The materials the 3D printing page lists. */
  printingMaterial: ['pla', 'abs', 'petg', 'tpu', 'resin', 'carbon-fiber'],
  enclosureProjectType: ['prototype', 'production', 'custom', 'modification'],
  enclosureMaterial: ['aluminum', 'steel', 'plastic', 'polycarbonate', 'abs', 'composite'],
  batteryProjectType: ['prototype', 'production', 'custom', 'replacement'],
  batteryType: ['li-ion', 'lipo', 'nimh', 'lead-acid', 'lifepo4', 'custom'],
  sourcingProjectType: ['prototype', 'production', 'replacement', 'upgrade'],
  componentType: [
    'microcontroller',
    'sensor',
    'power',
    'communication',
    'passive',
    'display',
    'other',
  ],
  supportType: ['design', 'troubleshooting', 'documentation', 'testing', 'training', 'emergency'],
  priority: ['low', 'medium', 'high', 'critical'],
} as const;

/** How an option value reads on the forms and in the back office. */
export const optionLabels: Record<string, string> = {
  prototype: 'Prototype',
  'small-batch': 'Small Batch',
  production: 'Production',
  custom: 'Custom',
  replacement: 'Replacement',
  modification: 'Modification',
  upgrade: 'Upgrade',
  pla: 'PLA',
  abs: 'ABS',
  petg: 'PETG',
  tpu: 'TPU/TPE',
  resin: 'Resin',
  'carbon-fiber': 'Carbon Fiber',
  aluminum: 'Aluminum',
  steel: 'Steel',
  plastic: 'Plastic',
  polycarbonate: 'Polycarbonate',
  composite: 'Composite',
  'li-ion': 'Li-ion',
  lipo: 'LiPo',
  nimh: 'NiMH',
  'lead-acid': 'Lead-Acid',
  lifepo4: 'LiFePO4',
  microcontroller: 'Microcontrollers',
  sensor: 'Sensors',
  power: 'Power Management',
  communication: 'Communication ICs',
  passive: 'Passive Components',
  display: 'Displays',
  other: 'Other',
  design: 'Design Consultation',
  troubleshooting: 'Troubleshooting',
  documentation: 'Documentation',
  testing: 'Testing & Validation',
  training: 'Training',
  emergency: 'Emergency Support',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const optionLabel = (value: string) => optionLabels[value] ?? value;

/** The label of every quote field, on the forms and in the back office's list. */
export const quoteFieldLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  projectType: 'Project Type',
  quantity: 'Quantity',
  material: 'Material',
  dimensions: 'Dimensions',
  batteryType: 'Battery Type',
  capacity: 'Capacity (mAh)',
  voltage: 'Voltage (V)',
  componentType: 'Component Type',
  supportType: 'Support Type',
  priority: 'Priority',
  subject: 'Subject',
  description: 'Description',
  requirements: 'Requirements',
} as const;
export type QuoteField = keyof typeof quoteFieldLabels;

/** What each kind is called: the forms' headings and the back office's type column. */
export const quoteKindLabels: Record<QuoteKind, string> = {
  pcb: 'PCB Quote',
  '3d-printing': '3D Printing Quote',
  enclosure: 'Enclosure Quote',
  'battery-pack': 'Battery Pack Quote',
  sourcing: 'Sourcing Quote',
  support: 'Support Request',
};

export const quoteMessages = {
  quoteHeading: 'Request a Quote',
  supportHeading: 'Request Support',
  selectOption: 'Select an option',
  requestQuote: 'Request Quote',
  submitRequest: 'Submit Request',
  submitting: 'Submitting',
  quoteSent:
    'Thank you! Your quote request has been sent. We will get back to you within one business day.',
  supportSent:
    'Thank you! Your support request has been sent. Our engineers will contact you shortly.',
  failed: 'Failed to submit your request. Please try again.',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Description is required',
  chooseOption: 'Please choose one of the options',
  phoneInvalid:
    'Please enter a valid 10-digit Indian phone number: a mobile, or a landline with its STD code',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,000,000',
  tooLong: 'This field is too long',
  kindInvalid: 'Unknown kind of request',
  tooMany: 'Too many requests from your address. Please wait an hour and try again.',
} as const;
