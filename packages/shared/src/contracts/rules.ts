import { parseInteger } from '../core/integer';
import { isAdmin, can, hasRole, type TSubject } from '../permissions/can';
import { PERMISSION, ROLE_NAME } from '../permissions/roles';
import { contractKind, type TContractStage } from './constants';

// ---- Types and numbering ---------------------------------------------------------------------

/**
 * The type a new client contract gets: "Base" when the project has none, else the next change
 * order "CO n" (n = highest CO number + 1; numbers are never reused).
 */
export function nextClientContractType(existingTypes: readonly string[]): string {
  if (!existingTypes.includes('Base')) return 'Base';
  return `CO ${highest(existingTypes, 'CO') + 1}`;
}

/** The next alternate "Alt n". */
export function nextAlternateType(existingTypes: readonly string[]): string {
  return `Alt ${highest(existingTypes, 'Alt') + 1}`;
}

function highest(types: readonly string[], prefix: 'CO' | 'Alt') {
  let max = 0;
  for (const t of types) {
    const m = new RegExp(`^${prefix} ([1-9][0-9]*)$`).exec(t);
    if (m) max = Math.max(max, parseInteger(m[1]!)!);
  }
  return max;
}

/** The number of a type (0 for Base), for sorting. */
export function contractNumberOf(type: string): number {
  const m = /^(?:CO|Alt) ([1-9][0-9]*)$/.exec(type);
  return m ? parseInteger(m[1]!)! : 0;
}

// ---- Stages ----------------------------------------------------------------------------------

export type TContractStageAction = 'deactivate' | 'reactivate' | 'returnToPending';

/** The allowed changes (spec 1 §4): Pending -> Inactive, Inactive -> Pending, Approved -> Pending (admin). */
export const STAGE_ACTIONS: Record<
  TContractStageAction,
  { from: TContractStage; to: TContractStage; confirmation: string }
> = {
  deactivate: {
    from: 'Pending',
    to: 'Inactive',
    confirmation: "Are you sure you want to set this contract's status to inactive?",
  },
  reactivate: {
    from: 'Inactive',
    to: 'Pending',
    confirmation:
      'Are you sure you want to reactivate this contract? Its status will change to pending.',
  },
  returnToPending: {
    from: 'Approved',
    to: 'Pending',
    confirmation:
      'Are you sure you want to return this approved contract to pending? This erases the signature.',
  },
};

/** Whether a contract in `stage` offers the stage action (the row menu and the server agree). */
export const isStageActionAllowed = (action: TContractStageAction, stage: TContractStage) =>
  STAGE_ACTIONS[action].from === stage;

/** Why a stage action is refused for a contract in `stage`, or null when it is allowed. */
export function refusedStageAction(
  action: TContractStageAction,
  stage: TContractStage,
): string | null {
  if (isStageActionAllowed(action, stage)) return null;
  const what =
    action === 'deactivate'
      ? 'Only a pending contract can be set to inactive'
      : action === 'reactivate'
        ? 'Only an inactive contract can be reactivated'
        : 'Only an approved contract can be returned to pending';
  return `${what}; this contract is ${stage}.`;
}

/** Return to pending: admins only (spec 1 §6). */
export const canReturnToPending = (user: TSubject | null | undefined) => isAdmin(user);
/** Push without signature: permission 10. */
export const canPushWithoutSignature = (user: TSubject | null | undefined) =>
  can(user, PERMISSION.PUSH_WITHOUT_SIGNATURE);
/** Force re-sync: role Acumatica Errors (Superuser passes every role check). */
export const canForceResync = (user: TSubject | null | undefined) =>
  hasRole(user, ROLE_NAME.ACUMATICA_ERRORS);

/** Description, work days and retention are read-only once the contract is sent or approved. */
export const isContractReadOnly = (c: { sentInd: number; stage: TContractStage }) =>
  c.sentInd === 1 || c.stage === 'Approved';
/** The same for a row of the Contracts tab (sent as a boolean). */
export const isContractRowReadOnly = (row: { sent: boolean; stage: TContractStage }) =>
  isContractReadOnly({ sentInd: row.sent ? 1 : 0, stage: row.stage });

// ---- Readiness -------------------------------------------------------------------------------

/** The five messages of the Project Errors Detected dialog (spec 1 §8), in this order. */
export const CLIENT_READINESS_MESSAGES = {
  clientWorkDaysDoneInd: 'Client work days must be filled out.',
  contractDescriptionDoneInd: 'Contract description is missing.',
  baseContractReadyInd: 'Base contract must be approved before CO can be sent.',
  hasAlternateConditionsInd: 'This project has unresolved alternate inclusions.',
  hasBudgetConditionsInd: 'This project still has placeholder budget inclusions.',
} as const;

export interface TClientReadinessInput {
  contractType: string;
  description: string;
  workDays: number | null;
  /** The project's Base client contract is Approved. */
  baseApproved: boolean;
  /** Conditions on alternates still Pending once the Base is approved (neither chosen nor dropped). */
  unresolvedAlternateConditions: number;
  /** This contract's conditions priced from a Placeholder sub contract (no subcontractor chosen). */
  placeholderConditions: number;
}

/** The readiness indicators (1 = done for the first three; 1 = a problem for the "has" two). */
export function clientReadiness(input: TClientReadinessInput) {
  const doneInds = {
    clientWorkDaysDoneInd: input.workDays === null ? 0 : 1,
    contractDescriptionDoneInd: input.description.trim() === '' ? 0 : 1,
    baseContractReadyInd: contractKind(input.contractType) === 'CO' && !input.baseApproved ? 0 : 1,
    hasAlternateConditionsInd: input.unresolvedAlternateConditions > 0 ? 1 : 0,
    hasBudgetConditionsInd: input.placeholderConditions > 0 ? 1 : 0,
  };
  return { doneInds, messages: clientReadinessMessages(doneInds) };
}

export function clientReadinessMessages(d: {
  clientWorkDaysDoneInd: number;
  contractDescriptionDoneInd: number;
  baseContractReadyInd: number;
  hasAlternateConditionsInd: number;
  hasBudgetConditionsInd: number;
}): string[] {
  const m = CLIENT_READINESS_MESSAGES;
  const out: string[] = [];
  if (d.clientWorkDaysDoneInd !== 1) out.push(m.clientWorkDaysDoneInd);
  if (d.contractDescriptionDoneInd !== 1) out.push(m.contractDescriptionDoneInd);
  if (d.baseContractReadyInd !== 1) out.push(m.baseContractReadyInd);
  if (d.hasAlternateConditionsInd === 1) out.push(m.hasAlternateConditionsInd);
  if (d.hasBudgetConditionsInd === 1) out.push(m.hasBudgetConditionsInd);
  return out;
}

export const SUB_READINESS_MESSAGES = {
  clientNotApproved: 'The client contract must be approved before this sub contract can be sent.',
  placeholder: 'Choose a subcontractor for this sub contract before sending it.',
  noConditions: 'This sub contract has no conditions. Attach its scope before sending it.',
  noWorkDays: 'Sub work days must be filled out.',
} as const;

/** Sub readiness (spec 1 §5): the client's Base approved, and the sub contract complete. */
export function subReadiness(input: {
  baseApproved: boolean;
  companyId: number | null;
  conditionCount: number;
  workDays: number | null;
}) {
  const m = SUB_READINESS_MESSAGES;
  const problems: string[] = [];
  if (!input.baseApproved) problems.push(m.clientNotApproved);
  if (input.companyId === null) problems.push(m.placeholder);
  if (input.conditionCount === 0) problems.push(m.noConditions);
  if (input.workDays === null) problems.push(m.noWorkDays);
  const subReady = input.companyId !== null && input.conditionCount > 0 && input.workDays !== null;
  return {
    clientContractApprovedInd: input.baseApproved ? 1 : 0,
    subContractReadyInd: subReady ? 1 : 0,
    message: problems.join(' '),
  };
}

// ---- Sending ---------------------------------------------------------------------------------

/** Splits typed recipients (semicolons, commas or spaces) into unique trimmed addresses. */
export function splitRecipients(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(/[;,\s]+/));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of parts.map((s) => s.trim()).filter(Boolean)) {
    if (seen.has(p.toLowerCase())) continue;
    seen.add(p.toLowerCase());
    out.push(p);
  }
  return out;
}

const EMAIL = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;
/** The first address that is not one, or null. */
export const invalidRecipient = (recipients: readonly string[]) =>
  recipients.find((r) => !EMAIL.test(r)) ?? null;

/** The send dialog's Send is enabled with at least one recipient and a message (spec 1 §5). */
export const canSend = (recipients: readonly string[], message: string) =>
  recipients.length > 0 && message.trim() !== '';

/**
 * Client proposal subject (spec 1 §9): Base is the proposal; another type is named; both carry
 * the project id, name and work location.
 */
export function clientContractSubject(c: {
  contractType: string;
  projectId: number;
  projectName: string;
  workLocationName: string | null;
}) {
  const where = c.workLocationName ? ` - ${c.workLocationName}` : '';
  const what = c.contractType === 'Base' ? 'Proposal' : `${c.contractType} Proposal`;
  return `${what}: #${c.projectId} ${c.projectName}${where}`;
}

/** Sub contract subject (spec 1 §9): project id and name, and the type for alternates. */
export function subContractSubject(c: {
  subContractType: string;
  projectId: number;
  projectName: string;
}) {
  const type = c.subContractType === 'Base' ? '' : ` - ${c.subContractType}`;
  return `Subcontract: #${c.projectId} ${c.projectName}${type}`;
}

export function alternateSelectionSubject(c: { projectId: number; projectName: string }) {
  return `Alternate selection: #${c.projectId} ${c.projectName}`;
}

/** Links of the public pages (issue 15), from PUBLIC_URL. */
export const contractLinks = (publicUrl: string, guid: string, companyId: number | null) => ({
  newStyle: `${publicUrl}/contracts/${guid}/client`,
  oldStyle: `${publicUrl}/contract/?r=c&id=${guid}&c=${companyId ?? ''}`,
});
export const subContractLink = (publicUrl: string, guid: string, companyId: number | null) =>
  `${publicUrl}/contract/?r=s&id=${guid}&c=${companyId ?? ''}`;
