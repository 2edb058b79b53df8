import { INCLUSION_STAGES, type TInclusionStage } from '../estimating/constants';

/** Spec 1 §2 "Inclusions tab" and §8: texts quoted exactly. */
export const INCLUSIONS_TEXT = {
  addNewInclusion: 'Add new inclusion',
  noInclusions: 'No inclusions',
  loading: 'Loading...',
  subs: 'Subs',
  alternates: 'Alternates',
  /** The v2 tables' titles: "Inclusions - Approved", ... */
  tablePrefix: 'Inclusions - ',
  newSuffix: ' (NEW)',
} as const;

/** The stage tables in the order the tab shows them. */
export const SUMMARY_STAGES: readonly TInclusionStage[] = INCLUSION_STAGES;

/**
 * Where a condition counts in the summaries: one of the four stages, or only in the Alternates
 * section (a condition on an alternate the client has not selected: a priced option, not scope).
 */
export type TSummaryBlock = TInclusionStage | 'Alternate';
