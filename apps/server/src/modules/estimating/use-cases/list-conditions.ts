import { projectOr404, subCategoryOr404, type TEstimatingDeps } from '../deps';
import { conditionList } from '../present';

/** The conditions of a project's sub-category, with their bids, the subcontractors and tax. */
export async function listConditions(
  deps: TEstimatingDeps,
  input: { projectId: number; subCategoryCode: string },
) {
  const project = await projectOr404(deps.db, input.projectId);
  const sub = await subCategoryOr404(deps.db, input.subCategoryCode);
  return conditionList(deps, deps.db, project, sub.subCategoryId);
}
