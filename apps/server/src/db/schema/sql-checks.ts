import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;

/**
 * `column in (...)` built from the shared constants, so a CHECK constraint never drifts from the
 * lists the API validates against. drizzle-kit writes the literal values into the migration.
 */
export function oneOf(column: AnyPgColumn, values: ReadonlyArray<string | number>): SQL {
  return sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;
}
