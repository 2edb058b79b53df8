import { fromNumeric, PLACES, round, sub, toNumeric } from '../core/decimal';
import { MAX_ID } from '../core/ids';
import { parseInteger } from '../core/integer';
import { z } from 'zod';
import { isCalendarDate, requiredText } from '../core/field-rules';
import { can, isOffice, PERMISSION, type TSubject } from '../permissions/can';
import { ARCHIVED_STAGES, type TStageType } from '../project/constants';
import type { TCostManagementTotals } from '../tracking/rules';

/** The texts the field area shows exactly as spec 3 gives them (§2.9, §5, §8). */
export const MOBILE_TEXTS = {
  noProjectsAssigned: 'No projects assigned',
  noResults: 'No results found',
  jobStartupMissing: 'Job Start Up signature is missing',
  invalidProjectId: 'An error occurred: Invalid ProjectID',
  projectFetchFailed: 'An error occurred while fetching the project data. Please contact IT.',
  weeklyLoadFailed: 'There was an error loading the weekly assignment data. Please contact IT.',
  missingSignatureTitle: 'Missing signature',
  missingSignatureText: 'Please include a signature before clicking submit.',
} as const;

/** The filter buttons of /m/projects (spec 3 §2.9); Active is the default (§9). */
export const MOBILE_PROJECT_FILTERS = [
  'Active',
  'Archived',
  'WIP',
  'APRVD',
  'CLIENT',
  'PREP',
  'ME',
] as const;
export type TMobileProjectFilter = (typeof MOBILE_PROJECT_FILTERS)[number];
export const DEFAULT_MOBILE_FILTER: TMobileProjectFilter = 'Active';

const FILTER_STAGE: Partial<Record<TMobileProjectFilter, TStageType>> = {
  WIP: 'In Progress',
  APRVD: 'Approved',
  CLIENT: 'Awaiting Approval',
  PREP: 'Preparing Proposal',
};

export const isArchivedStage = (stage: TStageType) => ARCHIVED_STAGES.includes(stage);

/**
 * Spec 3 §4 stage grouping: Completed, Canceled and Rejected are Archived, all others Active;
 * WIP, APRVD, CLIENT and PREP are one stage each; ME is the active projects the user runs as
 * manager, engineer or superintendent (as the browser's ME button).
 */
export function matchesMobileFilter(
  project: { stageType: TStageType; myProjectInd: 0 | 1 },
  filter: TMobileProjectFilter,
): boolean {
  switch (filter) {
    case 'Active':
      return !isArchivedStage(project.stageType);
    case 'Archived':
      return isArchivedStage(project.stageType);
    case 'ME':
      return project.myProjectInd === 1 && !isArchivedStage(project.stageType);
    default:
      return project.stageType === FILTER_STAGE[filter];
  }
}

/** Every typed word appears in the project's search text (id, name, company, location). */
export function matchesMobileSearch(project: { searchText: string }, search: string): boolean {
  const haystack = project.searchText.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** `/m/projects/{id}`: digits only and a real record id, else null (§5 'Invalid ProjectID'). */
export function parseMobileProjectId(text: string | undefined): number | null {
  if (!text || !/^[0-9]{1,10}$/.test(text)) return null;
  const id = parseInteger(text)!;
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Job start-up asked for and not given: In Progress without a signature (the Job Start Up flag's red). */
export const isAwaitingJobStartup = (stage: TStageType, signatureCount: number) =>
  stage === 'In Progress' && signatureCount === 0;

/** A job start-up is signed once the job is sold and until it is done: Approved or In Progress. */
export const JOB_STARTUP_STAGES: readonly TStageType[] = ['Approved', 'In Progress'];
export const canSignJobStartup = (stage: TStageType) => JOB_STARTUP_STAGES.includes(stage);
export const jobStartupClosedMessage = (stage: TStageType) =>
  `A job start-up is signed on an Approved or In Progress project; this one is ${stage}.`;

/* ---- Days, weeks and quarters (calendar days as YYYY-MM-DD, no time zone involved) ---- */

const DAY_MS = 86_400_000;
const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const isIsoDate = (text: string | null | undefined): text is string =>
  !!text && isCalendarDate(text);

export const addDays = (iso: string, days: number) => fromUtc(toUtc(iso) + days * DAY_MS);

/** 0 Sunday .. 6 Saturday. */
export const weekdayOf = (iso: string) => new Date(toUtc(iso)).getUTCDay();

/** A pay period runs Saturday to Friday (one week); the first day of the one holding `iso`. */
export function payPeriodStart(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 1) % 7));
}

/** The seven days of the pay period holding `iso`, Saturday first. */
export function payPeriodDays(iso: string): string[] {
  const start = payPeriodStart(iso);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The calendar day of a moment where the user is (the phone's own zone). */
export function localIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The quarter (1-4) and year of a day: the KPI / Analytics link's q and y (spec 3 §2.9). */
export function quarterOf(iso: string): { q: number; y: number } {
  const [y, m] = iso.split('-').map((part) => parseInteger(part)!) as [number, number];
  return { q: Math.floor((m - 1) / 3) + 1, y };
}

/* ---- Who may do what in the field area (spec 3 §6) ---- */

/** The weekly hours' proxy-user dropdown: permission 5 or 1 (admins pass every permission). */
export const canViewOthersHours = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.OFFICE_APP) || can(user, PERMISSION.BILLING_MANAGER);

/** The people of a project who run it in the field and office (spec 3 §6). */
export interface TProjectCrew {
  ProjectManagerID: number | null;
  ProjectEngineerID: number | null;
  SuperintendentID: number | null;
}

export const isOnProjectCrew = (user: { UserID: number }, project: TProjectCrew) =>
  [project.ProjectManagerID, project.ProjectEngineerID, project.SuperintendentID].includes(
    user.UserID,
  );

/**
 * Who gets a project's notes by email may be changed by office users (as on the desktop) and,
 * in the field, by the project's manager, engineer or superintendent.
 */
export const canEditNoteRecipients = (
  user: (TSubject & { UserID: number }) | null | undefined,
  project: TProjectCrew,
) => !!user && (isOffice(user) || isOnProjectCrew(user, project));

/* ---- Signatures ---- */

// Stated once for every signature: core/signature.ts.
export { PNG_DATA_URL_PREFIX, SIGNATURE_MAX_BYTES } from '../core/signature';

/** The job start-up form's fields (spec 3 §5): the form and the server check them alike. */
export const ZJobStartupFields = z.object({
  name: requiredText({ max: 200 })('Name'),
  company: requiredText({ max: 200 })('Company'),
});

/**
 * The phone's Project Info "Remaining" (issue 40 item 3): the office Tracking tab's Cost
 * Management totals, read through the tracking module — budget = Original, remaining = Original
 * − Actual — for labor hours, material and equipment. One source: the two screens cannot differ.
 */
export function remainingBudgetOf(totals: TCostManagementTotals) {
  const left = (original: string, actual: string, places: number) =>
    toNumeric(round(sub(fromNumeric(original), fromNumeric(actual)), places), places);
  return {
    laborHoursTotal: totals.originalHours,
    remainingLaborHoursTotal: left(totals.originalHours, totals.actualHours, 2),
    materialCostTotal: totals.originalMaterial,
    remainingMaterialsTotal: left(totals.originalMaterial, totals.actualMaterial, PLACES.money),
    equipmentCostTotal: totals.originalEquipment,
    remainingEquipmentTotal: left(totals.originalEquipment, totals.actualEquipment, PLACES.money),
  };
}
