import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fromPglite, fromPostgres, migrateDatabase, openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

/** Migrates, and starts the app once so that the job queue's tables and queues are made. */
async function prepare(database: Database): Promise<void> {
  await migrateDatabase(database);
  const filesDir = mkdtempSync(join(tmpdir(), 'tandem-setup-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    FILES_DIR: filesDir,
    JOBS_WORKER: 'false',
  });
  const { app } = await buildApp({ config, database, logger: false });
  await app.close();
  rmSync(filesDir, { recursive: true, force: true });
}

/**
 * Migrates once per run: on PostgreSQL the shared test database, on PGlite a fresh database that
 * is saved as a file each test file starts from.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = fromPostgres(url);
    await prepare(database);
    await database.close();
    project.provide('pgliteDumpPath', '');
    return;
  }
  const database = fromPglite(await openPglite({}));
  await prepare(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = resolve(import.meta.dirname, '../../../../.tmp');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `test-db-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
}
