import type { TSubject } from '../permissions/can';
import { BID_TYPES, STAGE_TYPES, type TStageType } from './constants';
import {
  bpToFraction,
  bpToPercentText,
  FORECAST_FULL_BP,
  fractionToBp,
  percentInputToBp,
} from './forecast';
import { canChangeStage } from './stages';

/** The seven tabs of the project page, in the spec's order (spec 1 §2). */
export const PROJECT_TABS = [
  'Project Info',
  'Inclusions',
  'Notes',
  'Tracking',
  'Client Contract',
  'Sub Contract',
  'Invoice',
] as const;
export type TProjectTab = (typeof PROJECT_TABS)[number];

/** Tabs marked with the fire icon on v2 projects, and the tab indexes that show the tracking banner. */
export const V2_MARKED_TABS: readonly TProjectTab[] = ['Inclusions', 'Tracking', 'Client Contract'];
export const TRACKING_BANNER_TABS: readonly number[] = [1, 3, 4];

/** Query `i` as a tab index: an integer 0–6; anything else (missing, 7, "x", "1.5") is 0. */
export function parseTabIndex(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d$/.test(value.trim())) return 0;
  const index = Number(value.trim());
  return index < PROJECT_TABS.length ? index : 0;
}

/**
 * The stage values a user may pick in the dropdown: every stage for a stage manager; for others
 * the first four (Preparing Proposal … In Progress) are disabled, and the dropdown itself too.
 */
export function isStageOptionDisabled(user: TSubject | null | undefined, stage: TStageType) {
  return !canChangeStage(user) && STAGE_TYPES.indexOf(stage) < 4;
}

/** The Kansas remodel tax may change only before the client approves (spec 1 §4). */
export const KS_TAX_EDITABLE_STAGES: readonly TStageType[] = [
  'Preparing Proposal',
  'Awaiting Approval',
];
export function canChangeKsTax(stage: string): boolean {
  return (KS_TAX_EDITABLE_STAGES as readonly string[]).includes(stage);
}

export const KS_TAX_OPTIONS = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
  { value: -1, label: 'Exempt' },
] as const;

/**
 * A percent typed by the user ("12.5", "100", "") as the stored fraction with 4 decimals
 * ("0.1250"); null when it is not a number from 0 to 100. Empty is 0; a third decimal rounds.
 * Exact decimal arithmetic (the forecast rule's basis points), never floats.
 */
export function percentToFraction(percent: string): string | null {
  const bp = percentInputToBp(percent);
  if (bp === null || bp < 0 || bp > FORECAST_FULL_BP) return null;
  return bpToFraction(bp);
}

/** A stored fraction ("0.1250") as the percent the form shows ("12.5"); '' when empty. */
export function fractionToPercent(fraction: string | number | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction === '') return '';
  return bpToPercentText(fractionToBp(fraction));
}

/** How one editable field's value is checked; the server and the form use the same table. */
export type TFieldKind =
  | { kind: 'text'; required?: boolean; max: number }
  | { kind: 'enum'; values: readonly string[]; nullable: boolean }
  | { kind: 'int'; min: number; max: number; nullable: boolean }
  | { kind: 'flag'; values: readonly number[] }
  | { kind: 'fraction' }
  | { kind: 'date' }
  | { kind: 'user' }
  | { kind: 'contact' }
  | { kind: 'company' };

/**
 * Every Project field that POST /api/project/setprojectinfo may change (spec 1 §3), with its
 * check. ProposalFormatType, api_version, ids and dates of creation are not in the list: they are
 * read-only. Labels are the form's, used in messages.
 */
export const PROJECT_INFO_FIELDS = {
  ProjectName: { label: 'Project Name', check: { kind: 'text', required: true, max: 200 } },
  ProjectDescription: { label: 'Project Description', check: { kind: 'text', max: 4000 } },
  Exclusions: { label: 'Exclusions', check: { kind: 'text', max: 4000 } },
  ClientContactID: { label: 'Client Contact', check: { kind: 'contact' } },
  ClientCompanyID: { label: 'Client Company', check: { kind: 'company' } },
  WorkLocationName: { label: 'Work Location Name', check: { kind: 'text', max: 200 } },
  WorkLocationAddress: { label: 'Work Location Address', check: { kind: 'text', max: 400 } },
  BillingContactID: { label: 'Billing Contact', check: { kind: 'contact' } },
  BillingAddress: { label: 'Billing Address', check: { kind: 'text', max: 400 } },
  BidType: { label: 'Bid Type', check: { kind: 'enum', values: BID_TYPES, nullable: true } },
  Days: { label: 'Days', check: { kind: 'int', min: 0, max: 3650, nullable: true } },
  StageType: { label: 'Stage', check: { kind: 'enum', values: STAGE_TYPES, nullable: false } },
  KSRemodelingTaxInd: { label: 'KS Remodel Tax', check: { kind: 'flag', values: [-1, 0, 1] } },
  SubmittedDate: { label: 'Submitted Date', check: { kind: 'date' } },
  Retention: { label: 'Retention', check: { kind: 'fraction' } },
  BudgetInd: { label: 'Progress Billing Needed', check: { kind: 'flag', values: [0, 1] } },
  ProjectManagerID: { label: 'Project Manager', check: { kind: 'user' } },
  SuperintendentID: { label: 'Superintendent', check: { kind: 'user' } },
  ProjectEngineerID: { label: 'Project Engineer', check: { kind: 'user' } },
  Probability: { label: 'Probability', check: { kind: 'fraction' } },
  ContractSentDate: { label: 'Contract Sent Date', check: { kind: 'date' } },
  ClientApprovalDate: { label: 'Client Approval Date', check: { kind: 'date' } },
  CompletedInd: { label: 'Completed', check: { kind: 'flag', values: [0, 1] } },
  CompletedDate: { label: 'Completed Date', check: { kind: 'date' } },
  EstimatedBy: { label: 'Estimated By', check: { kind: 'user' } },
  SoldBy: { label: 'Sold By', check: { kind: 'user' } },
  ManagedBy: { label: 'Managed By', check: { kind: 'user' } },
} as const satisfies Record<string, { label: string; check: TFieldKind }>;
export type TProjectInfoField = keyof typeof PROJECT_INFO_FIELDS;
export const PROJECT_INFO_FIELD_NAMES = Object.keys(PROJECT_INFO_FIELDS) as TProjectInfoField[];

export function isProjectInfoField(field: string): field is TProjectInfoField {
  return Object.hasOwn(PROJECT_INFO_FIELDS, field);
}

export type TFieldValue = string | number | null;
export type TParsedField = { ok: true; value: TFieldValue } | { ok: false; message: string };

/** 0 to 1 with at most 4 decimals (a percent with 2). */
const FRACTION = /^(0|1(?=(?:\.0*)?$))(?:\.(\d{1,4}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
}

const asText = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : null;

/**
 * Checks and normalizes one field's value as the server stores it: text trimmed (empty → null
 * unless required), ids as positive integers or null, fractions as 4-decimal strings from 0 to 1,
 * dates as YYYY-MM-DD or null. Whether a referenced user, contact or company exists is the
 * server's check.
 */
export function parseProjectInfoValue(field: TProjectInfoField, value: unknown): TParsedField {
  const { label, check } = PROJECT_INFO_FIELDS[field] as { label: string; check: TFieldKind };
  const fail = (message: string): TParsedField => ({ ok: false, message: `${label}: ${message}` });
  switch (check.kind) {
    case 'text': {
      const text = asText(value);
      if (text === null) return fail('must be text.');
      if (check.required && text === '') return fail('is required.');
      if (text.length > check.max) return fail(`must be at most ${check.max} characters.`);
      return { ok: true, value: text === '' ? null : text };
    }
    case 'enum': {
      const text = asText(value);
      if (text === null) return fail('must be text.');
      if (text === '' && check.nullable) return { ok: true, value: null };
      if (!check.values.includes(text)) return fail(`must be one of ${check.values.join(', ')}.`);
      return { ok: true, value: text };
    }
    case 'int': {
      if ((value === null || value === '') && check.nullable) return { ok: true, value: null };
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n)) return fail('must be a whole number.');
      if (n < check.min || n > check.max) return fail(`must be from ${check.min} to ${check.max}.`);
      return { ok: true, value: n };
    }
    case 'flag': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !check.values.includes(n))
        return fail(`must be one of ${check.values.join(', ')}.`);
      return { ok: true, value: n };
    }
    case 'fraction': {
      const text = typeof value === 'number' ? String(value) : asText(value);
      const match = text === null ? null : FRACTION.exec(text);
      if (!match) return fail('must be a percent from 0 to 100 (a fraction from 0 to 1).');
      return { ok: true, value: `${match[1]}.${(match[2] ?? '').padEnd(4, '0')}` };
    }
    case 'date': {
      const text = asText(value);
      if (text === null) return fail('must be a date.');
      if (text === '') return { ok: true, value: null };
      if (!isCalendarDate(text)) return fail('must be a date (YYYY-MM-DD).');
      return { ok: true, value: text };
    }
    case 'user':
    case 'contact':
    case 'company': {
      if (value === null || value === '' || value === undefined) return { ok: true, value: null };
      const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n) || n <= 0)
        return fail(`must be a ${check.kind} id.`);
      return { ok: true, value: n };
    }
  }
}
