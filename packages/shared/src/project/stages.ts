import { hasRole, type TSubject } from '../permissions/can';
import { ROLE_NAME } from '../permissions/roles';
import { ARCHIVED_STAGES, STAGE_ABBR, type TStageType } from './constants';

/**
 * The stage changes the browser offers (spec 2 §4), and the only ones the server accepts from it:
 * Approved -> In Progress, In Progress -> Completed, and Preparing Proposal or Awaiting Approval
 * -> Canceled or Rejected.
 */
export const STAGE_CHANGES: Readonly<Partial<Record<TStageType, readonly TStageType[]>>> = {
  Approved: ['In Progress'],
  'In Progress': ['Completed'],
  'Preparing Proposal': ['Canceled', 'Rejected'],
  'Awaiting Approval': ['Canceled', 'Rejected'],
};

export function allowedStageChanges(from: TStageType): readonly TStageType[] {
  return STAGE_CHANGES[from] ?? [];
}

export function isAllowedStageChange(from: TStageType, to: TStageType): boolean {
  return allowedStageChanges(from).includes(to);
}

/** The confirmation of an advance (spec 2 §4); cancel and reject have their own dialog. */
export const STAGE_ADVANCE_CONFIRM: Partial<Record<TStageType, string>> = {
  'In Progress': 'Are you sure you want to advance to WIP?',
  Completed: 'Are you sure you want to advance to Completed?',
};

/** Which dialog a click on the stage cell opens, if any. */
export function stageCellAction(from: TStageType): 'advance' | 'cancelOrReject' | null {
  if (from === 'Approved' || from === 'In Progress') return 'advance';
  if (from === 'Preparing Proposal' || from === 'Awaiting Approval') return 'cancelOrReject';
  return null;
}

/** The stage as the grid shows it: its abbreviation without the sort digit ("1WIP" -> "WIP"). */
export const stageLabel = (stage: TStageType) => STAGE_ABBR[stage].slice(1);

export const isArchivedStage = (stage: TStageType) => ARCHIVED_STAGES.includes(stage);

/**
 * Changing a stage needs role PROJECT STAGE MANAGER (Superuser passes every role check), the
 * same rule as the project page's stage dropdown (spec 1 §4; docs/decisions.md).
 */
export const canChangeStage = (user: TSubject | null | undefined) =>
  hasRole(user, ROLE_NAME.PROJECT_STAGE_MANAGER);
