import { contractKind, type TContractStage } from '../contracts/constants';
import { conditionStage } from '../estimating/rules';
import { INCLUSION_STAGES, type TInclusionStage } from '../estimating/constants';
import { INCLUSIONS_TEXT, STAGE_TABLE_TITLES, type TSummaryBlock } from './constants';

/**
 * The block a condition is summed in (docs/rules.md "Inclusion summaries"): its inclusion stage
 * (DOMAIN.md "Inclusion stages"), except that the conditions of a pending alternate are only in
 * the Alternates section. A selected (approved) alternate is approved scope; an inactive one is
 * inactive. The summary SQL (modules/inclusions/summary-sql.ts) states the same rule.
 */
export function summaryBlock(
  contract: { contractType: string; stage: TContractStage } | null,
  baseContractApproved: boolean,
): TSummaryBlock {
  if (contract && contractKind(contract.contractType) === 'Alt' && contract.stage === 'Pending')
    return 'Alternate';
  return conditionStage(contract?.stage ?? null, baseContractApproved);
}

/**
 * The status of GET .../inclusions/totals/{status}: a stage name in any letter case (the spec
 * writes "inactive"); null when it is not one.
 */
export function parseInclusionStatus(text: string): TInclusionStage | null {
  const wanted = text.trim().toLowerCase();
  return INCLUSION_STAGES.find((s) => s.toLowerCase() === wanted) ?? null;
}

/** "Inclusions - Approved", with " (NEW)" while the legacy view is shown beside it. */
export function stageTableTitle(stage: TInclusionStage, isNew: boolean): string {
  return `${STAGE_TABLE_TITLES[stage]}${isNew ? INCLUSIONS_TEXT.newSuffix : ''}`;
}

/** The sun icon's tooltip on a detail row of a client contract. */
export function clientContractTooltip(n: number): string {
  return `Client contract #${n}`;
}

/** The inclusion editor of the project (spec 1 §2: "Add new inclusion"). */
export function inclusionEditorPath(projectId: number): string {
  return `/browser/projects/inclusions/${projectId}`;
}

/** The editor opened at one sub-category (a sub-category code in the tab). */
export function subCategoryEditorPath(
  projectId: number,
  categoryId: number,
  subCategoryCode: string,
): string {
  return `/browser/projects/${projectId}/inclusions/${categoryId}/${encodeURIComponent(subCategoryCode)}`;
}
