/**
 * The enquiry form as plain data: its empty values and the payload they make. The contact form
 * is the same enquiry without the GST number and the package, so one rule serves both.
 */
import type { EnquiryInput } from '@shop/shared/enquiries/schemas';

export type EnquiryFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  sector: string;
  gst: string;
  enquiry: string;
  message: string;
};

export const emptyEnquiryForm: EnquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  sector: '',
  gst: '',
  enquiry: '',
  message: '',
};

/** The payload; a sector left on its empty choice is sent as missing, so its message shows. */
export function toEnquiryInput(values: EnquiryFormValues): EnquiryInput {
  return {
    ...values,
    sector: (values.sector || undefined) as EnquiryInput['sector'],
    enquiry: values.enquiry as EnquiryInput['enquiry'],
  };
}
