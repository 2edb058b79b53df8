import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf, type TDbOrTx } from '../../db/client';

/**
 * The newest migration the database has applied (its journal time, as drizzle records it), or
 * null when none is (a database no instance has migrated yet).
 */
export async function lastAppliedMigration(db: TDbOrTx): Promise<number | null> {
  const [exists] = rowsOf<{ ok: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`),
  );
  if (!exists?.ok) return null;
  const [row] = rowsOf<{ last: string | null }>(
    await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`),
  );
  return parseInteger(row?.last);
}
