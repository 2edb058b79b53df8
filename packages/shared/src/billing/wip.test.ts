import { describe, expect, it } from 'vitest';
import { wipFigures, wipTotals } from './wip';

describe('over/under billing, the WIP schedule (issue 31 item 8)', () => {
  it('over-billed: $100,000 contract, $30,000 of $80,000 cost, $45,000 billed', () => {
    // 30,000 / 80,000 = 37.5% complete; earned 37,500.00; billed 45,000 − 37,500 = 7,500 over.
    expect(
      wipFigures({
        contractAmount: '100000.00',
        costToDate: '30000.00',
        estimatedCost: '80000.00',
        billedToDate: '45000.00',
      }),
    ).toEqual({
      contractAmount: '100000.00',
      costToDate: '30000.00',
      estimatedCost: '80000.00',
      billedToDate: '45000.00',
      percentComplete: '0.3750',
      earnedRevenue: '37500.00',
      overUnder: '7500.00',
      position: 'over',
    });
  });

  it('under-billed, earned from the exact ratio: $50,000 contract, $10,000 of $30,000 cost, $12,000 billed', () => {
    // 10,000 / 30,000 = 0.3333… (shown 33.33%); earned = 50,000 x 1/3 = 16,666.67 (not
    // 50,000 x 0.3333 = 16,665.00); billed 12,000 − 16,666.67 = −4,666.67: under-billed.
    const wip = wipFigures({
      contractAmount: '50000.00',
      costToDate: '10000.00',
      estimatedCost: '30000.00',
      billedToDate: '12000.00',
    });
    expect(wip).toMatchObject({
      percentComplete: '0.3333',
      earnedRevenue: '16666.67',
      overUnder: '-4666.67',
      position: 'under',
    });
  });

  it('nothing estimated yet: 0% complete, nothing earned, everything billed is over', () => {
    expect(
      wipFigures({
        contractAmount: '20000.00',
        costToDate: '0.00',
        estimatedCost: '0.00',
        billedToDate: '2000.00',
      }),
    ).toMatchObject({ percentComplete: '0.0000', earnedRevenue: '0.00', overUnder: '2000.00' });
  });

  it('billed exactly as earned is even', () => {
    expect(
      wipFigures({
        contractAmount: '1000.00',
        costToDate: '400.00',
        estimatedCost: '800.00',
        billedToDate: '500.00',
      }).position,
    ).toBe('even');
  });

  it('totals are the sums of the rows, percent over the totals', () => {
    const rows = [
      wipFigures({
        contractAmount: '100000.00',
        costToDate: '30000.00',
        estimatedCost: '80000.00',
        billedToDate: '45000.00',
      }),
      wipFigures({
        contractAmount: '50000.00',
        costToDate: '10000.00',
        estimatedCost: '30000.00',
        billedToDate: '12000.00',
      }),
    ];
    // earned 37,500.00 + 16,666.67 = 54,166.67; billed 57,000; over/under 2,833.33;
    // percent 40,000 / 110,000 = 0.3636.
    expect(wipTotals(rows)).toEqual({
      contractAmount: '150000.00',
      costToDate: '40000.00',
      estimatedCost: '110000.00',
      billedToDate: '57000.00',
      percentComplete: '0.3636',
      earnedRevenue: '54166.67',
      overUnder: '2833.33',
      position: 'over',
    });
  });
});

describe('the report totals from sums', () => {
  it('are the totals of the rows when given their sums', async () => {
    const { wipTotalsOf } = await import('./wip');
    expect(
      wipTotalsOf(
        {
          contractAmount: '150000.00',
          costToDate: '40000.00',
          estimatedCost: '110000.00',
          billedToDate: '57000.00',
        },
        '54166.67',
      ),
    ).toMatchObject({ percentComplete: '0.3636', overUnder: '2833.33', position: 'over' });
  });
});
