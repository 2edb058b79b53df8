import { describe, expect, it } from 'vitest';
import type { TSubject } from '../permissions/can';
import { canChangeStage } from './stages';
import {
  canChangeKsTax,
  isProjectInfoField,
  isStageOptionDisabled,
  parseTabIndex,
  projectInfoFieldRule,
  stageOptions,
  type TProjectInfoField,
} from './rules';

const user = (...roles: Array<[number, string]>): TSubject => ({
  Roles: roles.map(([RoleID, Role]) => ({ RoleID, Role })),
  Permissions: [],
});
const stageManager = user([3, 'Office'], [5, 'project stage manager']);
const estimator = user([3, 'Office'], [10, 'Estimator']);
const superuser = user([1, 'Superuser']);
const admin = user([2, 'Admin']);

describe('parseTabIndex (query i)', () => {
  it('accepts 0 to 6 and falls back to 0 for anything else', () => {
    expect(parseTabIndex('3')).toBe(3);
    expect(parseTabIndex('6')).toBe(6);
    expect(parseTabIndex(' 2 ')).toBe(2);
    for (const bad of [null, undefined, '', '7', '-1', '1.5', 'x', '10', '03']) {
      expect(parseTabIndex(bad)).toBe(0);
    }
  });
});

describe('stage rules', () => {
  it('lets PROJECT STAGE MANAGER and Superuser change the stage, not Admin or others', () => {
    expect(canChangeStage(stageManager)).toBe(true);
    expect(canChangeStage(superuser)).toBe(true);
    expect(canChangeStage(admin)).toBe(false);
    expect(canChangeStage(estimator)).toBe(false);
  });
  it('disables the first four stage values for others', () => {
    expect(isStageOptionDisabled(estimator, 'Preparing Proposal')).toBe(true);
    expect(isStageOptionDisabled(estimator, 'In Progress')).toBe(true);
    expect(isStageOptionDisabled(estimator, 'Completed')).toBe(false);
    expect(isStageOptionDisabled(stageManager, 'Preparing Proposal')).toBe(false);
  });
  it('offers the current stage and the allowed changes from it, nothing else', () => {
    expect(stageOptions(stageManager, 'In Progress')).toEqual([
      { value: 'In Progress', disabled: false },
      { value: 'Completed', disabled: false },
    ]);
    expect(stageOptions(stageManager, 'Completed')).toEqual([
      { value: 'Completed', disabled: false },
    ]);
    expect(stageOptions(estimator, 'Preparing Proposal').map((o) => o.value)).toEqual([
      'Preparing Proposal',
      'Awaiting Approval',
      'Rejected',
      'Canceled',
    ]);
    expect(stageOptions(estimator, 'Preparing Proposal')[1]).toEqual({
      value: 'Awaiting Approval',
      disabled: true,
    });
  });
  it('opens the Kansas remodel tax only before approval', () => {
    expect(canChangeKsTax('Preparing Proposal')).toBe(true);
    expect(canChangeKsTax('Awaiting Approval')).toBe(true);
    expect(canChangeKsTax('Approved')).toBe(false);
    expect(canChangeKsTax('Completed')).toBe(false);
  });
});

/** A field's rule as the server applies it: the stored value, or the first message. */
function parseProjectInfoValue(field: TProjectInfoField, value: unknown) {
  const result = projectInfoFieldRule(field).schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: result.error.issues[0]?.message };
}

describe('PROJECT_INFO_FIELDS rules', () => {
  it('knows only the editable fields', () => {
    expect(isProjectInfoField('ProjectName')).toBe(true);
    expect(isProjectInfoField('ProposalFormatType')).toBe(false);
    expect(isProjectInfoField('toString')).toBe(false);
  });
  it('trims text, requires a project name, empties to null', () => {
    expect(parseProjectInfoValue('ProjectName', ' A ')).toEqual({ ok: true, value: 'A' });
    expect(parseProjectInfoValue('ProjectName', '')).toEqual({
      ok: false,
      message: 'Project Name is required.',
    });
    expect(parseProjectInfoValue('ProjectDescription', '')).toEqual({ ok: true, value: null });
    expect(parseProjectInfoValue('Exclusions', 5).ok).toBe(false);
  });
  it('checks fractions 0–1 with at most 4 decimals', () => {
    expect(parseProjectInfoValue('Retention', '0.1')).toEqual({ ok: true, value: '0.1000' });
    expect(parseProjectInfoValue('Probability', 1)).toEqual({ ok: true, value: '1.0000' });
    expect(parseProjectInfoValue('Probability', '1.0001').ok).toBe(false);
    expect(parseProjectInfoValue('Probability', '0.12345').ok).toBe(false);
    expect(parseProjectInfoValue('Retention', '-0.1').ok).toBe(false);
  });
  it('checks enums, flags, whole numbers, dates and ids', () => {
    expect(parseProjectInfoValue('BidType', '')).toEqual({ ok: true, value: null });
    expect(parseProjectInfoValue('BidType', 'Nope').ok).toBe(false);
    expect(parseProjectInfoValue('StageType', '').ok).toBe(false);
    expect(parseProjectInfoValue('KSRemodelingTaxInd', '-1')).toEqual({ ok: true, value: -1 });
    expect(parseProjectInfoValue('KSRemodelingTaxInd', 2).ok).toBe(false);
    expect(parseProjectInfoValue('Days', '')).toEqual({ ok: true, value: null });
    expect(parseProjectInfoValue('Days', '1.5').ok).toBe(false);
    expect(parseProjectInfoValue('SubmittedDate', '2026-02-29').ok).toBe(false);
    expect(parseProjectInfoValue('SubmittedDate', '2028-02-29')).toEqual({
      ok: true,
      value: '2028-02-29',
    });
    expect(parseProjectInfoValue('ProjectManagerID', '7')).toEqual({ ok: true, value: 7 });
    expect(parseProjectInfoValue('ProjectManagerID', 0).ok).toBe(false);
    expect(parseProjectInfoValue('ProjectManagerID', null)).toEqual({ ok: true, value: null });
  });
});
