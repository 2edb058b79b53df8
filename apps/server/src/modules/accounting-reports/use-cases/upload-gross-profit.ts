import { parseGrossProfitUpload } from '@n5/shared/accounting-reports/rules';
import type { TGrossProfitUploadBody } from '@n5/shared/accounting-reports/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { badRequest } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import type { TAccountingReportsDeps } from '../deps';
import {
  replaceGrossProfitMonth,
  selectExistingProjectIds,
  selectGrossProfitMonth,
} from '../queries';

/**
 * GM Report Upload (spec 2 §2.19, §4): the sheet's rows replace the month's gross profit per
 * project, with one audit row per change, in one transaction. No rows: the spec's message (400);
 * a bad row or an unknown project: 400 naming the row. The reply is the original's
 * stored-procedure answer, ReturnValue 1 on success.
 */
export async function uploadGrossProfit(
  deps: TAccountingReportsDeps,
  input: TGrossProfitUploadBody,
  user: TUser,
) {
  const parsed = parseGrossProfitUpload(input.json);
  if (!parsed.ok) throw badRequest(parsed.message);
  const ids = parsed.rows.map((r) => r.projectId);
  const known = await selectExistingProjectIds(deps.db, ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw badRequest(`Row ${ids.indexOf(unknown) + 2}: there is no project ${unknown}.`);
  const period = { year: input.year, month: input.month };
  await deps.db.transaction(async (tx) => {
    const before = new Map(
      (await selectGrossProfitMonth(tx, period)).map((r) => [r.projectId, r] as const),
    );
    await replaceGrossProfitMonth(tx, { ...period, userId: user.UserID }, parsed.rows);
    for (const row of parsed.rows) {
      const old = before.get(row.projectId);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'gross_profit_upload',
        entityId: `${input.year}-${String(input.month).padStart(2, '0')}/${row.projectId}`,
        action: old ? 'update' : 'insert',
        before: old ? { revenue: old.revenue, cost: old.cost } : null,
        after: { revenue: row.revenue, cost: row.cost },
      });
    }
  });
  return { data: [{ ReturnValue: 1, RowsLoaded: parsed.rows.length }] };
}
