/**
 * The benchmarks' ceiling: a process with nothing of the shop in it. Bare Fastify logging at
 * CEILING_LOG_LEVEL like the shop, one primary-key SELECT per request with the same driver the
 * shop uses, on the same PostgreSQL database (CEILING_DATABASE_URL) or on a copy of the shop's
 * PGlite data (CEILING_PGLITE_DUMP: PGlite belongs to one process, so the ceiling loads a copy).
 * It prints its URL on stdout once it listens.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import postgres from 'postgres';

const productId = process.env.CEILING_PRODUCT_ID!;
const query = 'SELECT id, name, quantity FROM products WHERE id = $1 LIMIT 1';

let select: () => Promise<unknown>;
let close: () => Promise<void>;
if (process.env.CEILING_DATABASE_URL) {
  const sql = postgres(process.env.CEILING_DATABASE_URL, { max: 10, onnotice: () => {} });
  select = async () => (await sql.unsafe(query, [productId]))[0];
  close = () => sql.end();
} else {
  const dump = fs.readFileSync(process.env.CEILING_PGLITE_DUMP!);
  // The shop's data has a trigram index: PGlite needs its extension loaded to use the table.
  const db = await PGlite.create({
    loadDataDir: new Blob([new Uint8Array(dump)]),
    extensions: { pg_trgm },
  });
  select = async () => (await db.query(query, [productId])).rows[0];
  close = () => db.close();
}

const app = Fastify({ logger: { level: process.env.CEILING_LOG_LEVEL ?? 'info' } });
app.get('/ceiling', select);
app.addHook('onClose', close);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') console.log(`ceiling http://127.0.0.1:${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
