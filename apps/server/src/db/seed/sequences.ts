import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../client';

/**
 * The seed inserts explicit ids (fixed demo users, stable references between tables); moving each
 * serial past them lets the app's own inserts carry on without a duplicate-key error.
 */
export async function resetSequences(
  db: TDbOrTx,
  tables: ReadonlyArray<readonly [table: string, column: string]>,
) {
  for (const [table, column] of tables) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), ` +
          `coalesce(max(${column}), 1), max(${column}) is not null) from ${table}`,
      ),
    );
  }
}
