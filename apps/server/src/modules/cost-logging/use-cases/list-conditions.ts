import type { TUser } from '@n5/shared/session/schemas';
import { notFound } from '../../../lib/errors';
import type { TCostLoggingDeps } from '../deps';
import { byCategory, findConditions, findSubCategory, projectExists } from '../queries';
import { conditionOr404, toMobileCondition } from './condition-access';

/** The conditions of a project in one sub-category, with totals and remaining (spec 3 §2.9). */
export async function listConditionsByCategory(
  deps: TCostLoggingDeps,
  input: { projectID: number; subCategoryCode: string },
  _user: TUser,
) {
  const [exists, sub, rows] = await Promise.all([
    projectExists(deps.db, input.projectID),
    findSubCategory(deps.db, input.subCategoryCode),
    findConditions(deps.db, byCategory(input.projectID, input.subCategoryCode)),
  ]);
  if (!exists) throw notFound(`There is no project ${input.projectID}.`);
  if (!sub) throw notFound(`There is no cost code ${input.subCategoryCode}.`);
  return {
    subCategoryCode: sub.code,
    subCategoryName: sub.name,
    conditions: rows.map(toMobileCondition),
  };
}

export async function getConditionInfo(
  deps: TCostLoggingDeps,
  input: { conditionID: number },
  _user: TUser,
) {
  return { condition: toMobileCondition(await conditionOr404(deps.db, input.conditionID)) };
}
