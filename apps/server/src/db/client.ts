import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { parseInteger } from '@n5/shared/core/integer';
import * as schema from './schema/index';

export type TSchema = typeof schema;
export type TDb = PgDatabase<PgQueryResultHKT, TSchema>;
/** The handle a service receives inside `db.transaction(async (tx) => ...)`. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TDbOrTx = TDb | TTx;

/** The rows of a raw `db.execute(sql)` result; both drivers (pg, PGlite) put them in `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many rows a raw write touched: node-postgres says `rowCount`, PGlite `affectedRows`. */
export function affectedRowsOf(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Whether a statement failed on that unique index (PostgreSQL 23505), however a driver wraps it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

export interface TDatabase {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (pg-boss and dumps need it). */
  pglite: PGlite | null;
  pool: pg.Pool | null;
  /** The connection string on PostgreSQL (pg-boss opens its own pool). */
  url?: string;
  close(): Promise<void>;
}

export interface TDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PGlite data dump (from dumpDataDir) to start from: tests load a migrated, seeded copy. */
  loadDataDir?: Blob;
}

// NUMERIC stays a string (exact money, read with core/decimal.ts); bigint counts come back as JS
// numbers, and one too large for a number fails rather than rounds.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const count = parseInteger(v);
  if (count === null) throw new RangeError(`bigint ${v} does not fit a JavaScript number.`);
  return count;
});

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped database)
    // emits 'error'; without a listener that crashes the process. The pool replaces the client.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as TDb;
    return {
      db,
      kind: 'postgres',
      pglite: null,
      pool,
      url: options.databaseUrl,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as TDb;
  return { db, kind: 'pglite', pglite, pool: null, close: () => pglite.close() };
}
