/** Project stages in their order (spec 1 §4, spec 2 §4). */
export const STAGE_TYPES = [
  'Preparing Proposal',
  'Awaiting Approval',
  'Approved',
  'In Progress',
  'Completed',
  'Rejected',
  'Canceled',
] as const;
export type TStageType = (typeof STAGE_TYPES)[number];

/** The browser's abbreviations; numbered so that sorting ascending puts WIP first. */
export const STAGE_ABBR: Record<TStageType, string> = {
  'In Progress': '1WIP',
  Approved: '2APRVD',
  'Awaiting Approval': '3CLIENT',
  'Preparing Proposal': '4PREP',
  Completed: '5DONE',
  Rejected: '6REJ',
  Canceled: '7CAN',
};

export const ARCHIVED_STAGES: readonly TStageType[] = ['Completed', 'Canceled', 'Rejected'];

/** Bid types of spec 1 §9; the division is the part before the arrow. */
export const BID_TYPES = [
  'Construction -> Project',
  'Construction -> T&M',
  'Service -> Flat Rate',
  'Service -> Project',
  'Service -> T&M',
  'Mechanical -> Project',
  'Mechanical -> T&M',
] as const;
export type TBidType = (typeof BID_TYPES)[number];

export const DIVISIONS = ['Construction', 'Mechanical', 'Service'] as const;
export type TDivision = (typeof DIVISIONS)[number];

export function divisionOf(bidType: string | null | undefined): TDivision | null {
  const division = bidType?.split(' -> ')[0];
  return (DIVISIONS as readonly string[]).includes(division ?? '') ? (division as TDivision) : null;
}

export const PROPOSAL_FORMAT_TYPES = ['Detail', 'Summary'] as const;
export type TProposalFormatType = (typeof PROPOSAL_FORMAT_TYPES)[number];

export const API_VERSIONS = ['v1', 'v2'] as const;

/** Default Exclusions text of a new project (spec 1 §3). */
export const DEFAULT_EXCLUSIONS =
  'Only the items listed in this proposal are included; any work not listed will be priced ' +
  'separately as an extra. Bonds, overtime, phasing, permits and dumpsters are excluded.';

/** Forecast cell keys jan1..dec3: month abbreviation + year slot (1 previous, 2 current, 3 next). */
export const FORECAST_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
export const FORECAST_SLOTS = [1, 2, 3] as const;
export const FORECAST_KEYS = FORECAST_SLOTS.flatMap((slot) =>
  FORECAST_MONTHS.map((m) => `${m}${slot}`),
) as Array<`${(typeof FORECAST_MONTHS)[number]}${(typeof FORECAST_SLOTS)[number]}`>;
export type TForecastKey = (typeof FORECAST_KEYS)[number];
