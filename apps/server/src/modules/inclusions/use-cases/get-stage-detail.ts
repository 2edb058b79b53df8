import type { TInclusionStage } from '@n5/shared/estimating/constants';
import { notFound } from '../../../lib/errors';
import { projectOr404, type TInclusionsDeps } from '../deps';
import { subCategoryRow } from '../present';
import { findSubCategory, listStageDetail } from '../queries';

/** A sub-category's rows of a stage, one per client contract. */
export async function getStageDetail(
  deps: TInclusionsDeps,
  params: {
    projectId: number;
    categoryId: number;
    subCategoryId: number;
    stage: TInclusionStage;
  },
) {
  await projectOr404(deps, params.projectId);
  const sub = await findSubCategory(deps.db, params.subCategoryId);
  if (!sub || sub.category_id !== params.categoryId)
    throw notFound(
      `Sub-category ${params.subCategoryId} of category ${params.categoryId} was not found.`,
    );
  const rows = await listStageDetail(deps.db, params);
  return {
    inclusions: rows.map((r) => ({
      ...subCategoryRow(params.projectId, r),
      contract_stage_type: params.stage,
      client_contract_id: r.client_contract_id,
      client_contract_type: r.client_contract_type,
      client_contract_number: r.client_contract_number,
      labor_markup_percent: r.labor_markup_percent,
      material_markup_percent: r.material_markup_percent,
      equipment_markup_percent: r.equipment_markup_percent,
      other_markup_percent: r.other_markup_percent,
      subcontractor_markup_percent: r.subcontractor_markup_percent,
    })),
  };
}
