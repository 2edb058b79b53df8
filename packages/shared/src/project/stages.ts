import { hasRole, type TSubject } from '../permissions/can';
import { ROLE_NAME } from '../permissions/roles';
import { ARCHIVED_STAGES, STAGE_ABBR, STAGE_TYPES, type TStageType } from './constants';

/**
 * The one table of stage changes, for every screen and call (the browser's stage cell, the
 * Project Info form, POST /api/project/stagetype and setprojectinfo): a proposal goes out to the
 * client and may come back for revision, an approved job starts, a started job completes, and a
 * proposal may be canceled or rejected. Completed, Canceled and Rejected are final: a job that
 * comes back is a new project (Duplicate). Anything else is a 400 from the server.
 */
export const STAGE_CHANGES: Readonly<Record<TStageType, readonly TStageType[]>> = {
  'Preparing Proposal': ['Awaiting Approval', 'Canceled', 'Rejected'],
  'Awaiting Approval': ['Preparing Proposal', 'Approved', 'Canceled', 'Rejected'],
  Approved: ['In Progress'],
  'In Progress': ['Completed'],
  Completed: [],
  Canceled: [],
  Rejected: [],
};

export function allowedStageChanges(from: TStageType): readonly TStageType[] {
  return STAGE_CHANGES[from] ?? [];
}

export function isAllowedStageChange(from: TStageType, to: TStageType): boolean {
  return allowedStageChanges(from).includes(to);
}

/** The server's 400 for a change the table does not hold, naming what is allowed. */
export function refusedStageChangeMessage(from: TStageType, to: TStageType): string {
  const allowed = allowedStageChanges(from);
  const next =
    allowed.length === 0
      ? `${from} is final.`
      : `From ${from} it can move to ${allowed.slice(0, -1).join(', ')}${allowed.length > 1 ? ' or ' : ''}${allowed.at(-1)}.`;
  return `A project in stage ${from} cannot move to ${to}. ${next}`;
}

/**
 * The stages a walk from `from` to `to` passes through, each step an allowed change (the test
 * factories build a project in a late stage this way); null when `to` cannot be reached.
 */
export function stagePath(from: TStageType, to: TStageType): TStageType[] | null {
  const previous = new Map<TStageType, TStageType | null>([[from, null]]);
  const queue: TStageType[] = [from];
  while (queue.length > 0) {
    const stage = queue.shift()!;
    if (stage === to) {
      const path: TStageType[] = [];
      for (let at: TStageType | null = to; at !== from && at; at = previous.get(at) ?? null) {
        path.unshift(at);
      }
      return path;
    }
    for (const next of allowedStageChanges(stage)) {
      if (!previous.has(next)) {
        previous.set(next, stage);
        queue.push(next);
      }
    }
  }
  return null;
}

/** The confirmation of an advance (spec 2 §4). */
export const STAGE_ADVANCE_CONFIRM: Partial<Record<TStageType, string>> = {
  'In Progress': 'Are you sure you want to advance to WIP?',
  Completed: 'Are you sure you want to advance to Completed?',
};

/** The browser's dialog for a proposal (spec 2 §4) and its buttons. */
export const CANCEL_OR_REJECT_TITLE = 'Cancel or Reject Project';
export const CANCEL_OR_REJECT_DISMISS = 'Nevermind';
export const CLOSING_STAGE_LABELS: Partial<Record<TStageType, string>> = {
  Canceled: 'Cancel Project',
  Rejected: 'Reject Project',
};

export interface TStageConfirmation {
  title: string;
  confirmLabel: string;
  dismissLabel: string;
}

/**
 * What every screen asks before a stage change: the spec's texts for WIP and Completed, the
 * 'Cancel or Reject Project' dialog's for Canceled and Rejected, and the same question for the
 * other moves (a proposal sent to the client, approved, or returned for revision).
 */
export function stageChangeConfirmation(from: TStageType, to: TStageType): TStageConfirmation {
  const closing = CLOSING_STAGE_LABELS[to];
  if (closing) {
    return {
      title: CANCEL_OR_REJECT_TITLE,
      confirmLabel: closing,
      dismissLabel: CANCEL_OR_REJECT_DISMISS,
    };
  }
  const isBack = STAGE_TYPES.indexOf(to) < STAGE_TYPES.indexOf(from);
  return {
    title:
      STAGE_ADVANCE_CONFIRM[to] ??
      `Are you sure you want to ${isBack ? 'return' : 'advance'} to ${to}?`,
    confirmLabel: 'Yes',
    dismissLabel: 'No',
  };
}

/**
 * The Completed flag follows the stage: only the change to Completed sets it, so the form shows
 * it read-only and setprojectinfo refuses it (the date stays editable, to correct the day).
 */
export const COMPLETED_FOLLOWS_STAGE =
  'Completed is set by the stage: it turns Yes when the project moves to Completed.';

/** What a change writes besides the stage: completing sets the Completed flag and date. */
export function stageChangeEffects(
  to: TStageType,
  today: string,
): { completedInd?: number; completedDate?: string } {
  return to === 'Completed' ? { completedInd: 1, completedDate: today } : {};
}

/**
 * Which dialog a click on the browser's stage cell opens (spec 2 §4), if any: the browser offers
 * part of the table (advance APRVD and WIP; cancel or reject a proposal).
 */
export function stageCellAction(from: TStageType): 'advance' | 'cancelOrReject' | null {
  if (from === 'Approved' || from === 'In Progress') return 'advance';
  if (from === 'Preparing Proposal' || from === 'Awaiting Approval') return 'cancelOrReject';
  return null;
}

/** The stage the browser's advance moves to (the one change from APRVD and from WIP). */
export const advanceTarget = (from: TStageType): TStageType | null =>
  stageCellAction(from) === 'advance' ? (allowedStageChanges(from)[0] ?? null) : null;

/** The stage as the grid shows it: its abbreviation without the sort digit ("1WIP" -> "WIP"). */
export const stageLabel = (stage: TStageType) => STAGE_ABBR[stage].slice(1);

export const isArchivedStage = (stage: TStageType) => ARCHIVED_STAGES.includes(stage);

/**
 * Changing a stage needs role PROJECT STAGE MANAGER (Superuser passes every role check), the
 * same rule as the project page's stage dropdown (spec 1 §4; docs/decisions.md).
 */
export const canChangeStage = (user: TSubject | null | undefined) =>
  hasRole(user, ROLE_NAME.PROJECT_STAGE_MANAGER);
