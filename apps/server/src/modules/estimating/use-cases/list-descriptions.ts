import { projectOr404, subCategoryOr404, type TEstimatingDeps } from '../deps';
import { listDescriptions as descriptionsOf } from '../queries';

/** The client-facing descriptions of a sub-category, one per client contract. */
export async function listDescriptions(
  deps: TEstimatingDeps,
  input: { projectId: number; subCategoryCode: string },
) {
  await projectOr404(deps.db, input.projectId);
  const sub = await subCategoryOr404(deps.db, input.subCategoryCode);
  return { descriptions: await descriptionsOf(deps.db, input.projectId, sub.subCategoryId) };
}
