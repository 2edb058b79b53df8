import {
  addFigures,
  costManagementRow,
  costManagementTotals,
  NO_COST,
  type TCostFigures,
} from '@n5/shared/tracking/rules';
import type { TActualCostRow } from '../../../lib/accounting/gateway';
import type { TTrackingDeps } from '../deps';
import { inHouse, isApproved, readFigures } from '../figures';

/**
 * Cost management: per sub-category the original budget (approved work's in-house cost and sub
 * bids) against the actuals by kind, sorted by category and sub-category, with totals.
 */
export async function getCostManagement(deps: TTrackingDeps, input: { projectId: number }) {
  const { conds, actuals, keys } = await readFigures(deps, input.projectId);
  const original = new Map<string, TCostFigures>();
  for (const c of conds) {
    if (!isApproved(c)) continue;
    const sub = c.subSelected ? c.subCost : '0';
    original.set(
      c.subCategoryCode,
      addFigures(addFigures(original.get(c.subCategoryCode) ?? NO_COST, inHouse(c)), { sub }),
    );
  }
  const actualBy = new Map<string, TActualCostRow>(actuals.map((a) => [a.subCategoryCode, a]));
  const rows = [...keys.values()]
    .sort(
      (a, b) =>
        a.categoryCode.localeCompare(b.categoryCode) ||
        a.subCategoryCode.localeCompare(b.subCategoryCode),
    )
    .map((k) => {
      const a = actualBy.get(k.subCategoryCode);
      return {
        ...costManagementRow(k, original.get(k.subCategoryCode) ?? NO_COST, {
          hours: a?.laborHours ?? '0',
          labor: a?.labor ?? '0',
          material: a?.material ?? '0',
          equipment: a?.equipment ?? '0',
          other: a?.other ?? '0',
          sub: a?.sub ?? '0',
        }),
        subCategoryName: k.subCategoryName,
      };
    });
  return { rows, totals: costManagementTotals(rows) };
}
