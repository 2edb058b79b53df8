import { describe, expect, it } from 'vitest';
import { fromNumeric, ZERO } from '../core/decimal';
import {
  clientContractColor,
  forecastColor,
  forecastVariance,
  isMasterWarning,
  jobStartUpColor,
  notesColor,
} from './flags';

const d = (text: string) => fromNumeric(text);

describe('forecast flag', () => {
  it('is green at 100%, yellow in between, red at 0 on sold live work', () => {
    expect(forecastColor('In Progress', d('1'))).toBe('green');
    expect(forecastColor('Approved', d('0.25'))).toBe('yellow');
    expect(forecastColor('Approved', ZERO)).toBe('red');
    expect(forecastColor('In Progress', ZERO)).toBe('red');
  });
  it('is grey at 0 before the sale and on lost work', () => {
    expect(forecastColor('Preparing Proposal', ZERO)).toBe('grey');
    expect(forecastColor('Awaiting Approval', ZERO)).toBe('grey');
    expect(forecastColor('Canceled', d('0.5'))).toBe('grey');
    expect(forecastColor('Completed', d('1'))).toBe('green');
  });
});

describe('job start-up flag', () => {
  it('is green when signed, red when In Progress without one, grey otherwise', () => {
    expect(jobStartUpColor('Approved', true)).toBe('green');
    expect(jobStartUpColor('In Progress', false)).toBe('red');
    expect(jobStartUpColor('Approved', false)).toBe('grey');
    expect(jobStartUpColor('Rejected', true)).toBe('grey');
  });
});

describe('client contract flag', () => {
  it('is green when approved, yellow when sent, red when due and not sent', () => {
    expect(clientContractColor('In Progress', { isApproved: true, isSent: true })).toBe('green');
    expect(clientContractColor('Awaiting Approval', { isApproved: false, isSent: true })).toBe(
      'yellow',
    );
    expect(clientContractColor('Awaiting Approval', { isApproved: false, isSent: false })).toBe(
      'red',
    );
    expect(clientContractColor('Preparing Proposal', { isApproved: false, isSent: false })).toBe(
      'grey',
    );
  });
});

describe('master warning', () => {
  it('shows when any flag is red', () => {
    expect(isMasterWarning(['green', 'red', 'grey'])).toBe(true);
    expect(isMasterWarning(['green', 'yellow', 'grey'])).toBe(false);
  });
});

describe('notes colour', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it('is green up to 7 days, yellow up to 30, red after or with no note', () => {
    expect(notesColor('In Progress', daysAgo(7), now)).toBe('green');
    expect(notesColor('In Progress', daysAgo(8), now)).toBe('yellow');
    expect(notesColor('Approved', daysAgo(30), now)).toBe('yellow');
    expect(notesColor('Approved', daysAgo(31), now)).toBe('red');
    expect(notesColor('Preparing Proposal', null, now)).toBe('red');
  });
  it('is grey on archived projects', () => {
    expect(notesColor('Completed', null, now)).toBe('grey');
    expect(notesColor('Canceled', daysAgo(1), now)).toBe('grey');
  });
});

describe('variance', () => {
  it('is the forecast total minus 100%', () => {
    expect(forecastVariance(d('0.75'))).toBe('-0.2500');
    expect(forecastVariance(d('1'))).toBe('0.0000');
    expect(forecastVariance(ZERO)).toBe('-1.0000');
  });
});
