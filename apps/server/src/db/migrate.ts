import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../lib/paths';
import type { TDatabase } from './client';

/** Any fixed number (the seed has its own): instances starting together take turns to migrate. */
const MIGRATION_LOCK = 7_461_102;

/**
 * Applies the SQL migrations of apps/server/drizzle; the same files on PGlite and PostgreSQL.
 * On PostgreSQL under a session advisory lock held on one connection: a second instance started
 * at the same instant waits, then finds every migration applied (before, both ran them and one
 * crashed on a duplicate type; issue 30 item 8).
 */
export async function migrateDatabase(database: TDatabase): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
