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
  /**
   * Whether a database session (a backend's process id, as a NOTIFY names its sender) is one of
   * this process's pool: known from the pool's first connection on, migrations' included.
   */
  isOwnSession?: (processId: number) => boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statements sent so far (each a round trip), for tests and benches. */
  statements(): number;
  /**
   * Runs SQL text as it is, with `$1`-style values or none (then several statements may be
   * given): for the job queue's own statements, never for anything a person typed.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
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
  // No JIT: the planner prices the sight checks of short, indexed queries high enough to compile
  // them, which costs hundreds of milliseconds a call and saves nothing.
  // Generic plans: a prepared statement is planned once per connection. Left to choose, the
  // planner kept planning the task read anew for every call (5 ms of planning for 0.2 ms of
  // work), because it prices a generic plan over a list of ids higher (decision 0017).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  const sessions = new Set<number>();
  const processIdOf = (client: pg.PoolClient) =>
    (client as unknown as { processID?: number }).processID;
  pool.on('connect', (client) => {
    const id = processIdOf(client);
    if (id !== undefined) sessions.add(id);
  });
  pool.on('remove', (client) => {
    const id = processIdOf(client);
    if (id !== undefined) sessions.delete(id);
  });
  const counter = statementCounter();
  const db = drizzlePg(pool, { logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    isOwnSession: (processId) => sessions.has(processId),
    statements: counter.total,
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // Several statements answer with one result each: the last one's rows.
      return Array.isArray(result) ? { rows: (result.at(-1) as pg.QueryResult).rows } : result;
    },
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
