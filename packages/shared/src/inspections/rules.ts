import { div, fromUnits, toNumeric, PLACES } from '../core/decimal';

/** The four checklists (spec 2 §3 "KPI event" Type). */
export const INSPECTION_TYPES = ['Fleet', 'Uniform', 'Warehouse', 'Safety'] as const;
export type TInspectionType = (typeof INSPECTION_TYPES)[number];

/** GET /api/kpi/criteria?type names the fleet checklist 'Van' (spec 2 §7). */
export const CRITERIA_TYPES = ['Van', 'Uniform', 'Warehouse', 'Safety'] as const;
export type TCriteriaType = (typeof CRITERIA_TYPES)[number];
export const inspectionTypeOf = (type: TCriteriaType): TInspectionType =>
  type === 'Van' ? 'Fleet' : type;

/** The option scales of spec 2 §3, by the criterion's Options text. */
export const STAR_OPTIONS = '0,1,2,3,4';
export const YES_NO_OPTIONS = 'No,Yes';
export const LOW_OK_OPTIONS = 'Low,OK';
export const MILEAGE_OPTIONS = '>300,-300,-200,-100,C';
/** The mileage dropdown's labels (the stored value is the option itself; 'C' is Current). */
export const MILEAGE_LABELS: Record<string, string> = {
  '>300': '>300',
  '-300': '-300',
  '-200': '-200',
  '-100': '-100',
  C: 'Current',
};
export const STAR_MAX = 5;
/** The longest answer a plain-text criterion keeps. */
export const TEXT_VALUE_MAX = 500;

export type TScale =
  | { kind: 'stars' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'dropdown'; options: readonly string[] }
  | { kind: 'text' };

/**
 * How a criterion is answered, from its Options text: 5 stars (stored as stars − 1, 0..4), No/Yes
 * or Low/OK buttons, the mileage dropdown, and plain text for any other options text.
 */
export function scaleOf(options: string): TScale {
  switch (options) {
    case STAR_OPTIONS:
      return { kind: 'stars' };
    case YES_NO_OPTIONS:
    case LOW_OK_OPTIONS:
      return { kind: 'choice', options: options.split(',') };
    case MILEAGE_OPTIONS:
      return { kind: 'dropdown', options: options.split(',') };
    default:
      return { kind: 'text' };
  }
}

/** The options a scored scale offers, worst first; null for plain text (not scored). */
export function scoredOptions(options: string): readonly string[] | null {
  const scale = scaleOf(options);
  if (scale.kind === 'stars') return STAR_OPTIONS.split(',');
  return scale.kind === 'text' ? null : scale.options;
}

/**
 * Why a value is not an answer to a criterion with these options, or null when it is. null (a
 * cleared answer) is always accepted. Stars are '0'..'4' (stars − 1); choices are one of the
 * options exactly; plain text is 1 to 500 characters.
 */
export function valueProblem(options: string, value: string | null): string | null {
  if (value === null) return null;
  const scored = scoredOptions(options);
  if (scored) {
    return scored.includes(value) ? null : `must be one of ${scored.join(', ')} (or null to clear)`;
  }
  if (value.trim() === '') return 'must not be blank (send null to clear)';
  return value.length > TEXT_VALUE_MAX ? `must be at most ${TEXT_VALUE_MAX} characters` : null;
}

/** Stars picked in the widget (0..5) as the stored value: n > 0 is n − 1; 0 clears (null). */
export const starsToValue = (stars: number | null): string | null =>
  stars === null || stars <= 0 ? null : String(Math.min(stars, STAR_MAX) - 1);
/** The stored star value back as stars for the widget (null: no stars). */
export const valueToStars = (value: string | null): number | null =>
  value === null || !/^[0-4]$/.test(value) ? null : value.charCodeAt(0) - 47;

/**
 * The score of an inspection (spec 2 §3: 0 to 1, shown as percent): the points earned over the
 * points possible, counting only the scored criteria that were answered. An answer earns its
 * position on its scale, worst first (stars 0..4 of 4, No 0 / Yes 1, Low 0 / OK 1, >300 0 ..
 * Current 4 of 4); plain-text criteria and unanswered ones count for nothing either way ("leave
 * the score unchanged if a criterion is not applicable", §5). No scored answer: null (no score).
 * Returned as a fraction text with 4 places, computed exactly.
 */
export function inspectionScore(
  answers: ReadonlyArray<{ options: string; value: string | null }>,
): string | null {
  let earned = 0n;
  let possible = 0n;
  for (const { options, value } of answers) {
    const scored = scoredOptions(options);
    if (!scored || value === null) continue;
    const at = scored.indexOf(value);
    if (at < 0) continue;
    earned += BigInt(at);
    possible += BigInt(scored.length - 1);
  }
  if (possible === 0n) return null;
  return toNumeric(div(fromUnits(earned), fromUnits(possible), PLACES.fraction), PLACES.fraction);
}

/** The header each checklist needs before any score may be saved (spec 2 §5, §4). */
export interface TInspectionHeader {
  userID: number | null;
  van: number | null;
  location: string | null;
  projectID: number | null;
  surveyDate: string | null;
}

export const REQUIRED_HEADER: Record<TInspectionType, ReadonlyArray<keyof TInspectionHeader>> = {
  Fleet: ['userID', 'van', 'surveyDate'],
  Uniform: ['userID', 'location', 'surveyDate'],
  Warehouse: ['surveyDate'],
  Safety: ['projectID', 'surveyDate'],
};

const HEADER_LABELS: Record<keyof TInspectionHeader, string> = {
  userID: 'team member',
  van: 'vehicle',
  location: 'location',
  projectID: 'project',
  surveyDate: 'survey date',
};

/** The required header fields still empty, by their label ("team member", "vehicle"). */
export function missingHeader(type: TInspectionType, header: Partial<TInspectionHeader>): string[] {
  return REQUIRED_HEADER[type]
    .filter((field) => {
      const value = header[field];
      return value === null || value === undefined || (typeof value === 'string' && !value.trim());
    })
    .map((field) => HEADER_LABELS[field]);
}

/** The refusal text of a save whose header is incomplete; null when complete. */
export function missingHeaderMessage(
  type: TInspectionType,
  header: Partial<TInspectionHeader>,
): string | null {
  const missing = missingHeader(type, header);
  if (missing.length === 0) return null;
  return `Fill in the ${missing.join(', ')} before scoring this inspection.`;
}

/**
 * A survey date as entered on a checklist, MM-DD-YYYY (spec 2 §5); the API carries YYYY-MM-DD.
 * Lists of audits show MM/dd/yyyy (formatShortDate), as the spec says of audit dates.
 */
export function surveyDateText(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
}
