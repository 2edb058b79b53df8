import { contractDetail, sumMoney } from '@n5/shared/contracts/totals';
import { costTracking } from '@n5/shared/tracking/rules';
import type { TTrackingDeps } from '../deps';
import { isApproved, readFigures } from '../figures';

type TConds = Awaited<ReturnType<typeof readFigures>>['conds'];

/** Contract amounts per sub-category: Base, approved changes, adjusted (the contracts rules). */
function contractBySubCategory(conds: TConds) {
  const detail = contractDetail(
    conds.flatMap((c) =>
      c.contractType && c.contractStage
        ? [
            {
              categoryCode: c.categoryCode,
              mainCategoryID: c.mainCategoryId,
              subCategoryCode: c.subCategoryCode,
              contractType: c.contractType,
              stage: c.contractStage,
              amount: sumMoney([c.preTax, c.tax]),
            },
          ]
        : [],
    ),
  );
  return new Map(detail.rows.map((r) => [r.subCategoryCode, r]));
}

/** Committed cost: in-house cost on approved work, or the bid once the sub contract is approved. */
function committedBySubCategory(conds: TConds) {
  const committedBy = new Map<string, string[]>();
  for (const c of conds) {
    if (!isApproved(c)) continue;
    const parts = committedBy.get(c.subCategoryCode) ?? [];
    if (!c.subSelected) parts.push(c.labor, c.material, c.equipment, c.other);
    else if (c.subApproved === 1) parts.push(c.subCost);
    committedBy.set(c.subCategoryCode, parts);
  }
  return committedBy;
}

/**
 * Cost tracking (DOMAIN "Cost tracking"): per sub-category the contract amounts, committed cost,
 * actual cost (the accounting gateway) and additional cost, with their totals. A fixed number of
 * statements, whatever the number of conditions.
 */
export async function getCostTracking(deps: TTrackingDeps, input: { projectId: number }) {
  const { project, conds, additional, actuals, keys } = await readFigures(deps, input.projectId);
  const contractBy = contractBySubCategory(conds);
  const committedBy = committedBySubCategory(conds);
  const actualBy = new Map(actuals.map((a) => [a.subCategoryCode, a.total]));
  const additionalBy = new Map(additional.map((a) => [a.subCategoryCode, a.additionalCost]));
  const result = costTracking(
    [...keys.values()].map((k) => ({
      categoryCode: k.categoryCode,
      subCategoryCode: k.subCategoryCode,
      base: contractBy.get(k.subCategoryCode)?.base ?? '0',
      approvedChanges: contractBy.get(k.subCategoryCode)?.approvedChanges ?? '0',
      committedCost: sumMoney(committedBy.get(k.subCategoryCode) ?? []),
      actualCost: actualBy.get(k.subCategoryCode) ?? '0',
      additionalCost: additionalBy.get(k.subCategoryCode) ?? null,
    })),
  );
  const names = new Map([...keys.values()].map((k) => [k.subCategoryCode, k.subCategoryName]));
  return {
    project,
    rows: result.rows.map((r) => ({ ...r, subCategoryName: names.get(r.subCategoryCode) ?? '' })),
    totals: result.totals,
  };
}
