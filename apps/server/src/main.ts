import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock-file.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** How long the database stays open for handlers whose connection has gone. */
const HANDLER_DRAIN_MS = 5_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrateDatabase(database);
  const { app, inFlight } = await buildApp({ config, database });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // The database closes last: after the server has answered what was under way and the live
    // layer has delivered what it had started (both are the app's own close).
    app
      .close()
      .then(async () => {
        const left = await inFlight.drain(HANDLER_DRAIN_MS);
        if (left > 0) app.log.error(`${left} requests were still running at shutdown`);
        await database.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const engine =
    database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  const ms = Math.round(performance.now() - startedAt);
  app.log.info(`ready in ${ms} ms on ${engine}`);
  console.log(`\n  Tandem is running at ${config.PUBLIC_URL}  (${engine}, ready in ${ms} ms)\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
