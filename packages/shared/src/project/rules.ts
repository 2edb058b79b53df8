import type { z } from 'zod';
import {
  calendarDate,
  flag,
  fraction,
  oneOf,
  optionalText,
  recordId,
  requiredText,
  textOrDefault,
  wholeNumber,
  type TFieldRule,
  type TRecordKind,
} from '../core/field-rules';
import type { TSubject } from '../permissions/can';
import { parseInteger } from '../core/integer';
import { BID_TYPES, DEFAULT_EXCLUSIONS, STAGE_TYPES, type TStageType } from './constants';
import { allowedStageChanges, canChangeStage } from './stages';

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

/** The project page opened on one of its tabs (query i is the tab's position). */
export function projectTabPath(projectId: number | string, tab: TProjectTab): string {
  return `/browser/projects/${projectId}?i=${PROJECT_TABS.indexOf(tab)}`;
}

/** Tabs marked with the fire icon on v2 projects, and the tab indexes that show the tracking banner. */
export const V2_MARKED_TABS: readonly TProjectTab[] = ['Inclusions', 'Tracking', 'Client Contract'];
export const TRACKING_BANNER_TABS: readonly number[] = [1, 3, 4];

/** Query `i` as a tab index: an integer 0–6; anything else (missing, 7, "x", "1.5") is 0. */
export function parseTabIndex(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d$/.test(value.trim())) return 0;
  const index = parseInteger(value)!;
  return index < PROJECT_TABS.length ? index : 0;
}

/**
 * The stage values a user may pick in the dropdown: every stage for a stage manager; for others
 * the first four (Preparing Proposal … In Progress) are disabled, and the dropdown itself too.
 */
export function isStageOptionDisabled(user: TSubject | null | undefined, stage: TStageType) {
  return !canChangeStage(user) && STAGE_TYPES.indexOf(stage) < 4;
}

/**
 * The Stage dropdown of the Project Info form: the current stage and the changes the one stage
 * table allows from it (stages.ts), in stage order; nothing else is offered.
 */
export function stageOptions(user: TSubject | null | undefined, current: TStageType) {
  const offered = new Set<TStageType>([current, ...allowedStageChanges(current)]);
  return STAGE_TYPES.filter((stage) => offered.has(stage)).map((stage) => ({
    value: stage,
    disabled: stage !== current && isStageOptionDisabled(user, stage),
  }));
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

/** One editable field: its label (the form's, used in messages) and its rule. */
interface TProjectInfoFieldRule<T> {
  label: string;
  schema: z.ZodType<T, unknown>;
  /** What the id refers to, for the server's check that it exists. */
  references?: TRecordKind;
}

const field = <T>(label: string, rule: TFieldRule<T>): TProjectInfoFieldRule<T> => ({
  label,
  schema: rule(label),
});
const reference = (label: string, kind: TRecordKind): TProjectInfoFieldRule<number | null> => ({
  ...field(label, recordId(kind)),
  references: kind,
});

/**
 * Every Project field that POST /api/project/setprojectinfo may change (spec 1 §3), with its
 * rule: the server parses the value with it (400 with the rule's message) and the Project Info
 * form shows the same message. ProposalFormatType, api_version, ids and dates of creation are not
 * in the list: they are read-only.
 */
export const PROJECT_INFO_FIELDS = {
  ProjectName: field('Project Name', requiredText({ max: 200 })),
  ProjectDescription: field('Project Description', optionalText({ max: 4000 })),
  // Emptying the box restores the spec's default text (the form shows it while none is stored).
  Exclusions: field('Exclusions', textOrDefault(DEFAULT_EXCLUSIONS, { max: 4000 })),
  ClientContactID: reference('Client Contact', 'contact'),
  ClientCompanyID: reference('Client Company', 'company'),
  WorkLocationName: field('Work Location Name', optionalText({ max: 200 })),
  WorkLocationAddress: field('Work Location Address', optionalText({ max: 400 })),
  BillingContactID: reference('Billing Contact', 'contact'),
  BillingAddress: field('Billing Address', optionalText({ max: 400 })),
  BidType: field('Bid Type', oneOf(BID_TYPES, { nullable: true })),
  Days: field('Days', wholeNumber({ min: 0, max: 3650, nullable: true })),
  StageType: field('Stage', oneOf(STAGE_TYPES, { nullable: false })),
  KSRemodelingTaxInd: field('KS Remodel Tax', flag([-1, 0, 1])),
  SubmittedDate: field('Submitted Date', calendarDate()),
  Retention: field('Retention', fraction()),
  BudgetInd: field('Progress Billing Needed', flag([0, 1])),
  ProjectManagerID: reference('Project Manager', 'user'),
  SuperintendentID: reference('Superintendent', 'user'),
  ProjectEngineerID: reference('Project Engineer', 'user'),
  Probability: field('Probability', fraction()),
  ContractSentDate: field('Contract Sent Date', calendarDate()),
  ClientApprovalDate: field('Client Approval Date', calendarDate()),
  CompletedInd: field('Completed', flag([0, 1])),
  CompletedDate: field('Completed Date', calendarDate()),
  EstimatedBy: reference('Estimated By', 'user'),
  SoldBy: reference('Sold By', 'user'),
  ManagedBy: reference('Managed By', 'user'),
} satisfies Record<string, TProjectInfoFieldRule<unknown>>;
export type TProjectInfoField = keyof typeof PROJECT_INFO_FIELDS;
export const PROJECT_INFO_FIELD_NAMES = Object.keys(PROJECT_INFO_FIELDS) as TProjectInfoField[];

export function isProjectInfoField(field: string): field is TProjectInfoField {
  return Object.hasOwn(PROJECT_INFO_FIELDS, field);
}

/** A field's value as the API takes it and the table stores it. */
export type TFieldValue = string | number | null;

/** One field's rule, typed loosely enough to parse any of them by name. */
export const projectInfoFieldRule = (field: TProjectInfoField) =>
  PROJECT_INFO_FIELDS[field] as TProjectInfoFieldRule<TFieldValue>;
