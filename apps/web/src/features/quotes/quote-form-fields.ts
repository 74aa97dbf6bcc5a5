/**
 * The fields of each service's form as plain data: their
 * order, inputs, option lists (every select starting on an empty choice) and which are required;
 * and the payload a form's values make. Pure, so it is unit-tested without a browser.
 */
import { quoteOptions as o, type QuoteField, type QuoteKind } from '@shop/shared/quotes/messages';
import type { QuoteRequestInput } from '@shop/shared/quotes/schemas';

export type QuoteFieldSpec = {
  name: QuoteField;
  input: 'text' | 'email' | 'tel' | 'number' | 'select' | 'textarea';
  required?: boolean;
  options?: readonly string[];
  rows?: number;
};

const contact: QuoteFieldSpec[] = [
  { name: 'name', input: 'text', required: true },
  { name: 'email', input: 'email', required: true },
  { name: 'phone', input: 'tel' },
];
const select = (name: QuoteField, options: readonly string[]): QuoteFieldSpec => ({
  name,
  input: 'select',
  options,
});
const quantity: QuoteFieldSpec = { name: 'quantity', input: 'number' };
const requirements = (rows = 4): QuoteFieldSpec => ({
  name: 'requirements',
  input: 'textarea',
  rows,
});

export const quoteFormFields: Record<QuoteKind, QuoteFieldSpec[]> = {
  pcb: [...contact, select('projectType', o.pcbProjectType), quantity, requirements()],
  '3d-printing': [
    ...contact,
    select('projectType', o.printingProjectType),
    quantity,
    select('material', o.printingMaterial),
    requirements(),
  ],
  enclosure: [
    ...contact,
    select('projectType', o.enclosureProjectType),
    select('material', o.enclosureMaterial),
    { name: 'dimensions', input: 'text' },
    requirements(),
  ],
  'battery-pack': [
    ...contact,
    select('projectType', o.batteryProjectType),
    select('batteryType', o.batteryType),
    { name: 'capacity', input: 'text' },
    { name: 'voltage', input: 'text' },
    requirements(4),
  ],
  sourcing: [
    ...contact,
    select('projectType', o.sourcingProjectType),
    select('componentType', o.componentType),
    quantity,
    requirements(4),
  ],
  support: [
    ...contact,
    select('supportType', o.supportType),
    select('priority', o.priority),
    { name: 'subject', input: 'text', required: true },
    { name: 'description', input: 'textarea', required: true, rows: 6 },
  ],
};

export type QuoteFormValues = Partial<Record<QuoteField, string>>;

/** Every field empty: texts blank, selects on their empty choice. */
export function emptyQuoteForm(kind: QuoteKind): QuoteFormValues {
  return Object.fromEntries(quoteFormFields[kind].map((field) => [field.name, '']));
}

/** The payload: numbers as numbers, an empty number left out, the rest as typed. */
export function toQuoteInput(kind: QuoteKind, values: QuoteFormValues): QuoteRequestInput {
  const input: Record<string, string | number> = { kind };
  for (const field of quoteFormFields[kind]) {
    const value = values[field.name] ?? '';
    if (field.input === 'number') {
      if (value.trim() !== '') input[field.name] = Number(value);
    } else {
      input[field.name] = value;
    }
  }
  return input as QuoteRequestInput;
}
