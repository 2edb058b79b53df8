import type { TDbOrTx } from '../db/client';
import { auditLog } from '../db/schema/index';

export type TAuditAction = 'insert' | 'update' | 'delete';

type TRow = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** Field-by-field differences between two versions of a row (fields of `after` only). */
export function diffRows(
  before: TRow | null,
  after: TRow | null,
): Array<{ field: string; oldValue: string | null; newValue: string | null }> {
  const fields = Object.keys(after ?? before ?? {});
  return fields
    .map((field) => ({ field, oldValue: text(before?.[field]), newValue: text(after?.[field]) }))
    .filter((change) => change.oldValue !== change.newValue);
}

/**
 * Records who changed what, in the caller's transaction: one row per changed field (an insert or
 * delete records every field with a value). Services call it for every write of business data.
 */
export async function recordAudit(
  db: TDbOrTx,
  entry: {
    userId: number | null;
    entity: string;
    entityId: string | number;
    action: TAuditAction;
    before?: TRow | null;
    after?: TRow | null;
  },
) {
  const changes = diffRows(entry.before ?? null, entry.after ?? null);
  const rows = (changes.length ? changes : [{ field: null, oldValue: null, newValue: null }]).map(
    (change) => ({
      userId: entry.userId,
      entity: entry.entity,
      entityId: String(entry.entityId),
      action: entry.action,
      field: change.field,
      oldValue: change.oldValue,
      newValue: change.newValue,
    }),
  );
  if (entry.action === 'update' && changes.length === 0) return 0;
  await db.insert(auditLog).values(rows);
  return rows.length;
}
