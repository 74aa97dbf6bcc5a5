/**
 * The business enquiry form and the contact form: the fields, required ones and option lists,
 * labelled, and the payload the shared schema accepts or refuses field by field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { User } from '@shop/shared/accounts/schemas';
import { contactMessageSchema, enquirySchema } from '@shop/shared/enquiries/schemas';
import { fieldErrorsOf } from '@/lib/request-form';
import { ContactForm } from './components/contact-form';
import { EnquiryForm } from './components/enquiry-form';
import { emptyEnquiryForm, toContactInput, toEnquiryInput } from './enquiry-form-values';

const render = (form: ReactElement, user: User | null = null) => {
  const client = new QueryClient();
  client.setQueryData(['session'], user);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
};

const shopper: User = {
  _id: 'u1',
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.in',
  mobile: '9876543210',
};
const valueOf = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];

const fieldNames = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)[^>]* name="([^"]+)"/g)].map((m) => m[1]);
const requiredNames = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)[^>]*>/g)]
    .filter((m) => m[0].includes('required=""'))
    .map((m) => /name="([^"]+)"/.exec(m[0])?.[1]);

describe('the enquiry form', () => {
  const html = render(<EnquiryForm />);

  it('has the enquiry fields, requires firstName, email, company, sector, phone and message', () => {
    expect(fieldNames(html)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'sector',
      'gst',
      'enquiry',
      'message',
    ]);
    expect(requiredNames(html)).toEqual([
      'firstName',
      'email',
      'phone',
      'company',
      'sector',
      'message',
    ]);
    expect(html).toMatch(/<input[^>]*type="email"[^>]*name="email"|name="email"[^>]*type="email"/);
    expect(html).toContain('>Submit Enquiry</button>');
  });

  it('offers the sectors and packages after an empty choice', () => {
    const options = (name: string) =>
      [
        ...(
          new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`).exec(html)?.[1] ?? ''
        ).matchAll(/<option value="([^"]*)"/g),
      ].map((m) => m[1]);
    expect(options('sector')).toEqual(['', 'Private', 'Government', 'Education', 'Startup']);
    expect(options('enquiry')).toEqual([
      '',
      'Package 1 (Basic Lab Setup)',
      'Package 2 (Electronics, Robotics, IoT)',
      'Package 3 (Advanced AI &amp; Innovation Lab)',
    ]);
  });

  it('labels every field', () => {
    for (const [, id] of html.matchAll(/<(?:input|select|textarea)[^>]* id="([^"]+)"/g)) {
      expect(html).toContain(`for="${id}"`);
    }
  });
});

describe('the contact form', () => {
  it('is the enquiry without the GST number and the package, with its own button', () => {
    const html = render(<ContactForm />);
    expect(fieldNames(html)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'sector',
      'message',
    ]);
    expect(html).toContain('>Send Message</button>');
  });

  it('requires only the name, the e-mail and the message', () => {
    expect(requiredNames(render(<ContactForm />))).toEqual(['firstName', 'email', 'message']);
  });

  it('opens with a signed-in shopper’s name, e-mail and phone, and empty for a visitor', () => {
    const html = render(<ContactForm />, shopper);
    expect(valueOf(html, 'firstName')).toBe('Kavya');
    expect(valueOf(html, 'lastName')).toBe('Menon');
    expect(valueOf(html, 'email')).toBe('kavya.menon@example.in');
    expect(valueOf(html, 'phone')).toBe('9876543210');
    expect(valueOf(render(<ContactForm />), 'email')).toBe('');
  });
});

describe('the contact payload', () => {
  it('is accepted with only a name, an e-mail and a message', () => {
    const parsed = contactMessageSchema.safeParse(
      toContactInput({
        ...emptyEnquiryForm,
        firstName: 'Anil',
        email: 'anil@example.in',
        message: 'Do you stock the ESP32-S3?',
      }),
    );
    expect(parsed.success).toBe(true);
  });

  it('an empty form names only the name, the e-mail and the message; a bad phone is still refused', () => {
    const parsed = contactMessageSchema.safeParse(toContactInput(emptyEnquiryForm));
    expect(Object.keys(fieldErrorsOf(parsed.error!.issues))).toEqual([
      'firstName',
      'email',
      'message',
    ]);
    const badPhone = contactMessageSchema.safeParse(
      toContactInput({
        ...emptyEnquiryForm,
        firstName: 'A',
        email: 'a@b.in',
        phone: 'call me',
        message: 'x',
      }),
    );
    expect(Object.keys(fieldErrorsOf(badPhone.error!.issues))).toEqual(['phone']);
  });
});

describe('the enquiry form for a signed-in shopper', () => {
  it('opens with their name, e-mail and phone', () => {
    const html = render(<EnquiryForm />, shopper);
    expect(valueOf(html, 'firstName')).toBe('Kavya');
    expect(valueOf(html, 'email')).toBe('kavya.menon@example.in');
    expect(valueOf(html, 'phone')).toBe('9876543210');
  });
});

describe('the enquiry payload', () => {
  it('an empty form names every required field', () => {
    const parsed = enquirySchema.safeParse(toEnquiryInput(emptyEnquiryForm));
    expect(Object.keys(fieldErrorsOf(parsed.error!.issues))).toEqual([
      'firstName',
      'email',
      'phone',
      'company',
      'sector',
      'message',
    ]);
  });

  it('a filled-in form is accepted; the optional fields may stay empty', () => {
    const parsed = enquirySchema.safeParse(
      toEnquiryInput({
        ...emptyEnquiryForm,
        firstName: 'Lakshmi',
        email: 'principal@school.edu.in',
        phone: '040 2345 6789',
        company: 'Model School',
        sector: 'Education',
        message: 'A basic lab, please.',
      }),
    );
    expect(parsed.success).toBe(true);
  });
});
