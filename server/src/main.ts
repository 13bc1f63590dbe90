/**
 * Production entry (run compiled: node server/dist/main.js): migrate, seed, listen, and shut
 * down gracefully on SIGTERM/SIGINT.
 */
import { buildApp } from './app.js';
import { assertUsableConfig, loadConfig } from './config.js';
import { createDatabase } from './db/connect.js';
import { prepareDatabase } from './db/prepare.js';
import { serializeError } from './core/log.js';
import { OffsetClock } from './core/clock.js';
import { scheduleJobs } from './core/jobs.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  assertUsableConfig(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const database = createDatabase(config.databaseUrl, {
    onError: (err) =>
      app
        ? app.log.error({ err: serializeError(err) }, 'database connection error')
        : console.error('database connection error:', err.message),
  });
  try {
    const applied = await prepareDatabase(database, { demo: config.seedDemo, now: Date.now() });
    // DEV_CLOCK=1 (never in production): a clock POST /api/dev/clock can move (docs/PUNCH.md).
    app = await buildApp(config, { database, ...(config.devClock ? { clock: new OffsetClock() } : {}) });
    app.log.info({ database: database.describe, migrations: applied }, 'database ready');
  } catch (err) {
    await database.close();
    throw err;
  }
  scheduleJobs(app, app.jobs);
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      store: app.ctx.store.kind,
      sms: app.ctx.sms.name,
      admin: config.adminToken ? 'enabled' : 'disabled',
      pay: app.ctx.pay.active.name,
      staticDir: config.staticDir,
    },
    'xinzhan server ready',
  );
}

main().catch((err: unknown) => {
  console.error('xinzhan server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
