/**
 * The service request forms: each kind's fields and option lists,
 * every select starting on an empty choice, the required fields marked for the browser's own
 * check, and the payload the shared schema accepts (or names the field it refuses).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QUOTE_KINDS, quoteOptions } from '@shop/shared/quotes/messages';
import { quoteRequestSchema } from '@shop/shared/quotes/schemas';
import { fieldErrorsOf } from '@/lib/request-form';
import {
  BatteryPackQuoteForm,
  EnclosureQuoteForm,
  PcbQuoteForm,
  PrintingQuoteForm,
  SourcingQuoteForm,
  SupportRequestForm,
} from './components/service-request-forms';
import { emptyQuoteForm, quoteFormFields, toQuoteInput } from './quote-form-fields';

const render = (form: ReactElement) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{form}</QueryClientProvider>,
  );

const names = (kind: (typeof QUOTE_KINDS)[number]) => quoteFormFields[kind].map((f) => f.name);

describe('the fields of each form', () => {
  it('are each service’s own fields, in form order', () => {
    const contact = ['name', 'email', 'phone'];
    expect(names('pcb')).toEqual([...contact, 'projectType', 'quantity', 'requirements']);
    expect(names('3d-printing')).toEqual([
      ...contact,
      'projectType',
      'quantity',
      'material',
      'requirements',
    ]);
    expect(names('enclosure')).toEqual([
      ...contact,
      'projectType',
      'material',
      'dimensions',
      'requirements',
    ]);
    expect(names('battery-pack')).toEqual([
      ...contact,
      'projectType',
      'batteryType',
      'capacity',
      'voltage',
      'requirements',
    ]);
    expect(names('sourcing')).toEqual([
      ...contact,
      'projectType',
      'componentType',
      'quantity',
      'requirements',
    ]);
    expect(names('support')).toEqual([
      ...contact,
      'supportType',
      'priority',
      'subject',
      'description',
    ]);
  });

  it('require name and e-mail, and the support request’s subject and description', () => {
    for (const kind of QUOTE_KINDS) {
      const required = quoteFormFields[kind].filter((f) => f.required).map((f) => f.name);
      expect(required).toEqual(
        kind === 'support' ? ['name', 'email', 'subject', 'description'] : ['name', 'email'],
      );
    }
  });

  it('offer each select’s fixed option list', () => {
    const options = (kind: (typeof QUOTE_KINDS)[number], name: string) =>
      quoteFormFields[kind].find((f) => f.name === name)?.options;
    expect(options('pcb', 'projectType')).toEqual(quoteOptions.pcbProjectType);
    expect(options('enclosure', 'material')).toEqual([
      'aluminum',
      'steel',
      'plastic',
      'polycarbonate',
      'abs',
      'composite',
    ]);
    expect(options('battery-pack', 'batteryType')).toEqual([
      'li-ion',
      'lipo',
      'nimh',
      'lead-acid',
      'lifepo4',
      'custom',
    ]);
    expect(options('sourcing', 'projectType')).toEqual([
      'prototype',
      'production',
      'replacement',
      'upgrade',
    ]);
    expect(options('support', 'priority')).toEqual(['low', 'medium', 'high', 'critical']);
  });
});

describe('the forms as rendered', () => {
  const forms = [
    ['pcb', PcbQuoteForm],
    ['3d-printing', PrintingQuoteForm],
    ['enclosure', EnclosureQuoteForm],
    ['battery-pack', BatteryPackQuoteForm],
    ['sourcing', SourcingQuoteForm],
    ['support', SupportRequestForm],
  ] as const;

  it('label every input, start every select on an empty choice and mark the required fields', () => {
    for (const [kind, Form] of forms) {
      const html = render(<Form />);
      const ids = [...html.matchAll(/<(?:input|select|textarea)[^>]* id="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(ids.length, kind).toBe(quoteFormFields[kind].length);
      for (const id of ids) expect(html, `${kind} ${id}`).toContain(`for="${id}"`);
      const selects = [...html.matchAll(/<select[^>]*>(.*?)<\/select>/g)];
      expect(selects.length, kind).toBe(
        quoteFormFields[kind].filter((f) => f.input === 'select').length,
      );
      for (const [, options] of selects) {
        expect(options).toMatch(/^<option value="" selected="">Select an option<\/option>/);
      }
      expect(html.match(/ required=""/g)?.length, kind).toBe(
        quoteFormFields[kind].filter((f) => f.required).length,
      );
      expect(html).toContain('type="email"');
      expect(html).toContain('type="tel"');
    }
  });

  it('name their buttons and headings by what they send', () => {
    expect(render(<PcbQuoteForm />)).toContain('>Request Quote</button>');
    expect(render(<PcbQuoteForm heading="Get your PCB quote" />)).toContain(
      '>Get your PCB quote</h2>',
    );
    const support = render(<SupportRequestForm />);
    expect(support).toContain('>Submit Request</button>');
    expect(support).toContain('>Request Support</h2>');
    expect(support).toMatch(/<textarea[^>]* rows="6"/);
    expect(render(<SourcingQuoteForm />)).toMatch(/<textarea[^>]* rows="4"/);
  });
});

describe('the payload', () => {
  it('starts empty and, filled in, is what the shared schema accepts', () => {
    const values = emptyQuoteForm('sourcing');
    expect(Object.values(values).every((v) => v === '')).toBe(true);
    const input = toQuoteInput('sourcing', {
      ...values,
      name: 'Ravi',
      email: 'ravi@example.in',
      componentType: 'sensor',
      quantity: '250',
    });
    expect(input).toMatchObject({ kind: 'sourcing', quantity: 250, projectType: '' });
    expect(quoteRequestSchema.safeParse(input).success).toBe(true);
  });

  it('leaves an empty quantity out and names the fields the schema refuses', () => {
    const empty = toQuoteInput('pcb', emptyQuoteForm('pcb'));
    expect(empty).not.toHaveProperty('quantity');
    const parsed = quoteRequestSchema.safeParse(empty);
    expect(parsed.success).toBe(false);
    expect(Object.keys(fieldErrorsOf(parsed.error!.issues))).toEqual(['name', 'email']);
    const support = quoteRequestSchema.safeParse(
      toQuoteInput('support', { name: 'Ravi', email: 'ravi@example.in' }),
    );
    expect(fieldErrorsOf(support.error!.issues)).toEqual({
      subject: 'Subject is required',
      description: 'Description is required',
    });
  });
});

describe('the forms for a signed-in shopper', () => {
  it('open with their name, e-mail and phone; a visitor’s are empty', () => {
    const client = new QueryClient();
    client.setQueryData(['session'], {
      _id: 'u1',
      firstName: 'Ravi',
      lastName: 'Teja',
      email: 'ravi.teja@example.in',
      mobile: '9848022338',
    });
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <SupportRequestForm heading={null} />
      </QueryClientProvider>,
    );
    const value = (name: string) =>
      new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
    expect(value('name')).toBe('Ravi Teja');
    expect(value('email')).toBe('ravi.teja@example.in');
    expect(value('phone')).toBe('9848022338');
    expect(render(<PcbQuoteForm heading={null} />)).not.toContain('ravi.teja@example.in');
  });
});
