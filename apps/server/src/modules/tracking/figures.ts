import { NO_COST, type TCostFigures } from '@n5/shared/tracking/rules';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TTrackingDeps } from './deps';
import * as q from './queries';

/** What the tracking use cases share: the project or 404, and the figures rows are made of. */

export interface TSubCategoryKey {
  categoryCode: string;
  subCategoryCode: string;
  subCategoryName: string;
}

/** A condition, or conditions summed (conditionSums): what the rows are computed from. */
export type TFigureRow = Omit<q.TConditionFigures, 'conditionId' | 'conditionName'>;

export const isApproved = (c: TFigureRow) => c.contractStage === 'Approved';

/** The in-house cost of a condition (no subcontractor selected), else nothing. */
export function inHouse(c: TFigureRow): TCostFigures {
  if (c.subSelected) return NO_COST;
  return {
    hours: c.hours,
    labor: c.labor,
    material: c.material,
    equipment: c.equipment,
    other: c.other,
    sub: '0',
  };
}

export async function projectOr404(tx: TDbOrTx, projectId: number) {
  const project = await q.findProject(tx, projectId);
  if (!project) throw notFound(`There is no project ${projectId}.`);
  return project;
}

/**
 * Everything the cost tracking rows are made of, read in parallel: the conditions summed, the
 * additional costs, the actuals, and every sub-category any of them names.
 */
export async function readFigures(deps: TTrackingDeps, projectId: number) {
  const { db, accounting } = deps;
  const [project, conds, additional, actuals] = await Promise.all([
    projectOr404(db, projectId),
    q.conditionSums(db, projectId),
    q.additionalCosts(db, projectId),
    accounting.getActualCosts(projectId),
  ]);
  const keys = new Map<string, TSubCategoryKey>();
  for (const c of [...conds, ...additional]) {
    if (!keys.has(c.subCategoryCode)) keys.set(c.subCategoryCode, c);
  }
  const unknown = actuals.map((a) => a.subCategoryCode).filter((code) => !keys.has(code));
  for (const s of await q.subCategoriesByCode(db, unknown)) keys.set(s.subCategoryCode, s);
  return { project, conds, additional, actuals, keys };
}
