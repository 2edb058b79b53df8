import { notFound } from '../../../lib/errors';
import { subCategoryOr404, type TEstimatingDeps } from '../deps';
import { listActiveTemplates } from '../queries';

/** The active templates of a sub-category, checked against its main category (404). */
export async function listTemplateOptions(
  deps: TEstimatingDeps,
  input: { mainCategory: string; subCategory: string },
) {
  const { mainCategory, subCategory } = input;
  const sub = await subCategoryOr404(deps.db, subCategory);
  if (mainCategory !== sub.categoryCode && mainCategory !== String(sub.mainCategoryId))
    throw notFound(`Sub-category ${subCategory} is not in main category ${mainCategory}.`);
  const templates = await listActiveTemplates(deps.db, sub.subCategoryId);
  return {
    options: templates.map((t) => ({
      templateID: t.templateId,
      ConditionName: t.conditionName,
      MeasurementType: t.measurementType,
    })),
  };
}
