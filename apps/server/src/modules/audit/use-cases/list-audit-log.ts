import type { TAuditLogQuery } from '@n5/shared/audit/contract';
import { badRequest } from '../../../lib/errors';
import type { TAuditDeps } from '../deps';
import { listAuditLogPage } from '../queries';

const PAGE = 50;

/**
 * The audit screen's list (issue 34 item 5): newest first, one page of `limit` rows (50) after
 * the cursor; `nextBefore` is the cursor of the next page, null on the last. From after to: 400.
 */
export async function listAuditLog(deps: TAuditDeps, input: TAuditLogQuery) {
  if (input.from && input.to && input.from > input.to)
    throw badRequest('from must be on or before to.');
  const limit = input.limit ?? PAGE;
  const rows = await listAuditLogPage(deps.db, { ...input, limit: limit + 1 });
  const entries = rows.slice(0, limit);
  const more = rows.length > limit;
  return {
    entries,
    nextBefore: more ? String(entries[entries.length - 1]!.auditId) : null,
  };
}
