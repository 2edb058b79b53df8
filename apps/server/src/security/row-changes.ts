import { sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../db/client';

/**
 * Counts every committed row change of every table of a test database, so a test can say "this
 * refused request changed nothing" in one cheap read. A row trigger on each table adds one to a
 * counter; a write that is rolled back rolls its count back too. For test databases only: it
 * adds a table and triggers to the copy the test runs on.
 */
export async function watchRowChanges(db: TDb) {
  await db.execute(sql`create table fuzz_row_changes (changes bigint not null)`);
  await db.execute(sql`insert into fuzz_row_changes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_row_change() returns trigger language plpgsql as $$
      begin update fuzz_row_changes set changes = changes + 1; return null; end $$`),
  );
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`
      select schemaname as schema, tablename as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')
        and tablename <> 'fuzz_row_changes'`),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(`create trigger fuzz_count_row_change
        after insert or update or delete on "${table.schema}"."${table.name}"
        for each row execute function fuzz_count_row_change()`),
    );
  }
  return {
    tables: tables.length,
    /** Rows inserted, updated or deleted (and committed) since the watch began. */
    async count(): Promise<number> {
      const [row] = rowsOf<{ changes: number }>(
        await db.execute(sql`select changes::int as changes from fuzz_row_changes`),
      );
      return row!.changes;
    },
  };
}
