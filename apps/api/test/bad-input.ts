/**
 * Bad requests, generated with fast-check from a route's OpenAPI operation. The operation's JSON
 * schemas are the shared zod schemas the server validates with, so a request starts close to what
 * the form would send (right names, right types, ids that exist) and then gets at least one thing
 * wrong: a field missing, added, of the wrong type or far too long, an injection or a unicode
 * oddity in it, a path or query parameter that makes no sense, the wrong content type, broken
 * JSON, or a multipart form with the wrong parts.
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Values that exist in the shop, by field or parameter name, so requests get past "not found". */
export type Hints = Record<string, string[]>;

/** One generated request; `label` says what is wrong with it. */
export interface BadRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array | FormData;
  label: string;
}

/** A JSON literal written as is: numbers JSON.stringify cannot produce (1e309, -0, 30 digits). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson literals. */
function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// Hostile values

export const INJECTIONS = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "' || pg_sleep(2) || '",
  "admin'--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.png',
  '{"$gt":""}',
  '{"$ne":null}',
  '${7*7}',
  '{{constructor.constructor("return process")()}}',
  '%s%s%s%n',
  '\u0000',
  'a\u0000b',
  'line\r\nSet-Cookie: evil=1',
  '\r\n\r\n',
  '%',
  '_%',
  '\\',
  '*',
  'null',
  'undefined',
  '__proto__',
];

export const UNICODE_EDGES = [
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C.exe',
  'مرحبا بالعالم',
  '\u200B\u200C\u200D\uFEFF',
  '👩‍👩‍👧‍👦',
  '🇮🇳🏳️‍🌈',
  'e' + '\u0301'.repeat(500),
  'Z̷̧̛̖͉̓ả̸l̶g̵o̴',
  '\u0085\u2028\u2029',
  'İstanbul ǅ ß ﬁ',
  '\uFFFE\uFFFF',
  '𝕮𝖎𝖗𝖈𝖚𝖎𝖙',
  '　',
  ' ',
  '',
];

const NUMBERISH = [
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '1.5',
  ' 1',
];

const loneSurrogates = fc.string({
  unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

/** A string far past any field's limit (up to 200 kB: a JSON body stays under the 1 MB cap). */
const oversizedString = (atLeast = 0) =>
  fc
    .tuple(
      fc.constantFrom('x', 'é', '👍', "'", '<'),
      fc.constantFrom(atLeast + 1, 1_000, 10_000, 200_000),
    )
    .map(([unit, n]) => unit.repeat(Math.max(n, atLeast + 1)));

/** A string no form would send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 4 },
  { arbitrary: fc.constantFrom(...UNICODE_EDGES), weight: 4 },
  { arbitrary: fc.constantFrom(...NUMBERISH), weight: 1 },
  { arbitrary: loneSurrogates, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: oversizedString(), weight: 1 },
);

/** A value of the wrong type for almost any field. */
const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constant([]),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constant({}),
  fc.constant({ $gt: '' }),
  fc.constant({ $ne: null }),
  fc.constantFrom(
    new RawJson('1e309'),
    new RawJson('-1e309'),
    new RawJson('-0'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('0.0000000000000000000000001'),
  ),
  hostileString,
);

// ---------------------------------------------------------------------------------------------
// Near-valid values from a schema

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

const EXAMPLE_EMAILS = ['asha.rao@example.in', 'nobody@example.com', 'UPPER@Example.IN'];
const EXAMPLE_PASSWORDS = ['Circuit@2024', 'Wrong@Pass1'];

/** Patterns fast-check cannot draw from (lookaheads): examples that match them. */
function patternExamples(pattern: string): string[] | undefined {
  if (pattern.includes('(?=')) return EXAMPLE_PASSWORDS;
  return undefined;
}

function stringValue(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  const known = hints[name];
  if (known?.length) return fc.constantFrom(...known);
  if (schema.format === 'email' || /email/i.test(name)) return fc.constantFrom(...EXAMPLE_EMAILS);
  if (/password/i.test(name)) return fc.constantFrom(...EXAMPLE_PASSWORDS);
  if (schema.pattern) {
    const examples = patternExamples(schema.pattern);
    if (examples) return fc.constantFrom(...examples);
    try {
      const max = schema.maxLength ?? 60;
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= max && s.length >= (schema.minLength ?? 0));
    } catch {
      return fc.constantFrom(...INJECTIONS);
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
  return fc.string({ minLength, maxLength });
}

/** A value the schema would accept, or close to it (patterns and hints are best effort). */
export function validish(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validish(c, name, hints)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], name, hints);
  switch (typeOf(schema)) {
    case 'string':
      return stringValue(schema, name, hints);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 100) });
    case 'number':
      return fc.double({
        min: schema.minimum ?? 0,
        max: Math.min(schema.maximum ?? 100_000, 100_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(validish(schema.items ?? {}, name, hints), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, validish(s, key, hints)]),
      );
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}

// ---------------------------------------------------------------------------------------------
// Mutations of a JSON body: a path to a field, and what happens to it

interface FieldSite {
  path: string[];
  schema: JsonSchema;
  required: boolean;
}

/** The fields of an object schema and of the objects it holds, three levels down. */
function fieldSites(schema: JsonSchema, prefix: string[] = [], depth = 0): FieldSite[] {
  const objectSchema = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (depth > 3 || typeOf(objectSchema) !== 'object') return [];
  return Object.entries(objectSchema.properties ?? {}).flatMap(([key, s]) => {
    const here: FieldSite = {
      path: [...prefix, key],
      schema: s,
      required: objectSchema.required?.includes(key) ?? false,
    };
    const inner =
      typeOf(s) === 'array' && s.items
        ? fieldSites(s.items, [...prefix, key, '0'], depth + 1)
        : fieldSites(s, [...prefix, key], depth + 1);
    return [here, ...inner];
  });
}

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'isAdmin',
  'role',
  'userId',
  'user',
  '_id',
  'id',
  'price',
  'pricePaise',
  'totalAmount',
  'paymentStatus',
  'status',
  'stock',
  'details',
];

type Edit = { label: string; apply(root: unknown): unknown };

/** A value as a label shows it: JSON, cut to 60 characters. */
const shortly = (value: unknown) => {
  const text = value instanceof RawJson ? value.text : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}… (${text.length} characters)` : text;
};

/** Sets an own property (so `__proto__` is written as a key, not as the prototype). */
function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function editAt(
  root: unknown,
  path: string[],
  edit: (parent: Record<string, unknown>, key: string) => void,
) {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!parent || typeof parent !== 'object') return root;
    parent = (parent as Record<string, unknown>)[key];
  }
  if (parent && typeof parent === 'object') edit(parent as Record<string, unknown>, path.at(-1)!);
  return root;
}

function oversizedFor(site: FieldSite, hints: Hints): fc.Arbitrary<unknown> {
  const type = typeOf(site.schema);
  const last = site.path.at(-1)!;
  if (type === 'array') {
    const n = (site.schema.maxItems ?? 100) + 1;
    return fc
      .constantFrom(n, 1_000)
      .chain((length) =>
        validish(site.schema.items ?? {}, last, hints).map((item) =>
          Array.from({ length }, () => item),
        ),
      );
  }
  if (type === 'integer' || type === 'number') {
    const max = site.schema.maximum ?? Number.MAX_SAFE_INTEGER;
    return fc.constantFrom(
      max + 1,
      Number.MAX_SAFE_INTEGER + 2,
      -1 - (site.schema.minimum ?? 0),
      1e308,
      new RawJson('1e309'),
      new RawJson('9'.repeat(400)),
    );
  }
  return oversizedString(site.schema.maxLength ?? 0);
}

function editFor(site: FieldSite, hints: Hints): fc.Arbitrary<Edit> {
  const at = site.path.join('.');
  const set = (label: string, value: fc.Arbitrary<unknown>) =>
    value.map((v): Edit => ({
      label: `${label} ${at}: ${shortly(v)}`,
      apply: (root) => editAt(root, site.path, (parent, key) => setOwn(parent, key, v)),
    }));
  const choices: fc.Arbitrary<Edit>[] = [
    set('wrong type at', wrongTyped),
    set('hostile string at', hostileString),
    set('oversized', oversizedFor(site, hints)),
    fc.constant<Edit>({
      label: `${site.required ? 'required ' : ''}field missing: ${at}`,
      apply: (root) => editAt(root, site.path, (parent, key) => void delete parent[key]),
    }),
  ];
  return fc.oneof(...choices);
}

const extraField: fc.Arbitrary<Edit> = fc
  .tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileString), wrongTyped)
  .map(([key, value]) => ({
    label: `extra field ${JSON.stringify(key.slice(0, 20))}: ${shortly(value)}`,
    apply: (root) => {
      if (root && typeof root === 'object' && !Array.isArray(root)) {
        setOwn(root as Record<string, unknown>, key, value);
      }
      return root;
    },
  }));

/** A JSON body from the schema with one to three things wrong with it. */
function editedJsonBody(
  schema: JsonSchema,
  hints: Hints,
): fc.Arbitrary<{ text: string; label: string }> {
  const sites = fieldSites(schema);
  const edit =
    sites.length > 0
      ? fc.oneof(
          { arbitrary: fc.constantFrom(...sites).chain((site) => editFor(site, hints)), weight: 5 },
          { arbitrary: extraField, weight: 1 },
        )
      : extraField;
  return fc
    .tuple(validish(schema, '', hints), fc.array(edit, { minLength: 1, maxLength: 3 }))
    .map(([value, edits]) => {
      let body: unknown = structuredClone(value);
      for (const e of edits) body = e.apply(body);
      return { text: jsonText(body), label: edits.map((e) => e.label).join('; ') };
    });
}

const deeplyNested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Bodies that are not the JSON object the route expects at all. */
const brokenJson: fc.Arbitrary<{ text: string; label: string }> = fc.constantFrom(
  { text: '{', label: 'malformed JSON: cut short' },
  { text: '{"a":1,}', label: 'malformed JSON: trailing comma' },
  { text: "{'a':1}", label: 'malformed JSON: single quotes' },
  { text: '{"a":NaN}', label: 'malformed JSON: NaN' },
  { text: '\uFEFF{}', label: 'JSON with a byte-order mark' },
  { text: '{"a":"\\ud800"}', label: 'JSON with an escaped lone surrogate' },
  { text: '{"a":"\\u0000"}', label: 'JSON with an escaped NUL' },
  { text: 'null', label: 'JSON null' },
  { text: '[]', label: 'JSON array' },
  { text: '"text"', label: 'JSON string' },
  { text: '42', label: 'JSON number' },
  { text: 'true', label: 'JSON boolean' },
  {
    text: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
    label: 'prototype pollution',
  },
  { text: deeplyNested(10_000), label: 'JSON nested 10,000 deep' },
  { text: `{"a":${deeplyNested(100_000)}}`, label: 'JSON nested 100,000 deep' },
  { text: ' ', label: 'blank JSON body' },
);

// ---------------------------------------------------------------------------------------------
// Multipart forms

/** The smallest real PNG (1×1), so some forms get as far as the image checks. */
const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const fileBytes: fc.Arbitrary<{ bytes: Uint8Array; type: string; label: string }> = fc.oneof(
  fc.constant({ bytes: TINY_PNG, type: 'image/png', label: 'a real PNG' }),
  fc
    .uint8Array({ maxLength: 2_000 })
    .map((bytes) => ({ bytes, type: 'image/png', label: 'random bytes called a PNG' })),
  fc.constant({
    bytes: new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ),
    type: 'image/svg+xml',
    label: 'an SVG with a script',
  }),
  fc.constant({
    bytes: Uint8Array.from([...Buffer.from('GIF89a'), ...new Uint8Array(64).fill(0xff)]),
    type: 'image/gif',
    label: 'a GIF header and junk',
  }),
  fc.constant({ bytes: TINY_PNG.slice(0, 30), type: 'image/png', label: 'a PNG cut short' }),
  fc.constant({ bytes: new Uint8Array(0), type: 'image/png', label: 'an empty file' }),
);

const hostileFilename = fc.oneof(
  fc.constantFrom('photo.png', '../../etc/passwd', '..\\..\\boot.ini', 'a\u0000.png', '.htaccess'),
  hostileString.map((s) => s.slice(0, 300)),
);

type FormPart =
  | { name: string; value: string }
  | { name: string; file: { bytes: Uint8Array; type: string; filename: string } };

function formData(parts: FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([part.file.bytes], { type: part.file.type }),
        part.file.filename,
      );
  }
  return form;
}

/** A multipart form from the schema: text fields near-valid, files from `fileBytes`, then edits. */
function editedForm(
  schema: JsonSchema,
  hints: Hints,
): fc.Arbitrary<{ body: FormData; label: string }> {
  const properties = Object.entries(schema.properties ?? {});
  const isFile = (s: JsonSchema) => s.format === 'binary' || s.items?.format === 'binary';
  const textFields = properties.filter(([, s]) => !isFile(s));
  const fileFields = properties.filter(([, s]) => isFile(s)).map(([name]) => name);
  const text = fc.record(
    Object.fromEntries(
      textFields.map(([name, s]) => [name, validish(s, name, hints).map((v) => String(v))]),
    ),
    { requiredKeys: [] },
  );
  const files = fc.array(
    fc.record({
      name: fileFields.length ? fc.constantFrom(...fileFields) : fc.constant('file'),
      file: fc.record({
        bytes: fileBytes.map((f) => f.bytes),
        type: fc.constantFrom('image/png', 'image/jpeg', 'application/octet-stream', 'text/html'),
        filename: hostileFilename,
      }),
    }),
    { maxLength: 2 },
  );
  const textNames = textFields.map(([name]) => name);
  const someText = textNames.length ? fc.constantFrom(...textNames) : fc.constant('name');
  const someFile = fileFields.length ? fc.constantFrom(...fileFields) : fc.constant('image');
  type FormEdit = { label: string; apply(parts: FormPart[]): FormPart[] };
  const edit: fc.Arbitrary<FormEdit> = fc.oneof<fc.Arbitrary<FormEdit>[]>(
    fc.tuple(someText, hostileString).map(([name, value]) => ({
      label: `hostile text in ${name}: ${shortly(value)}`,
      apply: (parts) => [...parts.filter((p) => p.name !== name), { name, value }],
    })),
    fc.tuple(someText, fc.constantFrom(101_000, 1_500_000)).map(([name, n]) => ({
      label: `${n} characters in ${name}`,
      apply: (parts) => [...parts.filter((p) => p.name !== name), { name, value: 'x'.repeat(n) }],
    })),
    someText.map((name) => ({
      label: `field missing: ${name}`,
      apply: (parts) => parts.filter((p) => p.name !== name),
    })),
    someText.map((name) => ({
      label: `field repeated: ${name}`,
      apply: (parts) => [...parts, { name, value: 'again' }],
    })),
    fc.tuple(someText, fileBytes).map(([name, f]) => ({
      label: `a file (${f.label}) where text belongs: ${name}`,
      apply: (parts) => [
        ...parts.filter((p) => p.name !== name),
        { name, file: { bytes: f.bytes, type: f.type, filename: 'x.png' } },
      ],
    })),
    someFile.map((name) => ({
      label: `text where a file belongs: ${name}`,
      apply: (parts) => [...parts, { name, value: 'not a file' }],
    })),
    fc
      .tuple(fc.constantFrom('avatar', 'file', '__proto__', '../x'), fileBytes)
      .map(([name, f]) => ({
        label: `an unexpected file part ${name}`,
        apply: (parts) => [
          ...parts,
          { name, file: { bytes: f.bytes, type: f.type, filename: 'y.png' } },
        ],
      })),
    fc.tuple(someFile, fileBytes).map(([name, f]) => ({
      label: `too many files in ${name}`,
      apply: (parts) => [
        ...parts,
        ...Array.from({ length: 6 }, (_, i) => ({
          name,
          file: { bytes: f.bytes, type: f.type, filename: `${i}.png` },
        })),
      ],
    })),
    fc.constant({
      label: 'too many parts',
      apply: (parts: FormPart[]) => [
        ...parts,
        ...Array.from({ length: 120 }, (_, i) => ({ name: `f${i}`, value: 'v' })),
      ],
    }),
  );
  return fc
    .tuple(text, files, fc.array(edit, { minLength: 1, maxLength: 2 }))
    .map(([fields, fileParts, edits]) => {
      let parts: FormPart[] = [
        ...Object.entries(fields).map(([name, value]) => ({ name, value: String(value) })),
        ...fileParts,
      ];
      for (const e of edits) parts = e.apply(parts);
      return { body: formData(parts), label: edits.map((e) => e.label).join('; ') };
    });
}

/** Multipart bodies that are broken as multipart. */
const brokenMultipart: fc.Arbitrary<{ body: string; contentType: string; label: string }> =
  fc.constantFrom(
    { body: 'name=x', contentType: 'multipart/form-data', label: 'multipart without a boundary' },
    {
      body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nunfinished',
      contentType: 'multipart/form-data; boundary=b',
      label: 'multipart cut short',
    },
    {
      body: '--other\r\nContent-Disposition: form-data; name="x"\r\n\r\nv\r\n--other--\r\n',
      contentType: 'multipart/form-data; boundary=b',
      label: 'multipart with the wrong boundary',
    },
    {
      body: '--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
      label: 'multipart part without a name',
    },
    {
      body: '--b\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
      label: 'multipart with a mangled PNG',
    },
    { body: '', contentType: 'multipart/form-data; boundary=b', label: 'empty multipart' },
  );

// ---------------------------------------------------------------------------------------------
// Paths, queries and headers

/** Percent-encodes any string, lone surrogates too (as the bytes of an invalid UTF-8 sequence). */
export function encodePathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
      })
      .join('');
  }
}

/** Path segments already encoded, the way a hand-written client might send them. */
const rawPathSegments = fc.constantFrom(
  '%zz',
  '%',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%C0%AE%C0%AE%2F',
  '%ED%A0%80',
  '%FF%FE',
  'a%0d%0aSet-Cookie:%20x=1',
);

function pathParamValue(name: string, schema: JsonSchema | undefined, hints: Hints) {
  const encoded = (arb: fc.Arbitrary<string>) => arb.map(encodePathPart);
  return fc.oneof(
    {
      arbitrary: encoded(validish(schema ?? { type: 'string' }, name, hints).map(String)),
      weight: 2,
    },
    { arbitrary: encoded(fc.uuid()), weight: 1 },
    { arbitrary: encoded(hostileString), weight: 3 },
    {
      // Past the field's limit and the router's, yet inside Node's 16 kB for the request's head.
      arbitrary: encoded(oversizedString(schema?.maxLength ?? 100).map((s) => s.slice(0, 1_000))),
      weight: 1,
    },
    { arbitrary: rawPathSegments, weight: 2 },
  );
}

/** The route's URL (`/a/:id`, `/a/*`, `/sitemap-:n(^\d+).xml`) with generated parameters. */
function pathFor(url: string, params: OpenApiParameter[], hints: Hints): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)(\([^)]*\))?|\*/g)];
  if (names.length === 0) return fc.constant(url);
  const values = names.map((match) => {
    const name = match[1] ?? '*';
    const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema;
    return name === '*'
      ? fc.oneof(
          pathParamValue(name, schema, hints),
          fc.constantFrom(
            '../../../etc/passwd',
            'a/../../x',
            '.%2e/.%2e/etc/passwd',
            '',
            'x'.repeat(1_000),
          ),
        )
      : pathParamValue(name, schema, hints);
  });
  return fc.tuple(...values).map((generated) => {
    let i = 0;
    return url.replace(/:(\w+)(\([^)]*\))?|\*/g, () => generated[i++] ?? '');
  });
}

const queryPair = (key: string, value: string) => `${encodePathPart(key)}=${encodePathPart(value)}`;

/** One query parameter sent wrong: hostile, of the wrong type, repeated, nested, or valueless. */
function badQueryPair(p: OpenApiParameter): fc.Arbitrary<string[]> {
  return fc.oneof(
    { arbitrary: hostileString.map((v) => [queryPair(p.name, v.slice(0, 1_000))]), weight: 3 },
    {
      arbitrary: fc
        .constantFrom('-1', '0', '1.5', '1e309', 'abc', '99999999999', '')
        .map((v) => [queryPair(p.name, v)]),
      weight: 2,
    },
    { arbitrary: fc.constant<string[]>([`${p.name}=1`, `${p.name}=2`]), weight: 1 },
    { arbitrary: fc.constant<string[]>([`${p.name}[]=1`, `${p.name}[x]=2`]), weight: 1 },
    { arbitrary: fc.constant<string[]>([p.name]), weight: 1 },
  );
}

/**
 * A query string: the declared parameters near-valid but one of them wrong (so the wrong one is
 * what the route meets), or each of them at random; now and then unknown or broken extra pairs.
 */
function queryFor(params: OpenApiParameter[], hints: Hints): fc.Arbitrary<string> {
  const declared = params.filter((p) => p.in === 'query');
  const good = (p: OpenApiParameter) =>
    validish(p.schema ?? {}, p.name, hints).map((v) => [queryPair(p.name, String(v))]);
  const maybe = (arb: fc.Arbitrary<string[]>) => fc.option(arb, { freq: 3 });
  const oneWrong =
    declared.length === 0
      ? fc.constant<Array<string[] | null>>([])
      : fc
          .nat({ max: declared.length - 1 })
          .chain((wrong) =>
            fc.tuple(...declared.map((p, i) => (i === wrong ? badQueryPair(p) : maybe(good(p))))),
          );
  const eachAtRandom = fc.tuple(
    ...declared.map((p) => maybe(fc.oneof({ arbitrary: good(p), weight: 2 }, badQueryPair(p)))),
  );
  const extras = fc.array(
    fc.oneof(
      {
        arbitrary: fc
          .tuple(
            fc.constantFrom('__proto__[isAdmin]', 'constructor', 'x', 'limit', 'q', '%zz'),
            hostileString,
          )
          .map(([k, v]) => [`${k}=${encodePathPart(v.slice(0, 200))}`]),
        weight: 12,
      },
      { arbitrary: fc.constant(['a=%zz', 'b=%']), weight: 3 },
      // Past Node's 16 kB limit on the request's head.
      { arbitrary: fc.constant(['x=' + 'y'.repeat(20_000)]), weight: 1 },
    ),
    { maxLength: 2 },
  );
  return fc.tuple(fc.oneof(oneWrong, eachAtRandom), extras).map(([declaredPairs, extraPairs]) => {
    const all = [...declaredPairs.flatMap((p) => p ?? []), ...extraPairs.flat()];
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Header values fetch will send: printable ASCII, no line breaks. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 2_000);

/** Headers a hostile client adds: forged credentials, another site's origin, forged addresses. */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      hostileString.map((s) => `Bearer ${headerSafe(s)}`),
      fc.constantFrom('Bearer', 'Basic YWRtaW46YWRtaW4=', 'Bearer ' + 'a'.repeat(5_000)),
    ),
    cookie: hostileString.map((s) => `token=${headerSafe(s)}`),
    origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost.evil.example'),
    'x-forwarded-for': fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      hostileString.map(headerSafe),
      fc.constantFrom('999.1.1.1', '::1, 10.0.0.1', 'unknown', ''),
    ),
    'x-request-id': hostileString.map(headerSafe),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'zstd'),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------
// One route's requests

export interface RouteUnderTest {
  method: string;
  url: string;
  /** The route's OpenAPI operation; undefined for routes the document hides. */
  operation?: OpenApiOperation;
}

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  'multipart/form-data; boundary=b',
  '',
];

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

/** The body part of a request: its text or form, its content type, and what is wrong with it. */
type BodyPlan = { body?: string | FormData; contentType?: string; label: string };

function jsonBodies(schema: JsonSchema | undefined, hints: Hints): fc.Arbitrary<BodyPlan> {
  const edited: fc.Arbitrary<BodyPlan> = schema
    ? editedJsonBody(schema, hints).map(({ text, label }) => ({
        body: text,
        contentType: 'application/json',
        label,
      }))
    : fc.tuple(fc.constantFrom(...EXTRA_KEYS), wrongTyped).map(([k, v]) => ({
        body: jsonText({ [k]: v }),
        contentType: 'application/json',
        label: `unexpected JSON ${k}`,
      }));
  const valid = schema ? validish(schema, '', hints).map(jsonText) : fc.constant('{}');
  return fc.oneof(
    { arbitrary: edited, weight: 8 },
    {
      arbitrary: brokenJson.map((b) => ({
        body: b.text,
        contentType: 'application/json',
        label: b.label,
      })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([text, contentType]) => ({
          body: text,
          contentType,
          label: `JSON sent as ${contentType || 'no content type'}`,
        })),
      weight: 1,
    },
    {
      arbitrary: fc.constant({
        body: `{"a":"${'x'.repeat(1_100_000)}"}`,
        contentType: 'application/json',
        label: 'JSON body over 1 MB',
      }),
      weight: 1,
    },
  );
}

function multipartBodies(schema: JsonSchema, hints: Hints): fc.Arbitrary<BodyPlan> {
  return fc.oneof(
    { arbitrary: editedForm(schema, hints).map(({ body, label }) => ({ body, label })), weight: 8 },
    {
      arbitrary: brokenMultipart.map(({ body, contentType, label }) => ({
        body,
        contentType,
        label,
      })),
      weight: 2,
    },
    {
      arbitrary: validish(schema, '', hints).map((v) => ({
        body: jsonText(v),
        contentType: 'application/json',
        label: 'JSON where a form belongs',
      })),
      weight: 1,
    },
  );
}

/** Requests for one route, each with at least one thing wrong. */
export function badRequests(route: RouteUnderTest, hints: Hints): fc.Arbitrary<BadRequest> {
  const params = route.operation?.parameters ?? [];
  const content = route.operation?.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const takesBody = !METHODS_WITHOUT_BODY.has(route.method);

  const body: fc.Arbitrary<BodyPlan> = !takesBody
    ? fc.oneof(
        { arbitrary: fc.constant<BodyPlan>({ label: '' }), weight: 4 },
        {
          arbitrary: brokenJson.map((b): BodyPlan => ({
            body: b.text,
            contentType: 'application/json',
            label: `a body: ${b.label}`,
          })),
          weight: 1,
        },
      )
    : formSchema
      ? multipartBodies(formSchema, hints)
      : jsonBodies(jsonSchema, hints);

  return fc
    .record({
      path: pathFor(route.url, params, hints),
      query: queryFor(params, hints),
      body:
        route.method === 'HEAD' || route.method === 'GET'
          ? fc.constant<BodyPlan>({ label: '' })
          : body,
      headers: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 5 },
        { arbitrary: hostileHeaders, weight: 1 },
      ),
    })
    .map(({ path, query, body: plan, headers }) => {
      const allHeaders: Record<string, string> = { ...(headers ?? {}) };
      if (plan.contentType !== undefined && plan.contentType !== '')
        allHeaders['content-type'] = plan.contentType;
      const label = [
        `${route.method} ${path.slice(0, 200)}${query.slice(0, 200)}`,
        plan.label,
        headers ? `headers: ${Object.keys(headers).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' | ');
      return {
        method: route.method,
        path: path + query,
        headers: allHeaders,
        body: plan.body,
        label,
      };
    });
}
