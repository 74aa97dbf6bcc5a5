/**
 * The quote and support request contract (POST /api/quotes): one schema per kind, told apart by
 * `kind`, each with the fields of its form. Name and e-mail
 * are always required, and the support request's subject and description too; a select may be
 * left on its empty choice ('').
 */
import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { indianPhoneSchema } from '../addresses/schemas';
import { quoteMessages as m, quoteOptions as o } from './messages';

export const MAX_QUOTE_QUANTITY = 1_000_000;

const text = (max: number) => z.string().trim().max(max, m.tooLong).optional();
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.literal(''), z.enum(options)], { error: m.chooseOption }).optional();
const quantity = z
  .number({ error: m.quantityInvalid })
  .int(m.quantityInvalid)
  .min(1, m.quantityInvalid)
  .max(MAX_QUOTE_QUANTITY, m.quantityInvalid)
  .optional();

const contact = {
  name: required(m.nameRequired, 100),
  email: emailSchema,
  /** Optional; when given, a mobile or a landline with its STD code, kept as its ten digits. */
  phone: z.union([z.literal(''), indianPhoneSchema(m.phoneInvalid)]).optional(),
};
const requirements = text(5000);

export const pcbQuoteSchema = z.object({
  kind: z.literal('pcb'),
  ...contact,
  projectType: choice(o.pcbProjectType),
  quantity,
  requirements,
});

export const printingQuoteSchema = z.object({
  kind: z.literal('3d-printing'),
  ...contact,
  projectType: choice(o.printingProjectType),
  quantity,
  material: choice(o.printingMaterial),
  requirements,
});

export const enclosureQuoteSchema = z.object({
  kind: z.literal('enclosure'),
  ...contact,
  projectType: choice(o.enclosureProjectType),
  material: choice(o.enclosureMaterial),
  dimensions: text(200),
  requirements,
});

export const batteryQuoteSchema = z.object({
  kind: z.literal('battery-pack'),
  ...contact,
  projectType: choice(o.batteryProjectType),
  batteryType: choice(o.batteryType),
  /** mAh, as the customer writes it. */
  capacity: text(50),
  /** Volts, as the customer writes it. */
  voltage: text(50),
  requirements,
});

export const sourcingQuoteSchema = z.object({
  kind: z.literal('sourcing'),
  ...contact,
  projectType: choice(o.sourcingProjectType),
  componentType: choice(o.componentType),
  quantity,
  requirements,
});

export const supportRequestSchema = z.object({
  kind: z.literal('support'),
  ...contact,
  supportType: choice(o.supportType),
  priority: choice(o.priority),
  subject: required(m.subjectRequired, 200),
  description: required(m.descriptionRequired, 5000),
});

export const quoteRequestSchema = z.discriminatedUnion(
  'kind',
  [
    pcbQuoteSchema,
    printingQuoteSchema,
    enclosureQuoteSchema,
    batteryQuoteSchema,
    sourcingQuoteSchema,
    supportRequestSchema,
  ],
  { error: m.kindInvalid },
);
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequestBody = z.output<typeof quoteRequestSchema>;
