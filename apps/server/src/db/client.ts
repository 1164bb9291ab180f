import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock-file.ts';
import { statementCounter } from './statement-count.ts';

/** The database handle every repo takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle: every query inside a transaction must use it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repos accept either, so a service decides where the transaction boundary is. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, for LISTEN/NOTIFY; absent on the embedded database. */
  pool?: pg.Pool;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statements sent so far (each a round trip), for tests and benches. */
  statements(): number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 741_852_963;

/** Opens PGlite with the extensions the schema needs; the only place that constructs one. */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<PGlite> {
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** Wraps an open PGlite instance; `release` runs after it closes (the data-dir lock). */
export function fromPglite(client: PGlite, release: () => void = () => {}): Database {
  const counter = statementCounter();
  const db = drizzlePglite(client, { logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    statements: counter.total,
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const counter = statementCounter();
  const db = drizzlePg(pool, { logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    statements: counter.total,
    pool,
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
}

/** Opens the configured database (PostgreSQL when a URL is given, else PGlite in dataDir). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, options.poolSize);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await openPglite({ dataDir: join(options.dataDir, 'pg') });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
