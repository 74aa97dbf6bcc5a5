/**
 * The shop the attack script plays against, and what every scenario needs of it: the compiled
 * server in a process of its own (as `npm start` runs it) on a fresh PostgreSQL database, sending
 * its e-mails to a real SMTP inbox on loopback whose arrivals are timed, the server's resident
 * memory sampled every 20 ms, the back office signed in, and accounts made the two ways a shop
 * gets them: registered through the e-mailed OTP, or written to the database and signed in.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { DEV_ADMIN } from '../apps/api/src/config';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { insertUser } from '../apps/api/src/modules/accounts/accounts.repository';
import { hashPassword } from '../apps/api/src/lib/secrets';
import { registerCustomer, uniqueEmail } from '../apps/api/test/accounts-helpers';
import { HttpClient } from '../apps/api/test/http-client';
import { startServerProcess, type ServerProcess } from '../apps/api/test/server-process';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../apps/api/test/smtp-inbox';
import type { AttackPlan } from './attack-client';
import { runLoadScript } from './load';

export interface Product {
  _id: string;
  name: string;
  slug: string;
  price: number;
  quantity: number;
  category: { _id: string; slug: string };
}

export interface ArrivedMail {
  /** Epoch milliseconds when the inbox accepted it. */
  at: number;
  subject: string;
}

export interface MemorySampler {
  /** Resident memory now, in MB. */
  now(): number;
  /** The largest sample taken between two epoch times, in MB. */
  peak(from: number, to: number): number;
  /** The mean of the samples between two epoch times, in MB. */
  mean(from: number, to: number): number;
  stop(): void;
}

export interface Shop {
  url: string;
  pid: number;
  server: ServerProcess;
  inbox: SmtpInbox;
  mails: ArrivedMail[];
  database: DatabaseHandle;
  admin: HttpClient;
  memory: MemorySampler;
  close(): Promise<void>;
}

/** One line of a scenario's table. */
export interface Row {
  measure: string;
  value: string | number | boolean;
}

export interface ScenarioResult {
  name: string;
  rows: Row[];
  verdict: { target: string; met: boolean; detail: string };
  figures: Record<string, unknown>;
}

/** Resident memory of a process, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

function sampleMemory(pid: number, everyMs = 20): MemorySampler {
  const samples: Array<{ at: number; mb: number }> = [];
  const take = () => {
    try {
      samples.push({ at: Date.now(), mb: rssMb(pid) });
    } catch {
      // The process has ended: nothing more to sample.
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  const within = (from: number, to: number) =>
    samples.filter((s) => s.at >= from && s.at <= to).map((s) => s.mb);
  return {
    now: () => rssMb(pid),
    peak: (from, to) => Math.max(...within(from, to)),
    mean(from, to) {
      const values = within(from, to);
      return values.reduce((sum, mb) => sum + mb, 0) / values.length;
    },
    stop: () => clearInterval(timer),
  };
}

/** `env` adds to or overrides the server's settings (the attack passes none). */
export async function startShop(env: Record<string, string> = {}): Promise<Shop> {
  // startServerProcess makes its scratch database on the server DATABASE_URL names.
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const inbox = await startSmtpInbox();
  const mails: ArrivedMail[] = [];
  // Times each arrival as the inbox accepts it; the inbox keeps the messages themselves.
  const push = inbox.messages.push.bind(inbox.messages);
  inbox.messages.push = (...received: ReceivedMail[]) => {
    for (const mail of received) mails.push({ at: Date.now(), subject: mail.subject });
    return push(...received);
  };
  const server = await startServerProcess({
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    SMTP_URL: inbox.url,
    ...env,
  });
  const database = await server.openDatabase();
  const admin = new HttpClient(server.url);
  const login = await admin.post<{ token: string }>('/api/admin/login', {
    username: process.env.ADMIN_USERNAME ?? DEV_ADMIN.username,
    password: process.env.ADMIN_PASSWORD ?? DEV_ADMIN.password,
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  admin.headers.authorization = `Bearer ${login.body.token}`;
  const pid = server.child.pid!;
  const memory = sampleMemory(pid);
  return {
    url: server.url,
    pid,
    server,
    inbox,
    mails,
    database,
    admin,
    memory,
    async close() {
      memory.stop();
      await database.close();
      await server.cleanup();
      await inbox.close();
    },
  };
}

/** A new account registered as anyone can: the OTP read from the e-mail the shop sends. */
export async function registeredAccount(shop: Shop, prefix: string): Promise<HttpClient> {
  const client = new HttpClient(shop.url);
  await registerCustomer({ inbox: shop.inbox, client: () => new HttpClient(shop.url) }, client, {
    email: uniqueEmail(prefix),
  });
  return client;
}

const SHOPPER_PASSWORD = 'Shopper@2024x';
let shopperHash: Promise<string> | undefined;

/**
 * Legitimate shoppers: written to the database (registration is measured elsewhere and its OTP
 * is rate-limited per address), then signed in through the real login, a few at a time.
 */
export async function signedInShoppers(shop: Shop, count: number): Promise<HttpClient[]> {
  shopperHash ??= hashPassword(SHOPPER_PASSWORD);
  const passwordHash = await shopperHash;
  const clients: HttpClient[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < count) {
        next++;
        const email = `shopper.${randomBytes(5).toString('hex')}@example.in`;
        await insertUser(shop.database.db, {
          email,
          firstName: 'Meera',
          lastName: 'Iyer',
          mobile: '9123456780',
          passwordHash,
        });
        const client = new HttpClient(shop.url);
        const login = await client.post('/api/auth/login', { email, password: SHOPPER_PASSWORD });
        if (login.status !== 200)
          throw new Error(`login answered ${login.status}: ${JSON.stringify(login.body)}`);
        clients.push(client);
      }
    }),
  );
  return clients;
}

/** Every product as the storefront lists it, with its stock as shown. */
export async function catalogue(url: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch(`${url}/api/products?sort=name&limit=100&page=${page}`);
    if (!answer.ok) throw new Error(`the catalogue answered ${answer.status}`);
    const products = (await answer.json()) as Product[];
    all.push(...products);
    if (products.length < 100) return all;
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one job of `attack-client.ts` in its own process and resolves to what it saw. */
export const runClient = <Result>(plan: AttackPlan) =>
  runLoadScript<AttackPlan, Result>('attack-client.ts', 'ATTACK_PLAN', plan);

/** A number from the environment, or its default. */
export const setting = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};

/** Counts by status and code, as "409 CONFLICT × 3, 429 × 2". */
export function tally(outcomes: string[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([outcome, n]) => `${outcome} × ${n}`)
      .join(', ') || 'none'
  );
}
