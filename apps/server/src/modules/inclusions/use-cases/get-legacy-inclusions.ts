import type { TLegacyBlock, TLegacyInclusionsReply } from '@n5/shared/inclusions/schemas';
import { projectOr404, type TInclusionsDeps } from '../deps';
import { blockRank, legacySummary } from '../present';
import { listLegacySums } from '../queries';

/** The legacy view: sub-category rows and block summaries, blocks in their order. */
export async function getLegacyInclusions(
  deps: TInclusionsDeps,
  input: { projectId: number },
): Promise<TLegacyInclusionsReply> {
  await projectOr404(deps, input.projectId);
  const rows = await listLegacySums(deps.db, input.projectId);
  const byBlock = [...rows].sort((a, b) => blockRank(a.block) - blockRank(b.block));
  return {
    inclusions: byBlock
      .filter((r) => r.g_sub === 0)
      .map((r) => ({
        contractStageCategory: r.block as TLegacyBlock,
        categoryID: r.category_id!,
        categoryCode: r.category_code!,
        subCategoryID: r.sub_category_id!,
        subCategoryCode: r.sub_category_code!,
        subCategoryName: r.sub_category_name!,
        alternateContractType: r.alternate_type,
        alternateSelectedInd: r.alternate_stage === 'Approved' ? 1 : 0,
        inclusionSummary: legacySummary(r, JSON.parse(r.sub_list) as string[]),
      })),
    inclusionSummary: byBlock
      .filter((r) => r.g_sub === 1)
      .map((r) => ({
        contractStageCategory: r.block as TLegacyBlock,
        ...legacySummary(r, JSON.parse(r.sub_list) as string[]),
      })),
  };
}
