import { INCLUSION_STAGES, type TInclusionStage } from '../estimating/constants';

/** Spec 1 §2 "Inclusions tab" and §8: texts quoted exactly. */
export const INCLUSIONS_TEXT = {
  addNewInclusion: 'Add new inclusion',
  noInclusions: 'No inclusions',
  loading: 'Loading...',
  subs: 'Subs',
  alternates: 'Alternates',
  newSuffix: ' (NEW)',
} as const;

/** The v2 tables' titles, as the spec writes them (spec 1 §2). */
export const STAGE_TABLE_TITLES: Record<TInclusionStage, string> = {
  Approved: 'Inclusions - Approved',
  Pending: 'Inclusions - Pending',
  'Potential CO': 'Inclusions - Potential CO',
  Inactive: 'Inclusions - Inactive',
};

/** The stage tables in the order the tab shows them. */
export const SUMMARY_STAGES: readonly TInclusionStage[] = INCLUSION_STAGES;

/**
 * Where a condition counts in the summaries: one of the four stages, or only in the Alternates
 * section (a condition on an alternate the client has not selected: a priced option, not scope).
 */
export type TSummaryBlock = TInclusionStage | 'Alternate';
