/**
 * The shop's search forgives (docs/decisions/060): misspelt words, part numbers typed with or
 * without their dashes and spaces, resistances without their unit; it ranks an exact part
 * number or name first and forgiven matches last, and still finds nothing for nonsense.
 */
import type { Category, Product } from '@shop/shared/catalog/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
let category: Category;
let picture: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  category = categories.find((c) => c.productCount > 0)!;
  picture = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const search = async (q: string, extra = '') => {
  const answer = await t
    .client()
    .get<Product[]>(`/api/products?limit=100&q=${encodeURIComponent(q)}${extra}`);
  expect(answer.status, q).toBe(200);
  return answer;
};
const names = (list: Product[]) => list.map((product) => product.name);

/** A product made through the back office, as staff would: the shop's own write path. */
async function create(fields: Record<string, string>): Promise<Product> {
  const data = new FormData();
  const all = {
    description: 'Made by the search tests.',
    price: '40',
    quantity: '30',
    status: 'ACTIVE',
    category: category._id,
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.append(name, value);
  data.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'p.png');
  const answer = await admin.request<Product>('POST', '/api/products', { body: data });
  if (answer.status !== 201) {
    throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

describe('misspelt words', () => {
  it('finds Arduino boards for "ardiuno", and only products that are Arduino ones', async () => {
    const found = await search('ardiuno');
    expect(names(found.body)).toEqual(
      expect.arrayContaining([
        'Arduino Uno R3 Compatible Board (CH340)',
        'Arduino Nano V3.0 Compatible (Soldered Headers)',
        'Arduino Mega 2560 R3 Compatible Board',
        'Arduino Uno R4 WiFi (Original)',
      ]),
    );
    for (const product of found.body) {
      expect(`${product.name} ${product.description} ${product.features.join(' ')}`).toMatch(
        /arduino/i,
      );
    }
    expect(found.headers.get('x-total-count')).toBe(String(found.body.length));
  });

  it('finds the Raspberry Pi boards for "rasberry pi": one word wrong, the other right', async () => {
    const found = await search('rasberry pi');
    expect(names(found.body).sort()).toEqual(['Raspberry Pi 5 Model B 4GB', 'Raspberry Pi Pico W']);
  });

  it('keeps every other word of the query: "uno r3 ardiuno" finds Uno R3 boards only', async () => {
    const found = await search('uno r3 ardiuno');
    expect(names(found.body)).toContain('Arduino Uno R3 Compatible Board (CH340)');
    expect(names(found.body)).not.toContain('Arduino Nano V3.0 Compatible (Soldered Headers)');
    expect(names(found.body)).not.toContain('Arduino Uno R4 WiFi (Original)');
  });

  it('finds nothing for nonsense, alone or beside a real word', async () => {
    for (const q of ['qwertyuiop', 'arduino qwertyuiop', 'zzzqqxx']) {
      const found = await search(q);
      expect(found.body, q).toEqual([]);
      expect(found.headers.get('x-total-count'), q).toBe('0');
    }
  });

  it('sorts forgiven matches as asked: "ardiuno" by price, cheapest first', async () => {
    const found = await search('ardiuno', '&sort=price-asc');
    const prices = found.body.map((product) => product.price);
    expect(prices.length).toBeGreaterThan(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('learns the words of a product added or renamed by staff', async () => {
    const added = await create({ name: 'NTC Thermistor Probe (Waterproof)' });
    expect((await search('thermistr')).body.map((p) => p._id)).toEqual([added._id]);

    const renamed = await create({ name: 'Search Test Part' });
    const body = new FormData();
    body.append('name', 'PC817 Optocoupler Board');
    const edit = await admin.request('PUT', `/api/products/${renamed._id}`, { body });
    expect(edit.status).toBe(200);
    expect((await search('optocuopler')).body.map((p) => p._id)).toEqual([renamed._id]);
  });
});

describe('part numbers', () => {
  it.each(['hcsr04', 'HC-SR04', 'hc sr04', 'HC SR-04'])(
    'finds the HC-SR04 first for "%s"',
    async (q) => {
      const found = await search(q);
      expect(names(found.body)[0]).toBe('HC-SR04 Ultrasonic Distance Sensor');
    },
  );

  it("ranks the ESP32 DevKit first for 'ESP32', the product that is just that, among the seed's products", async () => {
    const found = await search('ESP32');
    expect(names(found.body)[0]).toBe('ESP32 DevKit V1 (30-pin, CP2102)');
    expect(names(found.body)).toContain('ESP32-CAM with OV2640 Camera');
  });

  it('finds a module by its MPN typed with dashes, without, or with spaces, first', async () => {
    const module = await create({
      name: 'ESP32 Wi-Fi and Bluetooth Module',
      mpn: 'ESP32-WROOM-32',
      sku: 'CK-WROOM-MOD',
    });
    for (const q of ['ESP32-WROOM-32', 'esp32wroom32', 'esp32 wroom 32', 'ckwroommod']) {
      const found = await search(q);
      expect(found.body[0]?._id, q).toBe(module._id);
    }
  });

  it('finds 10 kΩ resistors for "resistor 10k", whatever unit their names use', async () => {
    const carbon = await create({ name: 'Carbon Film Resistor 10kΩ 1/4W (Pack of 100)' });
    const metal = await create({ name: 'Metal Film Resistor 10 kOhm 1% (Pack of 50)' });
    const network = await create({ name: 'Resistor Network 10k SIP-9' });
    const oneK = await create({ name: 'Carbon Film Resistor 1kΩ 1/4W (Pack of 100)' });

    const found = await search('resistor 10k');
    const ids = found.body.map((p) => p._id);
    expect(ids).toEqual(expect.arrayContaining([carbon._id, metal._id, network._id]));
    expect(ids).not.toContain(oneK._id);
    // The 10k potentiometer is not a resistor by its text, nor the kit a 10k one.
    expect(names(found.body)).not.toContain('10k Rotary Potentiometer (Pack of 5)');
    expect(names(found.body)).not.toContain('Resistor Kit 600 pcs (30 Values, 1/4W)');
    // The name that says both words in full text comes before those matched by their unit.
    expect(ids.indexOf(network._id)).toBeLessThan(ids.indexOf(carbon._id));

    const withUnit = await search('10kΩ resistor');
    expect(withUnit.body.map((p) => p._id)).toEqual(
      expect.arrayContaining([carbon._id, metal._id, network._id]),
    );
  });
});
