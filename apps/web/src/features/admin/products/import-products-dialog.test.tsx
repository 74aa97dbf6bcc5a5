// @vitest-environment jsdom
/**
 * The Import CSV dialog: the chosen file goes to the preview as CSV text; the table says each
 * row's result, changes and errors in words; "Apply N good rows" sends the preview's token and
 * shows the summary, and is disabled when no row is good. The API is answered at the network's
 * edge.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@shop/shared/catalog/product-import';
import { ImportProductsDialog, changeInWords } from './components/import-products-dialog';

const token = '6f1c7c1e-1b2a-4c3d-9e8f-0a1b2c3d4e5f';
const preview: ImportPreview = {
  token,
  expiresAt: '2026-11-27T08:00:00.000Z',
  counts: { good: 1, bad: 1, unchanged: 0 },
  rows: [
    {
      line: 2,
      product: { _id: 'a', name: 'Arduino Uno R3', sku: 'CK-UNO' },
      matchedBy: 'sku',
      changes: [
        { field: 'price', from: 100, to: 149.5 },
        { field: 'quantity', from: 10, to: 25 },
      ],
      errors: {},
    },
    {
      line: 3,
      product: { _id: 'b', name: 'Servo SG90', sku: null },
      matchedBy: 'id',
      changes: [],
      errors: { price: ['Price must be at least ₹1'] },
    },
  ],
};

let sent: Array<{ url: string; method: string; type: string | null; body: string }>;
let answers: unknown[];

beforeEach(() => {
  sent = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = init?.body instanceof Blob ? await init.body.text() : String(init?.body ?? '');
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        type:
          init?.body instanceof Blob
            ? init.body.type
            : new Headers(init?.headers).get('content-type'),
        body,
      });
      return Response.json(answers.shift(), { status: 200 });
    }),
  );
  // jsdom's files cannot say their text; a browser's can.
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(this);
    });
  };
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportProductsDialog onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the Import CSV dialog', () => {
  it('previews the file, says each row in words, then applies the good rows', async () => {
    const user = userEvent.setup();
    answers.push(preview, { applied: 1, lines: [2], alreadyApplied: false });
    open();
    const file = new File(['sku,price\nCK-UNO,149.50\n'], 'prices.csv', { type: '' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const good = (await screen.findByRole('row', { name: /Arduino Uno R3/ })) as HTMLElement;
    expect(sent[0]).toMatchObject({
      url: expect.stringContaining('/admin/products/import/preview'),
      method: 'POST',
      type: 'text/csv',
      body: 'sku,price\nCK-UNO,149.50\n',
    });
    expect(within(good).getByText('Will change')).toBeTruthy();
    expect(within(good).getByText('Price: ₹100.00 → ₹149.50')).toBeTruthy();
    expect(within(good).getByText('Stock: 10 → 25')).toBeTruthy();
    const bad = screen.getByRole('row', { name: /Servo SG90/ });
    expect(within(bad).getByText('Error')).toBeTruthy();
    expect(within(bad).getByText('Price: Price must be at least ₹1')).toBeTruthy();
    expect(screen.getByText(/Nothing has changed yet/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apply 1 good row' }));
    expect(sent[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ token }) });
    expect(await screen.findByText('1 product updated.')).toBeTruthy();
  });

  it('offers no apply when no row is good', async () => {
    const user = userEvent.setup();
    answers.push({
      ...preview,
      counts: { good: 0, bad: 1, unchanged: 0 },
      rows: [preview.rows[1]],
    });
    open();
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'x.csv'));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const apply = await screen.findByRole('button', { name: 'Apply 0 good rows' });
    expect((apply as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes a removed sale price as none', () => {
    expect(changeInWords({ field: 'compare_at_price', from: 200, to: null })).toBe(
      'Compare-at price: ₹200.00 → none',
    );
  });
});
