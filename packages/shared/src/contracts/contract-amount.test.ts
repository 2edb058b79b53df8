import { describe, expect, it } from 'vitest';
import { contractAmountOf } from './contract-amount';

describe('contractAmountOf', () => {
  it('is the approved contracts once any is approved', () => {
    expect(
      contractAmountOf([
        { contractType: 'Base', stage: 'Approved', grandTotal: '114331.62' },
        { contractType: 'CO 1', stage: 'Approved', grandTotal: '1000.01' },
        { contractType: 'CO 2', stage: 'Pending', grandTotal: '500.00' },
        { contractType: 'Alt 1', stage: 'Approved', grandTotal: '250.00' },
        { contractType: 'Alt 2', stage: 'Inactive', grandTotal: '75.00' },
      ]),
    ).toEqual({ amount: '115581.63', basis: 'Approved' });
  });

  it("is the proposal's total (the Base) before any approval", () => {
    expect(
      contractAmountOf([
        { contractType: 'Base', stage: 'Pending', grandTotal: '658000.00' },
        { contractType: 'Alt 1', stage: 'Pending', grandTotal: '9000.00' },
      ]),
    ).toEqual({ amount: '658000.00', basis: 'Proposal' });
  });

  it('is a zero proposal without contracts', () => {
    expect(contractAmountOf([])).toEqual({ amount: '0.00', basis: 'Proposal' });
  });
});
