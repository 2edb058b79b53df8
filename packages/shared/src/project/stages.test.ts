import { describe, expect, it } from 'vitest';
import { STAGE_TYPES } from './constants';
import {
  advanceTarget,
  allowedStageChanges,
  canChangeStage,
  isAllowedStageChange,
  refusedStageChangeMessage,
  stageCellAction,
  stageChangeConfirmation,
  stageChangeEffects,
  stageLabel,
  stagePath,
} from './stages';

describe('stage changes, one table for every screen', () => {
  it('advances Approved to In Progress and In Progress to Completed only', () => {
    expect(allowedStageChanges('Approved')).toEqual(['In Progress']);
    expect(allowedStageChanges('In Progress')).toEqual(['Completed']);
    expect(isAllowedStageChange('Approved', 'Completed')).toBe(false);
    expect(isAllowedStageChange('In Progress', 'Approved')).toBe(false);
  });

  it('sends a proposal out, takes it back, approves, cancels or rejects it', () => {
    expect(allowedStageChanges('Preparing Proposal')).toEqual([
      'Awaiting Approval',
      'Canceled',
      'Rejected',
    ]);
    expect(allowedStageChanges('Awaiting Approval')).toEqual([
      'Preparing Proposal',
      'Approved',
      'Canceled',
      'Rejected',
    ]);
    for (const from of ['Preparing Proposal', 'Awaiting Approval'] as const) {
      expect(stageCellAction(from)).toBe('cancelOrReject');
    }
    expect(isAllowedStageChange('Preparing Proposal', 'Approved')).toBe(false);
    expect(isAllowedStageChange('Preparing Proposal', 'In Progress')).toBe(false);
  });

  it('leaves archived projects alone', () => {
    for (const from of ['Completed', 'Canceled', 'Rejected'] as const) {
      expect(allowedStageChanges(from)).toEqual([]);
      expect(stageCellAction(from)).toBeNull();
    }
    expect(refusedStageChangeMessage('Completed', 'Preparing Proposal')).toBe(
      'A project in stage Completed cannot move to Preparing Proposal. Completed is final.',
    );
    expect(refusedStageChangeMessage('Preparing Proposal', 'In Progress')).toBe(
      'A project in stage Preparing Proposal cannot move to In Progress. From Preparing Proposal it can move to Awaiting Approval, Canceled or Rejected.',
    );
  });

  it("the browser's cell offers part of the table", () => {
    expect(advanceTarget('Approved')).toBe('In Progress');
    expect(advanceTarget('In Progress')).toBe('Completed');
    expect(advanceTarget('Awaiting Approval')).toBeNull();
    for (const from of STAGE_TYPES) {
      if (stageCellAction(from) === 'cancelOrReject') {
        expect(isAllowedStageChange(from, 'Canceled')).toBe(true);
        expect(isAllowedStageChange(from, 'Rejected')).toBe(true);
      }
    }
  });

  it('walks from one stage to another through allowed changes', () => {
    expect(stagePath('Preparing Proposal', 'Completed')).toEqual([
      'Awaiting Approval',
      'Approved',
      'In Progress',
      'Completed',
    ]);
    expect(stagePath('Preparing Proposal', 'Preparing Proposal')).toEqual([]);
    expect(stagePath('Completed', 'In Progress')).toBeNull();
  });

  it("asks with the spec's texts", () => {
    expect(stageChangeConfirmation('Approved', 'In Progress')).toEqual({
      title: 'Are you sure you want to advance to WIP?',
      confirmLabel: 'Yes',
      dismissLabel: 'No',
    });
    expect(stageChangeConfirmation('In Progress', 'Completed').title).toBe(
      'Are you sure you want to advance to Completed?',
    );
    expect(stageChangeConfirmation('Awaiting Approval', 'Rejected')).toEqual({
      title: 'Cancel or Reject Project',
      confirmLabel: 'Reject Project',
      dismissLabel: 'Nevermind',
    });
    expect(stageChangeConfirmation('Awaiting Approval', 'Preparing Proposal').title).toBe(
      'Are you sure you want to return to Preparing Proposal?',
    );
  });

  it('completing sets the Completed flag and date', () => {
    expect(stageChangeEffects('Completed', '2026-11-23')).toEqual({
      completedInd: 1,
      completedDate: '2026-11-23',
    });
    expect(stageChangeEffects('Canceled', '2026-11-23')).toEqual({});
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
