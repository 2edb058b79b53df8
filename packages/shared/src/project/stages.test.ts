import { describe, expect, it } from 'vitest';
import { STAGE_TYPES } from './constants';
import {
  allowedStageChanges,
  canChangeStage,
  isAllowedStageChange,
  stageCellAction,
  stageLabel,
} from './stages';

describe('stage changes of the browser', () => {
  it('advances Approved to In Progress and In Progress to Completed only', () => {
    expect(allowedStageChanges('Approved')).toEqual(['In Progress']);
    expect(allowedStageChanges('In Progress')).toEqual(['Completed']);
    expect(isAllowedStageChange('Approved', 'Completed')).toBe(false);
    expect(isAllowedStageChange('In Progress', 'Approved')).toBe(false);
  });

  it('cancels or rejects a proposal, nothing else', () => {
    for (const from of ['Preparing Proposal', 'Awaiting Approval'] as const) {
      expect(allowedStageChanges(from)).toEqual(['Canceled', 'Rejected']);
      expect(stageCellAction(from)).toBe('cancelOrReject');
    }
    expect(isAllowedStageChange('Preparing Proposal', 'Approved')).toBe(false);
  });

  it('leaves archived projects alone', () => {
    for (const from of ['Completed', 'Canceled', 'Rejected'] as const) {
      expect(allowedStageChanges(from)).toEqual([]);
      expect(stageCellAction(from)).toBeNull();
    }
  });

  it('never allows staying in the same stage', () => {
    for (const stage of STAGE_TYPES) expect(isAllowedStageChange(stage, stage)).toBe(false);
  });

  it('shows the abbreviation without its first character', () => {
    expect(stageLabel('In Progress')).toBe('WIP');
    expect(stageLabel('Approved')).toBe('APRVD');
    expect(stageLabel('Completed')).toBe('DONE');
  });

  it('needs role PROJECT STAGE MANAGER (any case) or Superuser', () => {
    const subject = (...roles: Array<[number, string]>) => ({
      Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
      Permissions: [],
    });
    expect(canChangeStage(subject([5, 'project stage manager']))).toBe(true);
    expect(canChangeStage(subject([1, 'Superuser']))).toBe(true);
    expect(canChangeStage(subject([2, 'Admin']))).toBe(false);
    expect(canChangeStage(subject([3, 'Office']))).toBe(false);
    expect(canChangeStage(null)).toBe(false);
  });
});
