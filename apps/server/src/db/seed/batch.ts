/**
 * Multi-row inserts of `size` rows: one statement per batch instead of one per row (seeding 5,000
 * projects stays fast), while staying far below PostgreSQL's 65,535 bind parameters a statement.
 */
export async function insertInBatches<T>(
  rows: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
  size = 500,
) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
