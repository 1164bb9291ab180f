import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, migrateDatabase, openPglite } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
  }
}

/**
 * Migrates once per run: on PostgreSQL the shared test database, on PGlite a fresh database that
 * is saved as a file each test file starts from.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = fromPostgres(url);
    await migrateDatabase(database);
    await database.close();
    project.provide('pgliteDumpPath', '');
    return;
  }
  const database = fromPglite(await openPglite({}));
  await migrateDatabase(database);
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
