import { compare, PLACES, sign, sub, toNumeric, type TDecimal } from '../core/decimal';
import { ARCHIVED_STAGES, type TStageType } from '../project/constants';
import { FORECAST_FULL } from '../forecast/rules';

/**
 * The project flags (traffic lights) of DOMAIN.md and the browser's notes marker and variance, as
 * pure rules. The server computes the same colours in SQL for every row at once
 * (apps/server/src/modules/browser/flags-sql.ts); an API test checks both agree on the seed, and
 * a property test (flags-sql.test.ts) checks the notes colour's SQL against notesColor over
 * generated stages and note ages.
 */
export const FLAG_COLORS = ['green', 'yellow', 'red', 'grey'] as const;
export type TFlagColor = (typeof FLAG_COLORS)[number];

/** Lost work: no flag applies to it. */
export const LOST_STAGES: readonly TStageType[] = ['Canceled', 'Rejected'];
/** Sold work: the forecast must not be empty. */
export const SOLD_LIVE_STAGES: readonly TStageType[] = ['Approved', 'In Progress'];
/** Stages in which a client contract should at least have been sent. */
export const CONTRACT_DUE_STAGES: readonly TStageType[] = [
  'Awaiting Approval',
  'Approved',
  'In Progress',
  'Completed',
];

/** Forecast: green at 100%, yellow above 0 and below 100%, red at 0 on sold live work. */
export function forecastColor(stage: TStageType, total: TDecimal): TFlagColor {
  if (LOST_STAGES.includes(stage)) return 'grey';
  if (compare(total, FORECAST_FULL) >= 0) return 'green';
  if (sign(total) > 0) return 'yellow';
  return SOLD_LIVE_STAGES.includes(stage) ? 'red' : 'grey';
}

/** Job Start Up: green when signed; red when In Progress without a signature. */
export function jobStartUpColor(stage: TStageType, isSigned: boolean): TFlagColor {
  if (LOST_STAGES.includes(stage)) return 'grey';
  if (isSigned) return 'green';
  return stage === 'In Progress' ? 'red' : 'grey';
}

/**
 * Client Contracts: green when approved, yellow when sent, red when not sent once it is due.
 * Until the client contracts table exists, the project's ClientApprovalDate and ContractSentDate
 * stand for the Base contract (docs/decisions.md).
 */
export function clientContractColor(
  stage: TStageType,
  base: { isApproved: boolean; isSent: boolean },
): TFlagColor {
  if (LOST_STAGES.includes(stage)) return 'grey';
  if (base.isApproved) return 'green';
  if (base.isSent) return 'yellow';
  return CONTRACT_DUE_STAGES.includes(stage) ? 'red' : 'grey';
}

/** Sub Bids and Sub Contracts: grey (not applicable) until conditions and sub contracts exist. */
export const subBidsColor = (): TFlagColor => 'grey';
export const subContractColor = (): TFlagColor => 'grey';

export const isMasterWarning = (colors: readonly TFlagColor[]) => colors.includes('red');

/** Days since the last note for each notes-marker colour on live projects. */
export const NOTES_GREEN_DAYS = 7;
export const NOTES_YELLOW_DAYS = 30;

/**
 * NotesColor: on a live project, green when the last note is at most 7 days old, yellow at most
 * 30, red when older or when there is none; grey on archived projects (docs/decisions.md).
 */
export function notesColor(stage: TStageType, lastNoteAt: Date | null, now: Date): TFlagColor {
  if (ARCHIVED_STAGES.includes(stage)) return 'grey';
  if (!lastNoteAt) return 'red';
  const ageDays = (now.getTime() - lastNoteAt.getTime()) / 86_400_000;
  if (ageDays <= NOTES_GREEN_DAYS) return 'green';
  if (ageDays <= NOTES_YELLOW_DAYS) return 'yellow';
  return 'red';
}

/**
 * Variance: the share of the contract not (or over) forecast, forecast total minus 100%, as a
 * fraction with four places ("-0.2500" when a quarter of the work has no month yet).
 */
export const forecastVariance = (total: TDecimal) =>
  toNumeric(sub(total, FORECAST_FULL), PLACES.fraction);

/** The colour of a flag for people: the word shown beside the icon. */
export const FLAG_COLOR_LABEL: Record<TFlagColor, string> = {
  green: 'OK',
  yellow: 'Attention',
  red: 'Action needed',
  grey: 'Not applicable',
};
