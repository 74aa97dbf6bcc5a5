/** The environment the server accepts: development runs on defaults, production on nothing guessed. */
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env';
import { ConfigError, DEV_ADMIN, loadConfig } from './config';

const production = PRODUCTION_ENV;

function problemsOf(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  return '';
}

describe('configuration', () => {
  it('starts in development with nothing set, on the development administrator', () => {
    const config = loadConfig({});
    expect(config.isProduction).toBe(false);
    expect(config.admin).toMatchObject({ ...DEV_ADMIN, isDevDefault: true });
  });

  it('starts in production when every value it cannot guess is given', () => {
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.admin).toMatchObject({ username: 'owner', isDevDefault: false });
  });

  it.each([
    'SMTP_URL',
    'RAZORPAY_KEY_ID',
    'RAZORPAY_KEY_SECRET',
    'RAZORPAY_WEBHOOK_SECRET',
    'ADMIN_USERNAME',
    'ADMIN_PASSWORD',
    'PUBLIC_URL',
    'SHOP_LEGAL_NAME',
    'SHOP_ADDRESS',
    'SHOP_GSTIN',
    'SHOP_STATE',
    'SHOP_EMAIL',
  ])('refuses to start in production without %s, naming it', (key) => {
    expect(problemsOf({ ...production, [key]: undefined })).toContain(
      `${key}: is required in production`,
    );
    expect(problemsOf({ ...production, [key]: '' })).toContain(key);
  });

  it('has a Telangana seller for tax invoices in development, and checks a configured one', () => {
    expect(loadConfig({}).seller).toMatchObject({ state: 'Telangana', stateCode: '36' });
    expect(
      loadConfig({ SHOP_GSTIN: '29aabct1332l1za', SHOP_STATE: 'karnataka' }).seller,
    ).toMatchObject({ gstin: '29AABCT1332L1ZA', state: 'Karnataka', stateCode: '29' });
    expect(problemsOf({ SHOP_GSTIN: '36AABCC1234D1ZD' })).toContain(
      'SHOP_GSTIN: GSTIN check character does not match',
    );
    expect(problemsOf({ SHOP_GSTIN: '29AABCT1332L1ZA' })).toContain(
      'SHOP_GSTIN: is registered in state 29, not in SHOP_STATE (36)',
    );
    expect(problemsOf({ SHOP_STATE: 'Atlantis' })).toContain('SHOP_STATE: is not an Indian state');
  });

  it('keeps 500 catalogue answers unless told another number, 0 included', () => {
    expect(loadConfig({}).catalogCacheEntries).toBe(500);
    expect(loadConfig({ CATALOG_CACHE_ENTRIES: '0' }).catalogCacheEntries).toBe(0);
    expect(problemsOf({ CATALOG_CACHE_ENTRIES: '-1' })).toContain('CATALOG_CACHE_ENTRIES');
    expect(problemsOf({ CATALOG_CACHE_ENTRIES: 'many' })).toContain('CATALOG_CACHE_ENTRIES');
  });

  it('refuses the development administrator password in production', () => {
    expect(problemsOf({ ...production, ADMIN_PASSWORD: DEV_ADMIN.password })).toContain(
      'ADMIN_PASSWORD: is the development default',
    );
  });

  it('refuses a weak administrator password in production', () => {
    expect(problemsOf({ ...production, ADMIN_PASSWORD: 'password1' })).toContain('ADMIN_PASSWORD');
  });

  it('refuses an http:// PUBLIC_URL in production, localhost included, since cookies would not be Secure', () => {
    for (const url of ['http://shop.circuitkart.in', 'http://localhost:3000', 'http://127.0.0.1']) {
      expect(problemsOf({ ...production, PUBLIC_URL: url }), url).toContain(
        'PUBLIC_URL: must be https:// in production',
      );
    }
    expect(loadConfig(production).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5173' }).publicUrl).toBe(
      'http://localhost:5173',
    );
  });

  it('allows only PUBLIC_URL as an origin in production, and localhost besides in development', () => {
    expect(loadConfig(production).allowedOrigins).toEqual(['https://shop.circuitkart.in']);
    expect(loadConfig({ PORT: '3000' }).allowedOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it("takes Shiprocket's webhook only with a token of at least 16 characters, in production too", () => {
    expect(loadConfig({}).shiprocketWebhookToken).toBeUndefined();
    expect(loadConfig(production).shiprocketWebhookToken).toBeUndefined();
    expect(loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: '  ' }).shiprocketWebhookToken).toBeUndefined();
    const token = 'k9Q2mX7vL4pR8sT1';
    expect(loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: ` ${token} ` }).shiprocketWebhookToken).toBe(
      token,
    );
    expect(problemsOf({ SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toContain(
      'SHIPROCKET_WEBHOOK_TOKEN: must be at least 16 characters',
    );
  });

  it('serves /metrics nowhere by default, and in production only behind a token or on its own port', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    const neither = { ...production, METRICS_TOKEN: undefined };
    expect(problemsOf(neither)).toContain(
      'METRICS_TOKEN: or METRICS_PORT is required in production',
    );
    expect(loadConfig({ ...neither, METRICS_PORT: '9464' }).metrics).toEqual({
      token: undefined,
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe(
      '10.0.0.5',
    );
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toContain(
      'METRICS_TOKEN: must be at least 16 characters',
    );
    expect(problemsOf({ METRICS_TOKEN: 'sixteen chars with spaces' })).toContain(
      'METRICS_TOKEN: must be printable characters without spaces',
    );
    expect(problemsOf({ METRICS_PORT: 'metrics' })).toContain('METRICS_PORT');
    expect(problemsOf({ METRICS_PORT: '70000' })).toContain('METRICS_PORT');
  });

  it('waits SHUTDOWN_DRAIN_SECONDS before closing, none by default', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainMs).toBe(15_000);
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toContain('SHUTDOWN_DRAIN_SECONDS');
    expect(problemsOf({ SHUTDOWN_DRAIN_SECONDS: '600' })).toContain('SHUTDOWN_DRAIN_SECONDS');
  });

  it('sends from the development address only outside production', () => {
    expect(loadConfig({}).shopEmail).toBe('hello@circuitkart.in');
    expect(loadConfig(production).shopEmail).toBe('hello@shop.circuitkart.in');
  });

  it('limits what one customer holds of the stock, each limit configurable', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      maxUnitsPerLine: 200,
      maxOpenOrders: 3,
      placementsPerHourPerCustomer: 10,
      placementsPerHourPerIp: 100,
      paymentWindowMinutes: 30,
      codMaxOrderRupees: 50_000,
      largeCodOrderRupees: 10_000,
      maxOpenValuePaise: 10_000_000,
    });
    const set = loadConfig({
      ORDER_MAX_UNITS_PER_LINE: '50',
      ORDER_MAX_OPEN_PER_CUSTOMER: '5',
      PAYMENT_WINDOW_MINUTES: '45',
      COD_MAX_ORDER_RUPEES: '20000',
      LARGE_COD_ORDER_RUPEES: '5000',
    }).orderLimits;
    expect(set).toMatchObject({
      maxUnitsPerLine: 50,
      maxOpenOrders: 5,
      paymentWindowMinutes: 45,
      codMaxOrderRupees: 20_000,
      largeCodOrderRupees: 5_000,
    });
    // The schema's bound on a line's quantity stays the outer bound; a window shorter than a
    // checkout is not a window.
    expect(() => loadConfig({ ORDER_MAX_UNITS_PER_LINE: '20000' })).toThrow(/ORDER_MAX_UNITS/);
    expect(() => loadConfig({ PAYMENT_WINDOW_MINUTES: '2' })).toThrow(/PAYMENT_WINDOW_MINUTES/);
    expect(() => loadConfig({ ORDER_MAX_OPEN_PER_CUSTOMER: '0' })).toThrow(/ORDER_MAX_OPEN/);
  });

  it('keeps files on the local disk unless STORAGE_URL names a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ STORAGE_URL: 'file:' }).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ STORAGE_URL: ' ' }).storage).toEqual({ kind: 'disk' });
  });

  it('reads an S3-compatible bucket from STORAGE_URL, with the AWS key pair', () => {
    const minio = loadConfig({
      STORAGE_URL: 's3://shop-pictures?endpoint=http://minio:9000/&region=ap-south-1',
      AWS_ACCESS_KEY_ID: 'shop',
      AWS_SECRET_ACCESS_KEY: 'a-long-secret',
    }).storage;
    expect(minio).toEqual({
      kind: 's3',
      bucket: 'shop-pictures',
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      // A service of one's own: the bucket in the path unless told otherwise.
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'a-long-secret' },
    });
    const r2 = loadConfig({
      STORAGE_URL:
        's3://shop?endpoint=https://acct.r2.cloudflarestorage.com&region=auto&forcePathStyle=false',
    }).storage;
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: false, credentials: undefined });
    // AWS itself: host-named buckets, the region from AWS_REGION, a session token kept.
    const aws = loadConfig({
      STORAGE_URL: 's3://shop.example.in',
      AWS_REGION: 'ap-south-1',
      AWS_ACCESS_KEY_ID: 'AKIA',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_SESSION_TOKEN: 'token',
    }).storage;
    expect(aws).toEqual({
      kind: 's3',
      bucket: 'shop.example.in',
      endpoint: undefined,
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: 'token' },
    });
    // With an endpoint and no region, the one every S3-compatible service answers to.
    expect(
      loadConfig({ STORAGE_URL: 's3://shop?endpoint=http://127.0.0.1:9000' }).storage,
    ).toMatchObject({ region: 'us-east-1' });
  });

  it.each([
    ['ftp://files.example.in/shop', 'STORAGE_URL: must be file: or s3://'],
    ['/var/shop/files', 'STORAGE_URL: must be file: or s3://'],
    ['file:///var/shop', 'STORAGE_URL: must be file: or s3://'],
    ['s3://Shop_Pictures?region=auto', 'STORAGE_URL: names the bucket "Shop_Pictures"'],
    ['s3://ab?region=auto', 'STORAGE_URL: names the bucket "ab"'],
    ['s3://shop/pictures?region=auto', 'with nothing after the bucket'],
    ['s3://key:secret@shop?region=auto', 'STORAGE_URL: must not carry credentials'],
    ['s3://shop?region=auto&bucket=other', 'STORAGE_URL: has an unknown option "bucket"'],
    ['s3://shop?endpoint=http://a:9000&publicUrl=https://cdn.example.in', 'publicUrl is not used'],
    ['s3://shop?endpoint=minio:9000', 'STORAGE_URL: has endpoint "minio:9000"'],
    ['s3://shop?region=Mumbai', 'STORAGE_URL: has region "Mumbai"'],
    ['s3://shop?region=auto&region=us-east-1', 'STORAGE_URL: gives "region" twice'],
    ['s3://shop?region=auto&forcePathStyle=yes', 'forcePathStyle that is neither true nor false'],
    ['s3://shop', "STORAGE_URL: needs the bucket's region for AWS S3"],
  ])('refuses STORAGE_URL=%s, saying why', (value, problem) => {
    expect(problemsOf({ STORAGE_URL: value })).toContain(problem);
  });

  it('refuses half of the AWS key pair, naming the missing half', () => {
    expect(problemsOf({ AWS_ACCESS_KEY_ID: 'shop' })).toContain(
      'AWS_SECRET_ACCESS_KEY: is needed with the other half of the key pair',
    );
    expect(problemsOf({ AWS_SECRET_ACCESS_KEY: 'secret' })).toContain('AWS_ACCESS_KEY_ID:');
  });
});
