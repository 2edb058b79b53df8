import { wipFigures, wipTotalsOf } from '@n5/shared/billing/wip';
import type { TWipReportReply } from '@n5/shared/tracking/wip-schemas';
import type { TTrackingDeps } from '../deps';
import { wipReportPage } from '../wip-report-sql';

const ZERO_TOTALS = {
  contractAmount: '0.00',
  costToDate: '0.00',
  estimatedCost: '0.00',
  billedToDate: '0.00',
};

/**
 * The company's over/under billing report (issue 31 item 8): one page of projects with an
 * approved client contract, by project number, and the totals over all of them; one statement.
 */
export async function getWipReport(
  deps: TTrackingDeps,
  input: { page: number; pageSize: number },
): Promise<TWipReportReply> {
  const rows = await wipReportPage(deps.db, {
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const first = rows[0];
  const totals = first
    ? wipTotalsOf(
        {
          contractAmount: first.totalContract,
          costToDate: first.totalCost,
          estimatedCost: first.totalEstimated,
          billedToDate: first.totalBilled,
        },
        first.totalEarned,
      )
    : wipTotalsOf(ZERO_TOTALS, '0.00');
  return {
    rows: rows.map((r) => ({
      projectID: r.projectID,
      projectName: r.projectName,
      ...wipFigures(r),
    })),
    totals,
    page: input.page,
    pageSize: input.pageSize,
    projectCount: first?.projectCount ?? 0,
  };
}
