/**
 * Return items on My Orders: a quantity select per returnable product (0 up to what is left),
 * the reason and photo fields, the shared schema's and the photo limits' messages beside their
 * fields before anything is sent, and the multipart body with its text fields before the photos.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';
import { returnMessages as m, returnReasonLabels } from '@shop/shared/returns/messages';
import type { Returnable } from '@shop/shared/returns/schemas';
import type { FieldErrors } from '@/lib/request-form';
import { ReturnRequestFields } from './components/return-request-dialog';
import {
  canRequestReturn,
  checkReturnDraft,
  emptyReturnDraft,
  quantityChoices,
  returnFormData,
  type ReturnDraft,
} from './return-request';

const items: Returnable['items'] = [
  { product: 'p-arduino', name: 'Arduino Uno R3', quantity: 2, price: 650 },
  { product: 'p-sensor', name: 'DHT22 Sensor', quantity: 1, price: 240 },
];

const photo = (name: string, type = 'image/png', size = 2_000) =>
  new File([new Uint8Array(size)], name, { type });

const render = (draft: ReturnDraft = emptyReturnDraft(), errors: FieldErrors = {}) =>
  renderToStaticMarkup(
    <ReturnRequestFields
      id="r"
      items={items}
      draft={draft}
      errors={errors}
      busy={false}
      onChange={() => {}}
    />,
  );

/** The opening tag of the element with the given id. */
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0];
/** The options of the select with the given id, as [value, text]. */
const optionsOf = (html: string, id: string) => {
  const select = html.match(new RegExp(`<select[^>]*id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((o) => [
    o[1],
    o[2],
  ]);
};

describe('the quantity of each product', () => {
  it('is a select labelled with the product, offering 0 up to the units still returnable', () => {
    const html = render();
    expect(html).toContain(`<label for="r-quantity-p-arduino"`);
    expect(html).toContain(`>${m.quantityLabel('Arduino Uno R3')}</label>`);
    expect(html).toContain(`>${m.quantityLabel('DHT22 Sensor')}</label>`);
    expect(optionsOf(html, 'r-quantity-p-arduino')).toEqual([
      ['0', '0'],
      ['1', '1'],
      ['2', '2'],
    ]);
    expect(optionsOf(html, 'r-quantity-p-sensor')).toEqual([
      ['0', '0'],
      ['1', '1'],
    ]);
    expect(quantityChoices(0)).toEqual([0]);
  });

  it('starts at 0 and shows what was chosen', () => {
    const html = render({ ...emptyReturnDraft(), quantities: { 'p-arduino': 2 } });
    expect(html).toMatch(/id="r-quantity-p-arduino"[^>]*>.*?<option value="2" selected=""/);
    expect(html).toMatch(/id="r-quantity-p-sensor"[^>]*>.*?<option value="0" selected=""/);
  });
});

describe('the other fields', () => {
  it('offer the reasons by their labels after an empty choice, and take up to 3 images', () => {
    const html = render();
    expect(optionsOf(html, 'r-reason')).toEqual([
      ['', m.reasonPlaceholder],
      ['DAMAGED', returnReasonLabels.DAMAGED],
      ['WRONG_ITEM', returnReasonLabels.WRONG_ITEM],
      ['NOT_AS_DESCRIBED', returnReasonLabels.NOT_AS_DESCRIBED],
      ['CHANGED_MIND', returnReasonLabels.CHANGED_MIND],
    ]);
    expect(html).toContain(`>${m.reasonLabel}</label>`);
    expect(html).toContain(`>${m.detailsLabel}</label>`);
    expect(html).toContain(`>${m.photosLabel}</label>`);
    const photos = tagOf(html, 'r-photos');
    expect(photos).toContain('type="file"');
    expect(photos).toContain('accept="image/*"');
    expect(photos).toContain('multiple=""');
  });
});

describe('the checks before sending', () => {
  it('refuse an empty form with the shared messages: no item, no reason', () => {
    expect(checkReturnDraft(emptyReturnDraft(), items)).toEqual({
      ok: false,
      errors: { items: m.itemsRequired, reason: m.reasonRequired },
    });
  });

  it('refuse more than 3 photos, a file that is no image and one too large', () => {
    const draft: ReturnDraft = {
      ...emptyReturnDraft(),
      quantities: { 'p-sensor': 1 },
      reason: 'DAMAGED',
    };
    const four = ['a', 'b', 'c', 'd'].map((name) => photo(`${name}.png`));
    expect(checkReturnDraft({ ...draft, photos: four }, items)).toEqual({
      ok: false,
      errors: { images: m.tooManyImages },
    });
    expect(
      checkReturnDraft({ ...draft, photos: [photo('bill.pdf', 'application/pdf')] }, items),
    ).toEqual({ ok: false, errors: { images: m.notAnImage } });
    expect(
      checkReturnDraft(
        { ...draft, photos: [photo('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1)] },
        items,
      ),
    ).toEqual({ ok: false, errors: { images: m.imageTooLarge } });
  });

  it('show each problem beside its field, tied to it for screen readers', () => {
    const result = checkReturnDraft(
      { ...emptyReturnDraft(), photos: ['a', 'b', 'c', 'd'].map((n) => photo(`${n}.png`)) },
      items,
    );
    expect(result.ok).toBe(false);
    const html = render(emptyReturnDraft(), (result as { errors: FieldErrors }).errors);
    expect(html).toContain(
      `<p id="r-items-error" class="text-xs font-medium text-red-600">${m.itemsRequired}</p>`,
    );
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="r-items-error"/);
    expect(tagOf(html, 'r-quantity-p-arduino')).toContain('aria-invalid="true"');
    expect(tagOf(html, 'r-reason')).toContain('aria-describedby="r-reason-error"');
    expect(html).toContain(`>${m.reasonRequired}</p>`);
    expect(tagOf(html, 'r-photos')).toContain('aria-describedby="r-photos-error"');
    expect(html).toContain(`>${m.tooManyImages}</p>`);
  });

  it('send only the products with units chosen, the reason and the details trimmed', () => {
    const photos = [photo('box.png'), photo('board.jpg', 'image/jpeg')];
    const result = checkReturnDraft(
      {
        quantities: { 'p-arduino': 1, 'p-sensor': 0 },
        reason: 'DAMAGED',
        details: '  Burnt regulator  ',
        photos,
      },
      items,
    );
    expect(result).toEqual({
      ok: true,
      request: {
        items: [{ product: 'p-arduino', quantity: 1 }],
        reason: 'DAMAGED',
        details: 'Burnt regulator',
      },
      photos,
    });
  });
});

describe('the multipart body', () => {
  it('carries items as JSON text, the reason and details, and then each photo as images', async () => {
    const form = returnFormData(
      {
        items: [
          { product: 'p-arduino', quantity: 1 },
          { product: 'p-sensor', quantity: 1 },
        ],
        reason: 'WRONG_ITEM',
        details: '',
      },
      [photo('one.png'), photo('two.png')],
    );
    expect([...form.keys()]).toEqual(['items', 'reason', 'details', 'images', 'images']);
    expect(JSON.parse(form.get('items') as string)).toEqual([
      { product: 'p-arduino', quantity: 1 },
      { product: 'p-sensor', quantity: 1 },
    ]);
    expect(form.get('reason')).toBe('WRONG_ITEM');
    expect(form.get('details')).toBe('');
    const images = form.getAll('images') as File[];
    expect(images.map((image) => image.name)).toEqual(['one.png', 'two.png']);
    expect((await images[0]!.arrayBuffer()).byteLength).toBe(2_000);
  });
});

describe('Return items on an order', () => {
  it('is offered while the window is open and some unit is left to return', () => {
    const until = '2026-12-04T10:00:00.000Z';
    expect(canRequestReturn({ until, open: true, items })).toBe(true);
    expect(canRequestReturn({ until, open: false, items })).toBe(false);
    expect(
      canRequestReturn({ until, open: true, items: items.map((i) => ({ ...i, quantity: 0 })) }),
    ).toBe(false);
    expect(canRequestReturn({ until, open: true, items: [] })).toBe(false);
    expect(canRequestReturn(undefined)).toBe(false);
  });
});
