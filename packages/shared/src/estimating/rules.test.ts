import { describe, expect, it } from 'vitest';
import { ESTIMATING_TEXT } from './constants';
import {
  canDeleteCondition,
  conditionProblems,
  conditionStage,
  fieldLockReason,
  hasMissingDescriptions,
  needsJobBuyout,
} from './rules';

const open = { clientApprovedInd: 0, subContractApprovedInd: 0, overwriteCostInd: 0 };
const client = { ...open, clientApprovedInd: 1 };

describe('conditionStage', () => {
  it('is the client contract stage, else Pending before the Base is approved and Potential CO after', () => {
    expect(conditionStage('Approved', false)).toBe('Approved');
    expect(conditionStage('Inactive', true)).toBe('Inactive');
    expect(conditionStage(null, false)).toBe('Pending');
    expect(conditionStage(null, true)).toBe('Potential CO');
  });
});

describe('fieldLockReason', () => {
  it('locks cost estimates after client approval unless OverwriteCostInd', () => {
    expect(fieldLockReason('LaborHours', open)).toBe(null);
    expect(fieldLockReason('MaterialCost', client)).toBe(ESTIMATING_TEXT.costLocked);
    expect(fieldLockReason('MaterialCost', { ...client, overwriteCostInd: 1 })).toBe(null);
  });
  it('makes markups read-only once client approved, even with the overwrite', () => {
    expect(fieldLockReason('LaborMarkup', client)).toBe(ESTIMATING_TEXT.markupLocked);
    expect(fieldLockReason('LaborMarkup', { ...client, overwriteCostInd: 1 })).toBe(
      ESTIMATING_TEXT.markupLocked,
    );
    expect(fieldLockReason('LaborMarkup', open)).toBe(null);
  });
  it('makes quantity and unit read-only once the sub contract is approved', () => {
    const sub = { ...open, subContractApprovedInd: 1 };
    expect(fieldLockReason('TotalQuantities', sub)).toBe(ESTIMATING_TEXT.subApprovedLocked);
    expect(fieldLockReason('MeasurementType', sub)).toBe(ESTIMATING_TEXT.subApprovedLocked);
    expect(fieldLockReason('InternalComments', sub)).toBe(null);
  });
});

describe('delete and job buyout', () => {
  it('refuses to delete client- or sub-approved conditions', () => {
    expect(canDeleteCondition(open)).toBe(true);
    expect(canDeleteCondition(client)).toBe(false);
    expect(canDeleteCondition({ ...open, subContractApprovedInd: 1 })).toBe(false);
  });
  it('asks for a job buyout only with a sub selected and N5SelectedAtSigning 0', () => {
    expect(needsJobBuyout({ selectedSubcontractorId: 4, n5SelectedAtSigning: 0 })).toBe(true);
    expect(needsJobBuyout({ selectedSubcontractorId: 4, n5SelectedAtSigning: 1 })).toBe(false);
    expect(needsJobBuyout({ selectedSubcontractorId: null, n5SelectedAtSigning: 0 })).toBe(false);
  });
});

describe('conditionProblems', () => {
  const base = {
    clientContractId: null,
    subContractId: null,
    selectedSubcontractorId: null,
    totalQuantities: '0.0000',
    measurementType: null,
    internalComments: 'x',
    subcontractorScope: '',
  };
  it('wants quantity and unit once a contract or a sub is chosen', () => {
    expect(conditionProblems(base).quantityMissing).toBe(false);
    const p = conditionProblems({ ...base, clientContractId: 'c' });
    expect(p.quantityMissing).toBe(true);
    expect(p.unitMissing).toBe(true);
  });
  it('flags a selected sub without a sub contract or sub description', () => {
    const p = conditionProblems({ ...base, selectedSubcontractorId: 3 });
    expect(p.subContractMissing).toBe(true);
    expect(p.subDescriptionMissing).toBe(true);
  });
  it('flags the page for missing descriptions unless read-only', () => {
    expect(hasMissingDescriptions([], [{ Description: '', ReadOnlyInd: 1 }])).toBe(false);
    expect(hasMissingDescriptions([], [{ Description: ' ', ReadOnlyInd: 0 }])).toBe(true);
    expect(
      hasMissingDescriptions([{ descriptionMissing: true, subDescriptionMissing: false }], []),
    ).toBe(true);
  });
});
