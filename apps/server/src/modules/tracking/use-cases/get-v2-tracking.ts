import type { TTrackingDeps } from '../deps';
import { getCostTracking } from './get-cost-tracking';

/** Cost tracking in the v2 API's snake_case shape (spec: GET /api/v2/projects/{id}/tracking). */
export async function getV2Tracking(deps: TTrackingDeps, input: { projectId: number }) {
  const { project, rows, totals } = await getCostTracking(deps, input);
  const v2 = (r: typeof totals) => ({
    base_total: r.base,
    change_orders_total: r.approvedChanges,
    adjusted_total: r.adjusted,
    committed_cost: r.committedCost,
    committed_profit: r.committedProfit,
    actual_cost_total: r.actualCost,
    balance_total: r.balance,
  });
  return {
    project,
    rows: rows.map((r) => ({
      category_code: r.categoryCode,
      sub_category_code: r.subCategoryCode,
      sub_category_name: r.subCategoryName,
      ...v2(r),
    })),
    totals: v2(totals),
  };
}
