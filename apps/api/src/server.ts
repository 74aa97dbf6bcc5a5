/** Starts the shop: configuration, database and migrations, seed, then listen; stops gracefully. */
import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { prepareSeedSharePictures, seedCatalog } from './db/seed/seed-catalog';
import { seedPromotions } from './db/seed/seed-promotions';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        maxConnections: config.databasePoolSize,
      })
    : await openDatabase({ kind: 'pglite', dataDir: config.pgliteDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  const { seeded } = await seedCatalog(database.db, app.storage.uploads);
  if (seeded) {
    // A new shop's Hot Deals page shows real promotions, with real end dates.
    await seedPromotions(database.db);
    app.log.info('Seeded the catalogue and its promotions into the empty database');
  }

  // Unpaid orders give their stock back once their payment window has passed, expired sessions
  // go: at start and every sixth of the window (10 minutes at most), so an order is held at most
  // a sixth longer than its window.
  const { paymentWindowMinutes } = config.orderLimits;
  const roundMinutes = Math.max(1, Math.min(10, paymentWindowMinutes / 6));
  let stopping = false;
  let upkeep: Promise<unknown> = Promise.resolve();
  const expire = () => {
    if (stopping) return;
    upkeep = app
      .housekeeping()
      .then(
        ({ expiredOrders: n }) =>
          n > 0 &&
          app.log.info(`Cancelled ${n} unpaid order(s) past ${paymentWindowMinutes} minutes`),
      )
      .catch((error: unknown) => app.log.error({ err: error }, 'housekeeping failed'));
  };
  const expiryTimer = setInterval(expire, roundMinutes * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(expiryTimer));

  // A shutdown loses nothing: first /api/ready answers 503 for SHUTDOWN_DRAIN_SECONDS while
  // everything else is still served, so a load balancer stops sending requests; then no new
  // connections, requests in flight answered (cut after 10 s), the e-mails and events they set
  // off, then the database.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.beginShutdown();
    if (config.shutdownDrainMs > 0) {
      app.log.info(`${signal} received; not ready, shutting down in ${config.shutdownDrainMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    } else {
      app.log.info(`${signal} received, shutting down`);
    }
    const cutOff = setTimeout(() => {
      app.log.warn('requests still running after 10 s: closing their connections');
      app.server.closeAllConnections();
    }, 10_000).unref();
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish within 30 s');
      process.exit(1);
    }, 30_000).unref();
    let code = 0;
    try {
      await app.close();
      await upkeep;
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      clearTimeout(cutOff);
      clearTimeout(giveUp);
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  expire();
  void prepareSeedSharePictures(app.sharePictures);
  const url = config.publicUrl;
  const lines = [
    '',
    `  CircuitKart is running at ${url}`,
    `  API docs:   ${url}/api/docs`,
    `  Database:   ${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Metrics:    ${
      app.metrics.internalUrl()
        ? `${app.metrics.internalUrl()}/metrics`
        : config.metrics.token
          ? `${url}/metrics (with METRICS_TOKEN)`
          : 'off (set METRICS_TOKEN or METRICS_PORT)'
    }; readiness at ${url}/api/ready`,
    `  E-mails:    ${app.mailer.description}${config.smtpUrl ? '' : `; also at ${url}/api/dev/outbox`}`,
    config.admin.isDevDefault
      ? `  Admin:      ${url}/admin-login  username "${config.admin.username}", password "${config.admin.password}" (development default)`
      : `  Admin:      ${url}/admin-login  (ADMIN_USERNAME from the environment)`,
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
