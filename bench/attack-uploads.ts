/**
 * Scenario 2, review uploads: an account that never bought anything sends 20 review posts at
 * once, each a multipart body of about 40 MB of JPEG-looking pictures, generated as it is sent.
 * The shop must refuse them all without its memory growing by 100 MB over what it holds idle.
 */
import type { UploadRecord } from './attack-client';
import {
  catalogue,
  percentile,
  registeredAccount,
  runClient,
  setting,
  sleep,
  tally,
  type Shop,
  type ScenarioResult,
} from './attack-shop';

const MEMORY_TARGET_MB = 100;

export async function reviewUploads(shop: Shop): Promise<ScenarioResult> {
  const parallel = setting('BENCH_ATTACK_UPLOADS', 20);
  const images = 4;
  const bytesPerImage = Math.round((setting('BENCH_ATTACK_UPLOAD_MB', 40) * 1_000_000) / images);
  const [product] = await catalogue(shop.url);
  const stranger = await registeredAccount(shop, 'uploader');

  // Idle: the mean over two quiet seconds, after a moment for the garbage collector.
  await sleep(3000);
  const idleFrom = Date.now();
  await sleep(2000);
  const idleMb = shop.memory.mean(idleFrom, Date.now());

  const started = Date.now();
  const records = await runClient<UploadRecord[]>({
    job: 'uploads',
    url: shop.url,
    cookie: stranger.cookieHeader(),
    productId: product!._id,
    parallel,
    images,
    bytesPerImage,
    timeoutMs: setting('BENCH_ATTACK_UPLOAD_TIMEOUT_S', 180) * 1000,
  });
  // What the server frees or keeps in the moments after the last answer counts too.
  await sleep(2000);
  const peakMb = shop.memory.peak(started, Date.now());
  const deltaMb = peakMb - idleMb;

  const outcomes = records.map((r) => `${r.status}${r.code ? ` ${r.code}` : ''}`);
  const accepted = records.filter((r) => r.status.startsWith('2')).length;
  const serverErrors = records.filter((r) => r.status.startsWith('5')).length;
  const times = records.map((r) => r.answeredMs);
  const sentMb = records.reduce((sum, r) => sum + r.bytesSent, 0) / 1e6;
  const bodyMb = (records[0]?.bodyBytes ?? 0) / 1e6;
  const messages = [...new Set(records.map((r) => r.message).filter(Boolean))];
  const refusedCleanly =
    accepted === 0 && serverErrors === 0 && records.every((r) => /^4/.test(r.status));
  const met = refusedCleanly && deltaMb < MEMORY_TARGET_MB;
  const round = (mb: number) => Math.round(mb * 10) / 10;
  return {
    name: 'review uploads',
    rows: [
      {
        measure: 'posts sent at once / body of each (MB)',
        value: `${parallel} / ${round(bodyMb)}`,
      },
      { measure: 'answers by status and code', value: tally(outcomes) },
      ...messages.map((message) => ({ measure: '  message', value: String(message).slice(0, 90) })),
      {
        measure: 'time to answer p50 / max (ms)',
        value: `${percentile(times, 0.5)} / ${Math.max(...times)}`,
      },
      { measure: 'body sent before the answer, all posts (MB)', value: round(sentMb) },
      { measure: 'server RSS idle (MB)', value: round(idleMb) },
      { measure: 'server RSS peak during (MB)', value: round(peakMb) },
      { measure: 'peak over idle (MB)', value: round(deltaMb) },
    ],
    verdict: {
      target: `memory < ${MEMORY_TARGET_MB} MB over idle`,
      met,
      detail: `${round(deltaMb)} MB over idle at the peak; ${refusedCleanly ? 'every post refused with a 4xx' : `not all refused cleanly: ${tally(outcomes)}`}`,
    },
    figures: {
      parallel,
      bodyBytes: records[0]?.bodyBytes,
      records,
      idleMb: round(idleMb),
      peakMb: round(peakMb),
      deltaMb: round(deltaMb),
      sentMb: round(sentMb),
    },
  };
}
