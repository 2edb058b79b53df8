import { projectOr404, subCategoryOr404, type TEstimatingDeps } from '../deps';
import { listActiveTemplates } from '../queries';

/** Add Condition's choices: the sub-category's active templates. */
export async function listConditionOptions(
  deps: TEstimatingDeps,
  input: { projectId: number; subCategoryCode: string },
) {
  const { projectId, subCategoryCode } = input;
  await projectOr404(deps.db, projectId);
  const sub = await subCategoryOr404(deps.db, subCategoryCode);
  const templates = await listActiveTemplates(deps.db, sub.subCategoryId);
  return {
    options: templates.map((t) => ({
      conditionID: t.templateId,
      projectID: projectId,
      subCategoryCode,
      ConditionName: t.conditionName,
      MeasurementType: t.measurementType,
    })),
  };
}
