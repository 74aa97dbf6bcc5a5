/**
 * The enquiry form as plain data: its empty values, a signed-in shopper's details in them, and
 * the payload they make. The contact form has the same fields but the GST number and the
 * package, and only the name, e-mail and message required.
 */
import type { ContactMessageInput, EnquiryInput } from '@shop/shared/enquiries/schemas';
import type { SenderDetails } from '@/lib/sender-details';

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

/** The form as it opens: the sender's name, e-mail and phone filled in when they are known. */
export function enquiryFormFor(sender: SenderDetails): EnquiryFormValues {
  return {
    ...emptyEnquiryForm,
    firstName: sender.firstName,
    lastName: sender.lastName,
    email: sender.email,
    phone: sender.phone,
  };
}

/** The contact form's payload: what it does not ask for is left out. */
export function toContactInput(values: EnquiryFormValues): ContactMessageInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    company: values.company,
    sector: values.sector as ContactMessageInput['sector'],
    message: values.message,
  };
}

/** The payload; a sector left on its empty choice is sent as missing, so its message shows. */
export function toEnquiryInput(values: EnquiryFormValues): EnquiryInput {
  return {
    ...values,
    sector: (values.sector || undefined) as EnquiryInput['sector'],
    enquiry: values.enquiry as EnquiryInput['enquiry'],
  };
}
