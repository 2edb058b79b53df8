import type { TInclusionStage } from '@n5/shared/estimating/constants';
import type { TInclusionSummaryRow } from '@n5/shared/inclusions/schemas';
import { projectOr404, type TInclusionsDeps } from '../deps';
import { subCategoryRow, sumsOf } from '../present';
import { listStageTotals } from '../queries';

/** A stage's table: a row per sub-category, the categories' sums and the footer. */
export async function getStageTotals(
  deps: TInclusionsDeps,
  input: { projectId: number; stage: TInclusionStage },
) {
  const { projectId, stage } = input;
  await projectOr404(deps, projectId);
  const rows = await listStageTotals(deps.db, projectId, stage);
  const footer = rows.find((r) => r.g_cat === 1)!;
  const subs = rows.filter((r) => r.g_sub === 0);
  return {
    inclusions: subs.map((r): TInclusionSummaryRow => ({
      ...subCategoryRow(projectId, r),
      contract_stage_type: stage,
    })),
    categories: rows
      .filter((r) => r.g_sub === 1 && r.g_cat === 0)
      .map((r) => ({
        category_id: r.category_id!,
        category_code: r.category_code!,
        category_name: r.category_name!,
        ...sumsOf(r),
      })),
    footer: sumsOf(footer),
    subs_with_children: subs.filter((r) => r.has_children).map((r) => r.sub_category_id!),
  };
}
