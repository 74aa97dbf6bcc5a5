/**
 * The attacker script: plays, against the shop as `npm start` runs it on PostgreSQL, the four
 * ways one account or one script could hurt every other shopper, and says for each whether the
 * shop held:
 * - stock: one account tries to hold every product's whole stock (`attack-stock.ts`);
 * - uploads: 20 parallel 40 MB review posts from an account that bought nothing
 *   (`attack-uploads.ts`);
 * - pdf: 5,000 invoice downloads while shoppers check out (`attack-pdf.ts`);
 * - cache: 10,000 catalogue reads with a distinct `?x=N` (`attack-cache.ts`).
 * The server is the compiled build in a process of its own on a fresh database of DATABASE_URL's
 * server (by default the local one), NODE_ENV development, its e-mails sent to a real SMTP inbox;
 * every load comes from other processes (`attack-client.ts`). Prints a table per scenario and a
 * verdict line each, and saves the figures as JSON under bench/results/.
 * Run by hand: `npm run bench:attack` (BENCH_ATTACK=stock,uploads,pdf,cache to choose; the
 * scenarios' settings are in bench/README.md).
 */
import os from 'node:os';
import { cachePollution } from './attack-cache';
import { pdfFlood } from './attack-pdf';
import { startShop, type Shop, type ScenarioResult } from './attack-shop';
import { stockHoarding } from './attack-stock';
import { reviewUploads } from './attack-uploads';
import { saveResults } from './load';

const scenarios: Record<string, (shop: Shop) => Promise<ScenarioResult>> = {
  stock: stockHoarding,
  uploads: reviewUploads,
  pdf: pdfFlood,
  cache: cachePollution,
};

const chosen = (process.env.BENCH_ATTACK ?? Object.keys(scenarios).join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !scenarios[name]);
if (unknown.length) {
  console.error(
    `Unknown scenario ${unknown.join(', ')}: choose among ${Object.keys(scenarios).join(', ')}`,
  );
  process.exit(2);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const startedAt = new Date().toISOString();
const loadBefore = loadAverage();
const shop = await startShop();
const results: Array<ScenarioResult & { seconds: number; peakRssMb: number; loadAverage: string }> =
  [];
const failures: Array<{ name: string; error: string }> = [];
try {
  console.log(
    `Attack on ${shop.url} (PostgreSQL, compiled server pid ${shop.pid}, RSS ${shop.memory.now().toFixed(1)} MB after start), ` +
      `load average ${loadBefore} on ${os.cpus().length} cores`,
  );
  for (const name of chosen) {
    const started = Date.now();
    console.log(`\n== ${name} (${new Date().toISOString()}) ==`);
    try {
      const result = await scenarios[name]!(shop);
      const seconds = Math.round((Date.now() - started) / 1000);
      const peakRssMb = Math.round(shop.memory.peak(started, Date.now()) * 10) / 10;
      const entry = { ...result, seconds, peakRssMb, loadAverage: loadAverage() };
      results.push(entry);
      console.table(result.rows);
      console.log(
        `${result.verdict.met ? 'MET    ' : 'NOT MET'} ${result.verdict.target}: ${result.verdict.detail}` +
          ` [${seconds} s, server RSS peak ${peakRssMb} MB, load average ${entry.loadAverage}]`,
      );
    } catch (error) {
      failures.push({ name, error: String((error as Error)?.stack ?? error) });
      console.log(`FAILED  ${name}: ${String((error as Error)?.message ?? error)}`);
    }
  }
} finally {
  const serverExited = shop.server.child.exitCode !== null || shop.server.child.signalCode !== null;
  if (serverExited)
    console.log(`The server exited during the attack:\n${shop.server.output().slice(-3000)}`);
  await shop.close();
}

console.log(`\nSummary (${startedAt}, load average before ${loadBefore}, after ${loadAverage()})`);
console.table(
  results.map((r) => ({
    scenario: r.name,
    target: r.verdict.target,
    verdict: r.verdict.met ? 'met' : 'NOT MET',
    seconds: r.seconds,
  })),
);
for (const failure of failures)
  console.log(`${failure.name} did not run to its end:\n${failure.error}`);
console.log(
  `Saved ${saveResults('attack', { startedAt, loadBefore, scenarios: results, failures })}`,
);
if (failures.length || results.some((r) => !r.verdict.met)) process.exitCode = 1;
