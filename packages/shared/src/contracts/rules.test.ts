import { describe, expect, it } from 'vitest';
import {
  CLIENT_READINESS_MESSAGES as M,
  canSend,
  clientContractSubject,
  clientReadiness,
  contractLinks,
  isContractReadOnly,
  nextAlternateType,
  nextClientContractType,
  refusedStageAction,
  splitRecipients,
  subContractSubject,
  subReadiness,
} from './rules';
import {
  clientContractTotal,
  contractDetail,
  displayedRetention,
  subContractTotal,
  totalsByStage,
} from './totals';

describe('contract types', () => {
  it('numbers Base, then CO n after the highest; alternates Alt n', () => {
    expect(nextClientContractType([])).toBe('Base');
    expect(nextClientContractType(['Base'])).toBe('CO 1');
    expect(nextClientContractType(['Base', 'CO 1', 'CO 3', 'Alt 7'])).toBe('CO 4');
    expect(nextAlternateType(['Base', 'CO 2'])).toBe('Alt 1');
    expect(nextAlternateType(['Alt 1', 'Alt 2'])).toBe('Alt 3');
  });
});

describe('stages', () => {
  it('allows Pending -> Inactive, Inactive -> Pending, Approved -> Pending only', () => {
    expect(refusedStageAction('deactivate', 'Pending')).toBeNull();
    expect(refusedStageAction('reactivate', 'Inactive')).toBeNull();
    expect(refusedStageAction('returnToPending', 'Approved')).toBeNull();
    expect(refusedStageAction('deactivate', 'Approved')).toBe(
      'Only a pending contract can be set to inactive; this contract is Approved.',
    );
    expect(refusedStageAction('reactivate', 'Pending')).not.toBeNull();
  });
  it('is read-only once sent or approved', () => {
    expect(isContractReadOnly({ sentInd: 0, stage: 'Pending' })).toBe(false);
    expect(isContractReadOnly({ sentInd: 1, stage: 'Pending' })).toBe(true);
    expect(isContractReadOnly({ sentInd: 0, stage: 'Approved' })).toBe(true);
  });
});

describe('readiness', () => {
  const ready = {
    contractType: 'CO 1',
    description: 'Walls',
    workDays: 5,
    baseApproved: true,
    unresolvedAlternateConditions: 0,
    placeholderConditions: 0,
  };
  it('is ready with nothing missing', () => {
    expect(clientReadiness(ready).messages).toEqual([]);
  });
  it('gives the five messages in order', () => {
    const r = clientReadiness({
      contractType: 'CO 2',
      description: '  ',
      workDays: null,
      baseApproved: false,
      unresolvedAlternateConditions: 2,
      placeholderConditions: 1,
    });
    expect(r.messages).toEqual([
      M.clientWorkDaysDoneInd,
      M.contractDescriptionDoneInd,
      M.baseContractReadyInd,
      M.hasAlternateConditionsInd,
      M.hasBudgetConditionsInd,
    ]);
    expect(r.doneInds).toEqual({
      clientWorkDaysDoneInd: 0,
      contractDescriptionDoneInd: 0,
      baseContractReadyInd: 0,
      hasAlternateConditionsInd: 1,
      hasBudgetConditionsInd: 1,
    });
  });
  it('does not ask a Base for an approved Base', () => {
    expect(
      clientReadiness({ ...ready, contractType: 'Base', baseApproved: false }).messages,
    ).toEqual([]);
  });
  it('sub: the client Base approved, a chosen company, scope and days', () => {
    expect(
      subReadiness({ baseApproved: true, companyId: 3, conditionCount: 2, workDays: 4 }),
    ).toEqual({
      clientContractApprovedInd: 1,
      subContractReadyInd: 1,
      message: '',
    });
    const r = subReadiness({
      baseApproved: false,
      companyId: null,
      conditionCount: 0,
      workDays: null,
    });
    expect(r.clientContractApprovedInd).toBe(0);
    expect(r.subContractReadyInd).toBe(0);
    expect(r.message).toContain('client contract must be approved');
  });
});

describe('sending', () => {
  it('splits recipients on semicolons, commas and spaces, without duplicates', () => {
    expect(splitRecipients('a@x.com; b@x.com,A@x.com  c@x.com')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(canSend([], 'hi')).toBe(false);
    expect(canSend(['a@x.com'], ' ')).toBe(false);
  });
  it('composes the subjects of spec 1 §9', () => {
    const p = { projectId: 1042, projectName: 'Clinic Remodel', workLocationName: 'Main St' };
    expect(clientContractSubject({ ...p, contractType: 'Base' })).toBe(
      'Proposal: #1042 Clinic Remodel - Main St',
    );
    expect(clientContractSubject({ ...p, contractType: 'CO 2' })).toBe(
      'CO 2 Proposal: #1042 Clinic Remodel - Main St',
    );
    expect(subContractSubject({ ...p, subContractType: 'Base' })).toBe(
      'Subcontract: #1042 Clinic Remodel',
    );
    expect(subContractSubject({ ...p, subContractType: 'Alt 1' })).toBe(
      'Subcontract: #1042 Clinic Remodel - Alt 1',
    );
  });
  it('builds both link styles', () => {
    expect(contractLinks('https://app.example', 'g-1', 7)).toEqual({
      newStyle: 'https://app.example/contracts/g-1/client',
      oldStyle: 'https://app.example/contract/?r=c&id=g-1&c=7',
    });
  });
});

describe('totals', () => {
  it('client GrandTotal = sum of PreTax + Tax, exactly (0.1 + 0.2 is 0.30)', () => {
    expect(
      clientContractTotal([
        { preTax: '0.1', tax: '0.2' },
        { preTax: '1000.05', tax: '70.00' },
      ]),
    ).toBe('1070.35');
    expect(clientContractTotal([])).toBe('0.00');
  });
  it('sub Total = sum of bid amounts', () => {
    expect(subContractTotal([{ bidAmount: '0.10' }, { bidAmount: '0.20' }])).toBe('0.30');
  });
  it('inactive contracts with no retention show 10%', () => {
    expect(displayedRetention('0', 'Inactive')).toBe('0.1000');
    expect(displayedRetention('0.05', 'Inactive')).toBe('0.0500');
    expect(displayedRetention('0', 'Pending')).toBe('0.0000');
  });
});

describe('contract detail', () => {
  it('worked example: Base approved 1000, CO 1 approved 200, CO 2 pending 50, Alt approved 30, inactive CO ignored', () => {
    const row = { categoryCode: '09', mainCategoryID: 9, subCategoryCode: '09-2900' };
    const { rows, coTypes, totals } = contractDetail([
      { ...row, contractType: 'Base', stage: 'Approved', amount: '1000.00' },
      { ...row, contractType: 'CO 1', stage: 'Approved', amount: '200.00' },
      { ...row, contractType: 'CO 2', stage: 'Pending', amount: '50.00' },
      { ...row, contractType: 'Alt 1', stage: 'Approved', amount: '30.00' },
      { ...row, contractType: 'CO 3', stage: 'Inactive', amount: '999.00' },
      {
        ...row,
        subCategoryCode: '09-3000',
        contractType: 'Base',
        stage: 'Pending',
        amount: '10.00',
      },
    ]);
    expect(coTypes).toEqual(['CO 1', 'CO 2']);
    expect(rows[0]).toEqual({
      ...row,
      companyName: null,
      base: '1000.00',
      pendingBase: '0.00',
      approvedChanges: '230.00',
      adjusted: '1230.00',
      pendingChanges: '50.00',
      adjustedPlusPending: '1280.00',
      changeOrders: { 'CO 1': '200.00', 'CO 2': '50.00' },
    });
    // A pending Base is not the contract amount yet: shown apart, and in Adj + Pending only.
    expect(rows[1]).toMatchObject({
      base: '0.00',
      pendingBase: '10.00',
      adjusted: '0.00',
      adjustedPlusPending: '10.00',
    });
    expect(totals).toMatchObject({
      base: '1000.00',
      pendingBase: '10.00',
      adjustedPlusPending: '1290.00',
      changeOrders: { 'CO 1': '200.00' },
    });
  });
});

describe('totalsByStage', () => {
  it('gives each stage its sum; the grand totals leave inactive contracts out', () => {
    const rows = [
      { stage: 'Approved' as const, total: '100.10', invoiced: '50.00', received: '10.00' },
      { stage: 'Pending' as const, total: '0.20', invoiced: '0.00', received: '0.00' },
      { stage: 'Inactive' as const, total: '900.00', invoiced: '0.00', received: '0.00' },
    ];
    const totals = totalsByStage(rows, (r) => r);
    expect(totals.Inactive.GrandTotal).toBe('900.00');
    expect(totals.All).toEqual({
      GrandTotal: '100.30',
      InvoicedTotal: '50.00',
      ReceivedTotal: '10.00',
    });
  });
});
