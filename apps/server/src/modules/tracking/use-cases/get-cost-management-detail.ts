import { sumMoney } from '@n5/shared/contracts/totals';
import {
  addFigures,
  costDetailRow,
  NO_COST,
  splitSubCategories,
  type TCostFigures,
} from '@n5/shared/tracking/rules';
import { badRequest } from '../../../lib/errors';
import type { TTrackingDeps } from '../deps';
import { inHouse, isApproved, projectOr404 } from '../figures';
import * as q from '../queries';

type TActual = Awaited<ReturnType<typeof q.detailActuals>>[number];

const figuresOf = (a: TActual | undefined): TCostFigures =>
  a
    ? {
        hours: a.hours,
        labor: a.labor,
        material: a.material,
        equipment: a.equipment,
        other: a.other,
        sub: a.sub,
      }
    : NO_COST;

/** Items grouped by a key, each group in the items' order. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(keyOf(item)) ?? [];
    list.push(item);
    groups.set(keyOf(item), list);
  }
  return groups;
}

/** Task rows of the named sub-categories: each condition, then costs on no condition. */
export async function getCostManagementDetail(
  deps: TTrackingDeps,
  input: { projectId: number; subCategories: string },
) {
  const { db } = deps;
  const codes = splitSubCategories(input.subCategories);
  if (codes.length === 0) throw badRequest("Name at least one sub-category (codes joined by '|').");
  const [, conds, actuals] = await Promise.all([
    projectOr404(db, input.projectId),
    q.conditionFigures(db, input.projectId),
    q.detailActuals(db, input.projectId, codes),
  ]);
  const wanted = new Set(codes);
  const actualBy = new Map(actuals.map((a) => [`${a.subCategoryCode}|${a.conditionId ?? ''}`, a]));
  const byCode = groupBy(
    conds.filter((c) => wanted.has(c.subCategoryCode)),
    (c) => c.subCategoryCode,
  );
  // Costs on a condition the project no longer has, and field labor, land on "no condition".
  const known = new Set(conds.map((c) => c.conditionId));
  const looseBy = groupBy(
    actuals.filter((a) => a.conditionId === null || !known.has(a.conditionId)),
    (a) => a.subCategoryCode,
  );
  const rows = [];
  for (const code of codes) {
    for (const c of byCode.get(code) ?? []) {
      const a = actualBy.get(`${code}|${c.conditionId}`);
      const budgeted = isApproved(c)
        ? addFigures(inHouse(c), { sub: c.subSelected ? c.subCost : '0' })
        : NO_COST;
      rows.push(
        costDetailRow({
          conditionId: c.conditionId,
          conditionName: c.conditionName,
          subCategoryCode: code,
          budgeted,
          pending: a?.pending ?? '0',
          actual: figuresOf(a),
        }),
      );
    }
    const loose = looseBy.get(code) ?? [];
    if (loose.length > 0) {
      rows.push(
        costDetailRow({
          conditionId: null,
          conditionName: null,
          subCategoryCode: code,
          budgeted: NO_COST,
          pending: sumMoney(loose.map((a) => a.pending)),
          actual: loose.reduce((acc, a) => addFigures(acc, figuresOf(a)), NO_COST),
        }),
      );
    }
  }
  return { rows };
}
