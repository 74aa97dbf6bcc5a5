/**
 * The enquiries contract: the business enquiry a visitor sends,
 * and the back office's list, which holds enquiries and service requests together, each with its
 * type. Used by the API to validate and answer, and by the forms to check before sending.
 */
import { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { INDIAN_PHONE_NUMBER, normalisePhone } from '../addresses/checks';
import { indianPhoneSchema } from '../addresses/schemas';
import { pagingQuerySchema } from '../http/paging';
import { QUOTE_KINDS } from '../quotes/messages';
import { enquiryMessages as m, PACKAGE_OPTIONS, SECTOR_OPTIONS } from './messages';

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, m.tooLong);
export const optionalText = (max: number) => z.string().trim().max(max, m.tooLong).optional();

/**
 * A business's number as typed or pasted: a mobile or an office landline with its STD code,
 * kept as its ten digits.
 */
export const phoneNumberSchema = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .pipe(indianPhoneSchema(m.phoneInvalid));

/** firstName, email, company, sector, phone and message are required. */
export const enquirySchema = z.object({
  firstName: requiredText(m.firstNameRequired, 60),
  lastName: optionalText(60),
  email: emailSchema,
  phone: phoneNumberSchema,
  company: requiredText(m.companyRequired, 200),
  sector: z.enum(SECTOR_OPTIONS, { error: m.sectorRequired }),
  gst: optionalText(20),
  /** The package asked about: one of the three, or none chosen. */
  enquiry: z
    .union([z.literal(''), z.enum(PACKAGE_OPTIONS)], { error: m.packageInvalid })
    .optional(),
  message: requiredText(m.messageRequired, 5000),
});
export type EnquiryInput = z.input<typeof enquirySchema>;
export type EnquiryBody = z.output<typeof enquirySchema>;

/**
 * A message from the contact form: anyone may write, so only a name, an e-mail to answer and the
 * message are required; a phone (checked when given), company and sector are optional.
 */
export const contactMessageSchema = z.object({
  firstName: requiredText(m.firstNameRequired, 60),
  lastName: optionalText(60),
  email: emailSchema,
  phone: z
    .string()
    .transform(normalisePhone)
    .refine((value) => value === '' || INDIAN_PHONE_NUMBER.test(value), m.phoneInvalid)
    .optional(),
  company: optionalText(200),
  sector: z.union([z.literal(''), z.enum(SECTOR_OPTIONS)], { error: m.sectorInvalid }).optional(),
  message: requiredText(m.messageRequired, 5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageBody = z.output<typeof contactMessageSchema>;

export const enquiryTypes = ['enquiry', ...QUOTE_KINDS] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

const listed = {
  _id: z.string(),
  createdAt: z.string(),
  /** When an administrator marked it handled; null while it is new. */
  handledAt: z.string().nullable(),
};

/** An enquiry record, as the back office lists it. */
export const enquiryRecordSchema = z.object({
  ...listed,
  type: z.literal('enquiry'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  sector: z.string(),
  gst: z.string(),
  enquiry: z.string(),
  message: z.string(),
});
export type EnquiryRecord = z.infer<typeof enquiryRecordSchema>;

/** A quote or support request as the back office lists it: its own fields under `details`. */
export const quoteRecordSchema = z.object({
  ...listed,
  type: z.enum(QUOTE_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type QuoteRecord = z.infer<typeof quoteRecordSchema>;

export const enquiryListItemSchema = z.discriminatedUnion('type', [
  enquiryRecordSchema,
  quoteRecordSchema,
]);
export type EnquiryListItem = z.infer<typeof enquiryListItemSchema>;

export const enquiryListQuerySchema = pagingQuerySchema.extend({
  /** Only enquiries, or only one kind of service request. */
  type: z.enum(enquiryTypes).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

export const markHandledSchema = z.object({ handled: z.boolean() });

export const ENQUIRY_REPLY_MAX = 5000;

/** Staff's reply to an enquiry or a quote request, e-mailed to the visitor and kept. */
export const enquiryReplySchema = z.object({
  text: z
    .string({ error: m.replyRequired })
    .trim()
    .min(1, { error: m.replyRequired })
    .max(ENQUIRY_REPLY_MAX, { error: m.replyTooLong }),
});
export type EnquiryReplyInput = z.input<typeof enquiryReplySchema>;

/** One message of an enquiry's thread: so far always a reply staff sent. */
export const enquiryThreadMessageSchema = z.object({
  _id: z.string(),
  from: z.literal('staff'),
  /** The administrator who wrote it. */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type EnquiryThreadMessage = z.infer<typeof enquiryThreadMessageSchema>;
