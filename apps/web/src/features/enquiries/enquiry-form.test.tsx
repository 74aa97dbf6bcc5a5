/**
 * The business enquiry form and the contact form: the fields, required ones and option lists,
 * labelled, and the payload the shared schema accepts or refuses field by field.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquirySchema } from '@shop/shared/enquiries/schemas';
import { fieldErrorsOf } from '@/lib/request-form';
import { ContactForm } from './components/contact-form';
import { EnquiryForm } from './components/enquiry-form';
import { emptyEnquiryForm, toEnquiryInput } from './enquiry-form-values';

const render = (form: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>,
  );

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
