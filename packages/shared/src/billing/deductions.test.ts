import { describe, expect, it } from 'vitest';
import { deductionRefusal } from '../contracts/deductions';
import {
  changeOrderSummary,
  scheduleReductionRefusal,
  withChangeOrder,
  type TLineValue,
} from './deductions';
import { applicationSummary } from './pay-app-math';

const line = (code: string, revised: string, billed: string): TLineValue => ({
  subCategoryCode: code,
  description: code === '09-2900' ? 'Gypsum Board' : 'Lighting',
  revised,
  billed,
});

describe('deductive change orders (issue 31 item 1)', () => {
  it('worked example: Base $4,000, CO 1 +$500, CO 2 −$400 — line 2 is $100, summary +$500/−$400', () => {
    expect(changeOrderSummary(['500.00', '-400.00'])).toEqual({
      additions: '500.00',
      deductions: '-400.00',
      net: '100.00',
    });
    expect(changeOrderSummary(['-400.00'])).toEqual({
      additions: '0.00',
      deductions: '-400.00',
      net: '-400.00',
    });
    expect(changeOrderSummary([])).toEqual({ additions: '0.00', deductions: '0.00', net: '0.00' });
    // The G702 of a schedule with the deduction: line 2 negative, line 3 reduced, G703 C reduced.
    const schedule = [
      {
        ...{ mainCategoryId: 9, mainCategoryName: 'Finishes', categoryCode: '09' },
        ...{ subCategoryCode: '09-2900', description: 'Gypsum Board' },
        ...{ base: '1000.00', approvedChanges: '-400.00' },
      },
      {
        ...{ mainCategoryId: 26, mainCategoryName: 'Electrical', categoryCode: '26' },
        ...{ subCategoryCode: '26-5100', description: 'Lighting' },
        ...{ base: '3000.00', approvedChanges: '0.00' },
      },
    ];
    const app = {
      number: 1,
      retainageRate: '0.1',
      storedRetainageRate: null,
      lines: { '09-2900': { work: '600.00', stored: '0.00' } },
    };
    const { g702, g703 } = applicationSummary(schedule, [app], 1, null);
    expect(g702).toMatchObject({
      originalContractSum: '4000.00',
      netChangeByChangeOrders: '-400.00',
      contractSumToDate: '3600.00',
      totalCompletedAndStored: '600.00',
      currentPaymentDue: '540.00',
    });
    expect(g703.groups[0]!.rows[0]).toMatchObject({
      changeOrders: '-400.00',
      revised: '600.00',
      balanceToFinish: '0.00',
      percent: '1.0000',
    });
  });

  it('refuses a change that takes a line below what is billed on it, in words and money', () => {
    const before = [line('09-2900', '1000.00', '900.00'), line('26-5100', '3000.00', '0.00')];
    expect(
      scheduleReductionRefusal(before, [
        line('09-2900', '600.00', '900.00'),
        line('26-5100', '3000.00', '0.00'),
      ]),
    ).toBe(
      "This change cannot be approved: a line's scheduled value may not go below what is already billed on it. 09-2900 Gypsum Board would be scheduled at $600.00, below the $900.00 already billed on it ($300.00 short). Reduce the deduction, or bill less on the open pay app first.",
    );
    // Down to exactly what is billed is allowed; an addition is never judged.
    expect(scheduleReductionRefusal(before, [line('09-2900', '900.00', '900.00')])).toBeNull();
    expect(scheduleReductionRefusal(before, [line('09-2900', '1500.00', '900.00')])).toBeNull();
    // A line over-billed before (by 3 and 1) does not block a change elsewhere.
    const over = [line('09-2900', '1000.00', '1200.00'), line('26-5100', '3000.00', '0.00')];
    expect(
      scheduleReductionRefusal(over, [
        line('09-2900', '1000.00', '1200.00'),
        line('26-5100', '2500.00', '0.00'),
      ]),
    ).toBeNull();
    // A new line that only a deduction schedules would be negative: refused.
    expect(scheduleReductionRefusal([], [line('26-5100', '-50.00', '0.00')])).toMatch(
      /26-5100 Lighting would be scheduled at -\$50.00, below the \$0.00 already billed/,
    );
  });

  it('allows a negative quantity only on a change order, in-house', () => {
    const c = { quantity: '-10', contractType: 'CO 2', selectedSubcontractorId: null };
    expect(deductionRefusal(c)).toBeNull();
    expect(deductionRefusal({ ...c, quantity: '10', contractType: 'Base' })).toBeNull();
    expect(deductionRefusal({ ...c, contractType: 'Base' })).toMatch(/belongs on a change order/);
    expect(deductionRefusal({ ...c, contractType: 'Alt 1' })).toMatch(/belongs on a change order/);
    expect(deductionRefusal({ ...c, contractType: null })).toMatch(/belongs on a change order/);
    expect(deductionRefusal({ ...c, selectedSubcontractorId: 7 })).toMatch(/priced in-house/);
  });
});

describe('sending a deductive change order (issue 31 item 1)', () => {
  it('previews the lines as approved: a send is refused for what the approval would refuse', () => {
    const lines = [line('09-2900', '1000.00', '900.00')];
    const after = withChangeOrder(lines, [
      { subCategoryCode: '09-2900', description: 'Gypsum Board', amount: '-250.00' },
      { subCategoryCode: '09-2900', description: 'Gypsum Board', amount: '-150.00' },
      { subCategoryCode: '26-5100', description: 'Lighting', amount: '75.00' },
    ]);
    expect(after).toEqual([line('09-2900', '600.00', '900.00'), line('26-5100', '75.00', '0.00')]);
    expect(scheduleReductionRefusal(lines, after, 'CO 1 cannot be sent')).toMatch(
      /^CO 1 cannot be sent: .*\$300\.00 short/,
    );
  });
});
