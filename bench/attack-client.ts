/**
 * The attacker's and the shoppers' traffic for `attack.ts`, in a process of its own so that it
 * never shares an event loop with the server or with the memory sampler. One job per run, given
 * as JSON in ATTACK_PLAN; the process prints one JSON line with what it saw:
 * - `checkouts`: shoppers in lanes, each lane from its own loopback address as a separate
 *   household would be, add to cart → order → cash on delivery, pausing between checkouts, each
 *   account placing a few orders only (as a real shopper does, and under any cap on open orders);
 * - `downloads`: the same invoice PDF fetched again and again, from one or several addresses;
 * - `uploads`: review posts of multipart bodies generated as they are sent (never held whole in
 *   memory), picture parts that start like JPEGs;
 * - `reads`: GETs of URLs made from templates, at a given concurrency.
 * Node's own http module is used rather than fetch so that each client can pick its address.
 */
import http from 'node:http';
import { benchAddress } from './load';

export interface CheckoutLane {
  localAddress: string;
  /** Session cookies of the lane's shoppers, used in turn. */
  cookies: string[];
}

export type AttackPlan =
  | {
      job: 'checkouts';
      url: string;
      lanes: CheckoutLane[];
      products: Array<{ _id: string; price: number }>;
      seconds: number;
      ordersPerShopper: number;
      thinkMs: number;
    }
  | {
      job: 'downloads';
      url: string;
      path: string;
      cookie: string;
      total: number;
      concurrency: number;
      localAddresses: string[];
    }
  | {
      job: 'uploads';
      url: string;
      cookie: string;
      productId: string;
      parallel: number;
      images: number;
      bytesPerImage: number;
      timeoutMs: number;
    }
  | {
      job: 'reads';
      url: string;
      /** Read n (0 ≤ n < count) is templates[n % length] with `{n}` replaced by n. */
      templates: string[];
      count: number;
      concurrency: number;
    };

export interface CheckoutRecord {
  orderNumber: string;
  /** Epoch milliseconds: when the shopper clicked "add to cart", and when the COD answer came. */
  startedAt: number;
  placedAt: number;
  durationMs: number;
}

export interface CheckoutsResult {
  checkouts: CheckoutRecord[];
  failures: number;
  failureSamples: string[];
  /** Lanes that used up their accounts before the deadline. */
  lanesOutOfShoppers: number;
}

export interface DownloadsResult {
  statuses: Record<string, number>;
  startedAt: number;
  endedAt: number;
  p50Ms: number;
  p99Ms: number;
  retryAfter: string[];
}

export interface UploadRecord {
  status: string;
  code?: string;
  message?: string;
  /** From the first byte sent to the answer's status line (or the error). */
  answeredMs: number;
  /** Body bytes written before the answer came or the connection ended. */
  bytesSent: number;
  bodyBytes: number;
}

export interface ReadsResult {
  statuses: Record<string, number>;
  seconds: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  url: string,
  options: {
    method?: string;
    agent?: http.Agent;
    headers?: Record<string, string>;
    json?: unknown;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', agent: options.agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const codeOf = (error: unknown) =>
  String((error as { code?: unknown })?.code ?? (error as Error)?.message ?? error);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

async function checkouts(plan: Extract<AttackPlan, { job: 'checkouts' }>) {
  const result: CheckoutsResult = {
    checkouts: [],
    failures: 0,
    failureSamples: [],
    lanesOutOfShoppers: 0,
  };
  const failed = (step: string, detail: string) => {
    result.failures++;
    if (result.failureSamples.length < 8) result.failureSamples.push(`${step}: ${detail}`);
  };
  const deadline = Date.now() + plan.seconds * 1000;
  await Promise.all(
    plan.lanes.map(async (lane, laneIndex) => {
      const agent = new http.Agent({ keepAlive: true, localAddress: lane.localAddress });
      let round = 0;
      while (Date.now() < deadline) {
        const cookie = lane.cookies[Math.floor(round / plan.ordersPerShopper)];
        if (!cookie) {
          result.lanesOutOfShoppers++;
          break;
        }
        const product = plan.products[(laneIndex * 7 + round++) % plan.products.length]!;
        const headers = { cookie };
        const startedAt = Date.now();
        const started = performance.now();
        try {
          const added = await request(`${plan.url}/api/cart/add`, {
            method: 'POST',
            agent,
            headers,
            json: { productId: product._id, quantity: 1 },
          });
          if (added.status !== 200) {
            failed('add to cart', `${added.status} ${added.body.toString().slice(0, 200)}`);
            continue;
          }
          const order = await request(`${plan.url}/api/orders`, {
            method: 'POST',
            agent,
            headers,
            json: {
              orderItems: [{ product: product._id, quantity: 1, price: product.price }],
              billingAddress: benchAddress,
              shippingAddress: benchAddress,
              totalAmount: product.price,
            },
          });
          if (order.status !== 201) {
            failed('create order', `${order.status} ${order.body.toString().slice(0, 200)}`);
            continue;
          }
          const { _id } = JSON.parse(order.body.toString()) as { _id: string };
          const cod = await request(`${plan.url}/api/orders/${_id}/status`, {
            method: 'PATCH',
            agent,
            headers,
            json: { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' },
          });
          if (cod.status !== 200) {
            failed('cash on delivery', `${cod.status} ${cod.body.toString().slice(0, 200)}`);
            continue;
          }
          result.checkouts.push({
            orderNumber: _id.slice(-8).toUpperCase(),
            startedAt,
            placedAt: Date.now(),
            durationMs: performance.now() - started,
          });
        } catch (error) {
          failed('connection', codeOf(error));
        }
        await new Promise((resolve) => setTimeout(resolve, plan.thinkMs));
      }
      agent.destroy();
    }),
  );
  return result;
}

async function downloads(plan: Extract<AttackPlan, { job: 'downloads' }>) {
  const agents = plan.localAddresses.map(
    (localAddress) => new http.Agent({ keepAlive: true, localAddress }),
  );
  const statuses: Record<string, number> = {};
  const durations: number[] = [];
  const retryAfter = new Set<string>();
  let next = 0;
  const startedAt = Date.now();
  await Promise.all(
    Array.from({ length: plan.concurrency }, async (_, worker) => {
      const agent = agents[worker % agents.length]!;
      while (next < plan.total) {
        next++;
        const started = performance.now();
        let status: string;
        try {
          const answer = await request(plan.url + plan.path, {
            agent,
            headers: { cookie: plan.cookie },
          });
          status = String(answer.status);
          const retry = answer.headers['retry-after'];
          if (retry && retryAfter.size < 10) retryAfter.add(`${answer.status}: ${retry}`);
        } catch (error) {
          status = codeOf(error);
        }
        durations.push(performance.now() - started);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  const result: DownloadsResult = {
    statuses,
    startedAt,
    endedAt: Date.now(),
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    retryAfter: [...retryAfter],
  };
  return result;
}

/** A JPEG's first bytes (start of image, JFIF header) and its last two (end of image). */
const JPEG_START = Buffer.from('ffd8ffe000104a46494600010101004800480000', 'hex');
const JPEG_END = Buffer.from('ffd9', 'hex');
const FILLER = Buffer.alloc(64 * 1024, 0x5a);

/** One review post whose body is generated while it is sent. */
function upload(plan: Extract<AttackPlan, { job: 'uploads' }>, index: number) {
  const boundary = `----attack${index}x${Date.now()}`;
  const field = (name: string, value: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  const fields = Buffer.concat([
    field('productId', plan.productId),
    field('rating', '5'),
    field('feedback', 'Works as described.'),
  ]);
  const fileHead = (n: number) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo-${n}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const fillerBytes = plan.bytesPerImage - JPEG_START.length - JPEG_END.length;
  let bodyBytes = fields.length + closing.length;
  for (let n = 0; n < plan.images; n++) bodyBytes += fileHead(n).length + plan.bytesPerImage + 2;

  return new Promise<UploadRecord>((resolve) => {
    const started = performance.now();
    let bytesSent = 0;
    let settled = false;
    const finish = (record: Omit<UploadRecord, 'answeredMs' | 'bytesSent' | 'bodyBytes'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        ...record,
        answeredMs: Math.round(performance.now() - started),
        bytesSent,
        bodyBytes,
      });
    };
    const req = http.request(`${plan.url}/api/feedback`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie: plan.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bodyBytes),
      },
    });
    const timer = setTimeout(() => {
      finish({ status: 'client timeout' });
      req.destroy();
    }, plan.timeoutMs);
    req.on('response', (res) => {
      const answeredMs = Math.round(performance.now() - started);
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        let body: { code?: string; message?: string } = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString()) as typeof body;
        } catch {
          // not JSON: the status tells
        }
        if (!settled) {
          settled = true;
          clearTimeout(timer);
          resolve({
            status: String(res.statusCode),
            code: body.code,
            message: body.message,
            answeredMs,
            bytesSent,
            bodyBytes,
          });
        }
        // The rest of the body is not worth sending once the answer is in.
        req.destroy();
      });
    });
    req.on('error', (error) => finish({ status: codeOf(error) }));

    let closed = false;
    let wake: (() => void) | undefined;
    req.on('close', () => {
      closed = true;
      wake?.();
    });
    req.on('drain', () => wake?.());
    const write = (chunk: Buffer) =>
      new Promise<void>((resolveWrite, rejectWrite) => {
        if (settled || closed) return rejectWrite(new Error('stopped'));
        bytesSent += chunk.length;
        if (req.write(chunk)) return resolveWrite();
        wake = () => {
          wake = undefined;
          if (closed) rejectWrite(new Error('closed'));
          else resolveWrite();
        };
      });
    (async () => {
      await write(fields);
      for (let n = 0; n < plan.images; n++) {
        await write(fileHead(n));
        await write(JPEG_START);
        for (let left = fillerBytes; left > 0; left -= FILLER.length) {
          await write(left >= FILLER.length ? FILLER : FILLER.subarray(0, left));
        }
        await write(JPEG_END);
        await write(Buffer.from('\r\n'));
      }
      await write(closing);
      req.end();
    })().catch(() => {
      // The answer came first or the connection ended: what happened is in the record.
    });
  });
}

async function uploads(plan: Extract<AttackPlan, { job: 'uploads' }>) {
  return Promise.all(Array.from({ length: plan.parallel }, (_, index) => upload(plan, index)));
}

async function reads(plan: Extract<AttackPlan, { job: 'reads' }>) {
  const agent = new http.Agent({ keepAlive: true });
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (next < plan.count) {
        const n = next++;
        const path = plan.templates[n % plan.templates.length]!.replace('{n}', String(n));
        let status: string;
        try {
          status = String(
            (await request(plan.url + path, { agent, headers: { 'accept-encoding': 'gzip' } }))
              .status,
          );
        } catch (error) {
          status = codeOf(error);
        }
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  const result: ReadsResult = {
    statuses,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
  return result;
}

const plan = JSON.parse(process.env.ATTACK_PLAN ?? '') as AttackPlan;
const jobs = {
  checkouts: () => checkouts(plan as Extract<AttackPlan, { job: 'checkouts' }>),
  downloads: () => downloads(plan as Extract<AttackPlan, { job: 'downloads' }>),
  uploads: () => uploads(plan as Extract<AttackPlan, { job: 'uploads' }>),
  reads: () => reads(plan as Extract<AttackPlan, { job: 'reads' }>),
};
console.log(JSON.stringify(await jobs[plan.job]()));
