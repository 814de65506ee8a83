import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { lockDataDir } from './lock.ts';
import { startPgliteThread, type PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * The schema as PGlite's drizzle() is given it. Its overloads stopped type-checking with the 77th
 * table (TypeScript gives up on the union of configs over so many tables), so the object goes in
 * untyped; the database is typed as `Db` where it is returned, as for PostgreSQL.
 */
const pgliteSchema: Record<string, unknown> = schema;
/** Drizzle database over either driver; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round-trip check for /api/health. */
  ping(): Promise<void>;
  /**
   * Raw SQL on the same connection(s) as `db`, for libraries that bring their own SQL (pg-boss).
   * With `values` one statement with $n parameters; without, one or more statements (the rows of
   * the last are returned).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * One parameterised statement that runs very often (a test's event posts), as a named prepared
   * statement on PostgreSQL: each pooled connection parses and plans it once instead of on every
   * call. `name` must always go with the same `text`. On PGlite, on a connection of its own that the
   * database's thread serves first (decision 048).
   */
  prepared<T extends Record<string, unknown>>(name: string, text: string, values: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Connections of the pool to the embedded database's thread. More than one keeps the thread busy
 * while an answer travels back to the server (docs/performance.md, issue 25 §1).
 */
export const PGLITE_CONNECTIONS = 4;

/** Folder of the SQL migrations: beside this file in source, copied beside the bundle in dist/. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; undefined = in memory (tests). */
  dataDir?: string | undefined;
  poolMax?: number;
  /** Called when PostgreSQL drops an idle pooled connection (logged by the server). */
  onIdleError?: (err: Error) => void;
  /**
   * In-memory PGlite only: start from this data directory (a `pgliteTemplate()` dump, already
   * migrated) instead of an empty one; pending migrations still apply. Tests use it so each file
   * does not pay for initdb and every migration.
   */
  template?: Blob;
}

/** An in-memory PGlite database with every migration applied, dumped as a data-directory tarball. */
export async function pgliteTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await migratePglite(drizzlePglite({ client, schema: pgliteSchema }), { migrationsFolder: MIGRATIONS_DIR });
  const blob = await client.dumpDataDir('none');
  await client.close();
  return blob;
}

/**
 * Opens the database and applies pending migrations (issue #2 §2).
 *
 * Both stores go through the same `pg` pool and Drizzle driver (decision 048). PostgreSQL: a pool
 * of `poolMax` connections to `url`. PGlite: the database runs in a worker thread of its own
 * (db/pglite-worker.mjs), off the server's event loop, and the pool holds PGLITE_CONNECTIONS
 * connections to it; the thread runs their requests one at a time and a transaction has the
 * database to itself (PGlite is a single session). The data folder is claimed by a pid lock
 * (db/lock.ts) before the thread opens it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection can be closed by the server (restart, admin command); without a listener
    // node-postgres would crash the process. The pool replaces the connection on next use.
    pool.on('error', (err) => options.onIdleError?.(err));
    return overPool(pool, 'postgres', async () => pool.end());
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread({ dataDir: options.dataDir, template: options.template, onExit: (err) => options.onIdleError?.(err) });
  } catch (err) {
    release();
    throw err;
  }
  // Connections for the life of the store (never dropped for idling); the thread runs their
  // requests one at a time, so several keep it busy while answers travel back.
  const shared = { idleTimeoutMillis: 0, user: 'postgres', database: 'postgres' };
  const pool = new pg.Pool({ ...shared, max: PGLITE_CONNECTIONS, stream: () => thread.connect() });
  // The hot statements (`prepared`: a test's answer posts) have a connection of their own whose
  // requests the thread runs first: they never queue behind a burst of starts in the main pool.
  const hot = new pg.Pool({ ...shared, max: 1, stream: () => thread.connect({ priority: true }) });
  for (const p of [pool, hot]) p.on('error', (err) => options.onIdleError?.(err));
  const closeAll = async () => {
    await Promise.allSettled([pool.end(), hot.end()]);
    await thread.close();
    release();
  };
  try {
    return await overPool(pool, 'pglite', closeAll, hot);
  } catch (err) {
    await closeAll().catch(() => {});
    throw err;
  }
}

/** The `Database` over a `pg` pool, migrated; `prepared` statements go to `hot` (default: the same pool). */
async function overPool(pool: pg.Pool, kind: Database['kind'], close: () => Promise<void>, hot: pg.Pool = pool): Promise<Database> {
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      const res = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(res) ? res[res.length - 1] : res;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    prepared: async <T extends Record<string, unknown>>(name: string, text: string, values: unknown[]) => (await hot.query<T>({ name, text, values })).rows,
    close,
  };
}
