/**
 * Environment parsed and validated once, so a wrong setting stops the start instead of a request.
 * Every variable has a working development default; production refuses to start without the values
 * it cannot guess.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { passwordProblem } from '@shop/shared/accounts/password';
import { gstinProblem, normaliseGstin } from '@shop/shared/gst/gstin';
import { stateCodeOf, stateNameOf } from '@shop/shared/gst/states';
import {
  DEFAULT_COD_MAX_ORDER_RUPEES,
  DEFAULT_LARGE_COD_ORDER_RUPEES,
  DEFAULT_MAX_OPEN_ORDERS,
  DEFAULT_MAX_OPEN_VALUE_RUPEES,
  DEFAULT_MAX_UNITS_PER_LINE,
  DEFAULT_PAYMENT_WINDOW_MINUTES,
} from '@shop/shared/orders/status';
import { DEFAULT_RETURN_WINDOW_DAYS } from '@shop/shared/returns/schemas';
import { z } from 'zod';
import { apiRoot } from './paths';

/**
 * PostgreSQL connections per instance when DATABASE_POOL_SIZE is unset: measured on two cores
 * with the database on the same machine (see the checkout benchmark); more connections only
 * queued more work on the same cores.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** The sender of e-mails in development. */
export const DEV_SHOP_EMAIL = 'hello@circuitkart.in';

export const DEV_ADMIN = { username: 'admin', password: 'Admin@12345' } as const;

/** The seller on tax invoices in development: a Telangana shop with a well-formed GSTIN. */
export const DEV_SELLER = {
  legalName: 'CircuitKart Electronics Private Limited',
  address: 'Shop 14, Chenoy Trade Centre, Park Lane, Secunderabad, Telangana 500003',
  gstin: '36AABCC1234D1ZC',
  state: 'Telangana',
} as const;

const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** The events the shop may be told of by e-mail, by their names in SHOP_NOTIFY. */
export const shopNotifyEvents = ['orders', 'payments', 'cancellations'] as const;
export type ShopNotifyEvent = (typeof shopNotifyEvents)[number];

/** A comma-separated list of those names: unset means all of them, empty means none. */
const shopNotifySchema = z
  .string()
  .optional()
  .transform((value, ctx): ShopNotifyEvent[] => {
    if (value === undefined) return [...shopNotifyEvents];
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const unknown = names.filter((name) => !(shopNotifyEvents as readonly string[]).includes(name));
    if (unknown.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `has ${unknown.join(', ')}; use a comma-separated list of ${shopNotifyEvents.join(', ')}, or empty for none`,
      });
      return z.NEVER;
    }
    return [...new Set(names as ShopNotifyEvent[])];
  });

/** An unset or empty variable means "not configured". */
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

/** The ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For): none when unset, so a client can
 * never choose the address its rate limits count against; a number of proxy hops in front of the
 * server; or their addresses and CIDR ranges, comma-separated.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '') return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops or a comma-separated list of addresses or CIDRs',
    });
    return z.NEVER;
  });

/** Where pictures and issued documents are kept (docs/decisions/064-object-storage.md). */
export type StorageSettings =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service's address (MinIO, R2, ...); unset: AWS S3 itself. */
      endpoint?: string;
      /** From the URL, else AWS_REGION; see loadConfig for the rest. */
      region?: string;
      /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name. */
      forcePathStyle: boolean;
    };

/** S3's rule for bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_OPTIONS = ['endpoint', 'region', 'forcePathStyle'];
const STORAGE_URL_FORMS = 'file: or s3://<bucket>?endpoint=<url>&region=<region>';

/**
 * STORAGE_URL: unset or `file:` keeps files on this machine's disk under DATA_DIR;
 * `s3://<bucket>?endpoint=…&region=…&forcePathStyle=true` puts them in an S3-compatible bucket.
 */
const storageUrlSchema = z
  .string()
  .optional()
  .transform((value, ctx): StorageSettings => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'file:') return { kind: 'disk' };
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (url?.protocol !== 's3:') return refuse(`must be ${STORAGE_URL_FORMS}`);
    const bucket = url.hostname;
    if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
      return refuse(
        `names the bucket "${bucket}": a bucket name is 3 to 63 lowercase letters, digits, dots and hyphens`,
      );
    }
    if (url.username || url.password) {
      return refuse('must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    }
    if (url.port || (url.pathname !== '' && url.pathname !== '/')) {
      return refuse(`must be ${STORAGE_URL_FORMS}, with nothing after the bucket but options`);
    }
    for (const name of new Set(url.searchParams.keys())) {
      if (name === 'publicUrl') {
        return refuse(
          'publicUrl is not used: the shop serves pictures itself at /uploads, so the bucket stays private (docs/decisions/064-object-storage.md)',
        );
      }
      if (!S3_OPTIONS.includes(name)) {
        return refuse(`has an unknown option "${name}"; the options are ${S3_OPTIONS.join(', ')}`);
      }
      if (url.searchParams.getAll(name).length > 1) return refuse(`gives "${name}" twice`);
    }
    const endpoint = url.searchParams.get('endpoint')?.trim() || undefined;
    if (endpoint !== undefined && !/^https?:\/\/[^/?#]+/i.test(endpoint)) {
      return refuse(`has endpoint "${endpoint}": it must be an http:// or https:// address`);
    }
    const region = url.searchParams.get('region')?.trim() || undefined;
    if (region !== undefined && !/^[a-z0-9-]{1,32}$/.test(region)) {
      return refuse(`has region "${region}": a region is lowercase letters, digits and hyphens`);
    }
    const pathStyle = url.searchParams.get('forcePathStyle');
    if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
      return refuse('has forcePathStyle that is neither true nor false');
    }
    return {
      kind: 's3',
      bucket,
      endpoint: endpoint?.replace(/\/+$/, ''),
      region,
      // A service of one's own (MinIO, a test server) rarely has a host name per bucket.
      forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    };
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    /** PostgreSQL connections per instance (PGlite has one). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    REDIS_URL: optionalUrl,
    TRUST_PROXY: trustProxySchema,
    SMTP_URL: optionalUrl,
    /** The development address when unset; production must name its own. */
    SHOP_EMAIL: optionalText.pipe(z.email().optional()),
    /** Where the shop's own notifications go; the shop's address when unset. */
    SHOP_NOTIFY_EMAIL: optionalText.pipe(z.email().optional()),
    /** Which events the shop is e-mailed about; unset: all, empty: none. */
    SHOP_NOTIFY: shopNotifySchema,
    PUBLIC_URL: z.url().optional(),
    ADMIN_USERNAME: z.string().trim().min(3).max(100).optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Tests only: where the Razorpay SDK sends its API calls (a local fake). */
    RAZORPAY_API_BASE_URL: optionalUrl,
    SANDBOX_KEY_SECRET: z.string().min(16).optional(),
    /**
     * The token Shiprocket sends in x-api-key with each tracking update (set in its panel too);
     * unset, the shop takes no courier webhook. Long enough that it cannot be guessed.
     */
    SHIPROCKET_WEBHOOK_TOKEN: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').max(200).optional(),
    ),
    /**
     * The bearer token /metrics asks for; unset, /metrics needs none on its internal port and is
     * not served at all on the public one. Long enough that it cannot be guessed.
     */
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .max(200)
        .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
        .optional(),
    ),
    /** A port of its own for /metrics, which the public port then does not serve. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Where that port listens: loopback unless an operator says otherwise. */
    METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
    /**
     * Seconds between SIGTERM and closing, in which /api/ready answers 503 while every other
     * request is still served: time for a load balancer's check to notice and send no more.
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    WEB_DIST_DIR: z.string().optional(),
    /** How many catalogue answers each instance keeps ready; 0 keeps none (benchmarks). */
    CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).default(500),
    /**
     * The memory those answers may take, in bytes (64 MiB by default); one answer above an
     * eighth of it is sent but not kept.
     */
    CATALOG_CACHE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(64 * 1024 * 1024),
    /** URLs in one sitemap file; a bigger catalogue gets a sitemap index (50,000 at most). */
    /**
     * How long a client may take to send one whole request (headers and body), in seconds; the
     * headers alone get at most 20 s of it.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Forms with pictures this instance receives at once; one more is refused (503, Retry-After). */
    UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(100).default(4),
    SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(10).max(50_000).default(50_000),
    /** Units of one product in one order or cart line; more goes through a business enquiry. */
    ORDER_MAX_UNITS_PER_LINE: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(DEFAULT_MAX_UNITS_PER_LINE),
    /** A customer's orders unpaid, or cash on delivery and not yet shipped, at one time. */
    ORDER_MAX_OPEN_PER_CUSTOMER: z.coerce.number().int().min(1).default(DEFAULT_MAX_OPEN_ORDERS),
    /** Rupees a customer's open orders may hold together. */
    ORDER_MAX_OPEN_VALUE_RUPEES: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000_000)
      .default(DEFAULT_MAX_OPEN_VALUE_RUPEES),
    /** Orders one customer may place (or try to) in an hour. */
    ORDER_PLACEMENTS_PER_HOUR_PER_CUSTOMER: z.coerce.number().int().min(1).default(10),
    /** Orders one address may place (or try to) in an hour, all its customers together. */
    ORDER_PLACEMENTS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(100),
    /** Minutes an unpaid online order keeps its stock. */
    PAYMENT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(24 * 60)
      .default(DEFAULT_PAYMENT_WINDOW_MINUTES),
    /** The largest total, in rupees, that may be paid in cash on delivery. */
    COD_MAX_ORDER_RUPEES: z.coerce.number().int().min(0).default(DEFAULT_COD_MAX_ORDER_RUPEES),
    /** Cash-on-delivery orders of at least this total, in rupees, are flagged for staff. */
    LARGE_COD_ORDER_RUPEES: z.coerce.number().int().min(1).default(DEFAULT_LARGE_COD_ORDER_RUPEES),
    /** Days after delivery in which a customer may ask for a return (to the end of the last day, IST). */
    RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(DEFAULT_RETURN_WINDOW_DAYS),
    STORAGE_URL: storageUrlSchema,
    /**
     * The S3 credentials, as every AWS tool reads them. Unset, the SDK looks further (a profile,
     * the machine's role).
     */
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    AWS_SESSION_TOKEN: optionalText,
    AWS_REGION: optionalText,
    SHOP_LEGAL_NAME: optionalText.pipe(z.string().max(200).optional()),
    SHOP_ADDRESS: optionalText.pipe(z.string().max(500).optional()),
    SHOP_GSTIN: optionalText.transform((v) => (v ? normaliseGstin(v) : undefined)),
    SHOP_STATE: optionalText,
  })
  .superRefine((env, ctx) => {
    // The seller on every tax invoice: a valid GSTIN whose state code is the shop's state.
    const gstin = env.SHOP_GSTIN ?? DEV_SELLER.gstin;
    const state = env.SHOP_STATE ?? DEV_SELLER.state;
    const problem = gstinProblem(gstin);
    const stateCode = stateCodeOf(state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['SHOP_GSTIN'], message: problem });
    if (!stateCode) {
      ctx.addIssue({ code: 'custom', path: ['SHOP_STATE'], message: 'is not an Indian state' });
    } else if (!problem && gstin.slice(0, 2) !== stateCode) {
      ctx.addIssue({
        code: 'custom',
        path: ['SHOP_GSTIN'],
        message: `is registered in state ${gstin.slice(0, 2)}, not in SHOP_STATE (${stateCode})`,
      });
    }
    // Half a key pair would be sent as it is and refused by the bucket on the first upload.
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      const missing = env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is needed with the other half of the key pair',
      });
    }
    const storage = env.STORAGE_URL;
    if (storage.kind === 's3' && !storage.endpoint && !storage.region && !env.AWS_REGION) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORAGE_URL'],
        message: "needs the bucket's region for AWS S3: add region=<region> or set AWS_REGION",
      });
    }
    if (env.NODE_ENV !== 'production') return;
    // Production has no safe guess for these: OTPs must never go to a log, the payment sandbox
    // marks orders paid without money, a webhook cannot be trusted unsigned, and a shop must not
    // run with an administrator anyone could look up.
    for (const key of [
      'PUBLIC_URL',
      'SMTP_URL',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      // A tax invoice must name the real seller.
      'SHOP_LEGAL_NAME',
      'SHOP_ADDRESS',
      'SHOP_GSTIN',
      'SHOP_STATE',
      // E-mails must not go out from the development address.
      'SHOP_EMAIL',
    ] as const) {
      if (!env[key]?.trim())
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
    // Counters of requests, errors and the pool are the shop's business, not the world's.
    if (!env.METRICS_TOKEN && env.METRICS_PORT === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: 'or METRICS_PORT is required in production',
      });
    }
    // Over http:// the session cookies would not be Secure.
    if (env.PUBLIC_URL && !env.PUBLIC_URL.trim().toLowerCase().startsWith('https://')) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be https:// in production (cookies are only Secure over https)',
      });
    }
    if (env.ADMIN_PASSWORD === DEV_ADMIN.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is the development default; choose another for production',
      });
    } else if (env.ADMIN_PASSWORD && passwordProblem(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `is too weak: ${passwordProblem(env.ADMIN_PASSWORD)}`,
      });
    }
  });

type Env = z.infer<typeof envSchema>;

export type StorageConfig =
  | { kind: 'disk' }
  | (Extract<StorageSettings, { kind: 's3' }> & {
      region: string;
      credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
    });

function storageOf(e: Env): StorageConfig {
  const storage = e.STORAGE_URL;
  if (storage.kind === 'disk') return storage;
  return {
    ...storage,
    // S3-compatible services take any region name; us-east-1 is the one they all answer to.
    region: storage.region ?? e.AWS_REGION ?? 'us-east-1',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}

export type Config = ReturnType<typeof loadConfig>;
export type OrderLimits = Config['orderLimits'];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Issued invoices and credit notes as PDFs: private, never served under /uploads. */
    documentsDir: path.join(dataDir, 'documents'),
    pgliteDir: path.join(dataDir, 'pglite'),
    /**
     * The disk under DATA_DIR, or a bucket: pictures under `uploads/`, issued documents under
     * `documents/`. Explicit credentials when AWS_ACCESS_KEY_ID is set, else the SDK's own chain.
     */
    storage: storageOf(e),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? DEFAULT_DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    /** Fastify's trustProxy: false, a number of hops, or addresses and ranges. */
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    shopEmail: e.SHOP_EMAIL ?? DEV_SHOP_EMAIL,
    /** The shop's own e-mails of new orders, payments and customers' cancellations (decision 054). */
    shopNotify: {
      to: e.SHOP_NOTIFY_EMAIL ?? e.SHOP_EMAIL ?? DEV_SHOP_EMAIL,
      events: new Set<ShopNotifyEvent>(e.SHOP_NOTIFY),
    },
    publicUrl,
    /**
     * Origins allowed for CORS and for cookie-authenticated writes: the shop's own, and in
     * development the local addresses too, never in production.
     */
    allowedOrigins: isProduction
      ? [publicUrl]
      : [...new Set([publicUrl, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`])],
    secureCookies: publicUrl.startsWith('https://'),
    admin: {
      username: e.ADMIN_USERNAME ?? DEV_ADMIN.username,
      password: e.ADMIN_PASSWORD ?? DEV_ADMIN.password,
      isDevDefault: !e.ADMIN_USERNAME && !e.ADMIN_PASSWORD,
    },
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiBaseUrl: e.RAZORPAY_API_BASE_URL,
      /** The sandbox signs with this; it never leaves the server. */
      sandboxKeySecret: e.SANDBOX_KEY_SECRET ?? 'circuitkart-sandbox-key-secret',
    },
    /**
     * How the outbox worker looks for jobs and waits between tries (docs/decisions/067-outbox.md);
     * the defaults serve a shop, a test sets shorter ones.
     */
    outbox: {
      leaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    } as {
      work?: boolean;
      pollMs?: number;
      leaseMs?: number;
      maxAttempts?: number;
      backoffMs?: (attempt: number) => number;
    },
    /** Shiprocket's tracking webhook (docs/decisions/046-courier-webhook.md); off when unset. */
    shiprocketWebhookToken: e.SHIPROCKET_WEBHOOK_TOKEN,
    /** The seller on tax invoices. */
    seller: {
      legalName: e.SHOP_LEGAL_NAME ?? DEV_SELLER.legalName,
      address: e.SHOP_ADDRESS ?? DEV_SELLER.address,
      gstin: e.SHOP_GSTIN ?? DEV_SELLER.gstin,
      state: stateNameOf(e.SHOP_STATE ?? DEV_SELLER.state)!,
      stateCode: stateCodeOf(e.SHOP_STATE ?? DEV_SELLER.state)!,
    },
    /** What one customer may hold of the shop's stock (docs/decisions/034-stock-hoarding.md). */
    orderLimits: {
      maxUnitsPerLine: e.ORDER_MAX_UNITS_PER_LINE,
      maxOpenOrders: e.ORDER_MAX_OPEN_PER_CUSTOMER,
      maxOpenValuePaise: e.ORDER_MAX_OPEN_VALUE_RUPEES * 100,
      placementsPerHourPerCustomer: e.ORDER_PLACEMENTS_PER_HOUR_PER_CUSTOMER,
      placementsPerHourPerIp: e.ORDER_PLACEMENTS_PER_HOUR_PER_IP,
      paymentWindowMinutes: e.PAYMENT_WINDOW_MINUTES,
      codMaxOrderRupees: e.COD_MAX_ORDER_RUPEES,
      largeCodOrderRupees: e.LARGE_COD_ORDER_RUPEES,
    },
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    catalogCacheEntries: e.CATALOG_CACHE_ENTRIES,
    catalogCacheBytes: e.CATALOG_CACHE_BYTES,
    sitemapUrlsPerFile: e.SITEMAP_URLS_PER_FILE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    uploadsAtOnce: e.UPLOADS_AT_ONCE,
    /** Who may read /metrics, and where (docs/decisions/065). */
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(e.WEB_DIST_DIR)
      : path.resolve(apiRoot, '../web/dist'),
  };
}
