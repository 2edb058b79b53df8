import { describe, expect, it } from 'vitest';
import {
  additionalCostChanged,
  costDetailRow,
  costManagementRow,
  costManagementTotals,
  costTracking,
  costTrackingRow,
  NO_COST,
  parseAdditionalCost,
  refusedPurchaseDeletion,
  splitSubCategories,
} from './rules';

const input = {
  categoryCode: '09',
  subCategoryCode: '09-2900',
  base: '10000.00',
  approvedChanges: '2000.00',
  committedCost: '8000.00',
  actualCost: '5000.00',
  additionalCost: '1500.00',
};

describe('cost tracking row (DOMAIN "Cost tracking")', () => {
  it('works the example: adjusted 12,000, committed 8,000, actual 5,000, additional 1,500', () => {
    expect(costTrackingRow(input)).toEqual({
      categoryCode: '09',
      subCategoryCode: '09-2900',
      base: '10000.00',
      approvedChanges: '2000.00',
      adjusted: '12000.00',
      committedCost: '8000.00',
      committedProfit: '4000.00',
      committedProfitPercent: '33.33',
      actualCost: '5000.00',
      balance: '3000.00',
      actualProfit: '7000.00',
      actualProfitPercent: '58.33',
      additionalCost: '1500.00',
      // max(8,000, 5,000) + 1,500
      estimatedCost: '9500.00',
      estimatedProfit: '2500.00',
      estimatedProfitPercent: '20.83',
    });
  });

  it('takes the actual cost when it passes the commitment, and no additional cost as 0', () => {
    const row = costTrackingRow({ ...input, actualCost: '9000.10', additionalCost: null });
    expect(row.estimatedCost).toBe('9000.10');
    expect(row.estimatedProfit).toBe('2999.90');
    expect(row.balance).toBe('-1000.10');
    expect(row.additionalCost).toBeNull();
  });

  it('leaves every percent empty when adjusted is 0, and goes negative on a loss', () => {
    const row = costTrackingRow({
      ...input,
      base: '0',
      approvedChanges: '0',
      committedCost: '100',
      actualCost: '0',
      additionalCost: null,
    });
    expect(row).toMatchObject({
      adjusted: '0.00',
      committedProfit: '-100.00',
      committedProfitPercent: null,
      actualProfitPercent: null,
      estimatedProfitPercent: null,
    });
  });

  it('counts negative approved changes (a deduct change order)', () => {
    const row = costTrackingRow({ ...input, approvedChanges: '-2500.00' });
    expect(row.adjusted).toBe('7500.00');
    expect(row.committedProfitPercent).toBe('-6.67');
  });

  it('sums exactly (0.1 + 0.2) and recomputes the footer percents over total adjusted', () => {
    const { rows, totals } = costTracking([
      {
        ...input,
        subCategoryCode: '09-9100',
        base: '0.10',
        approvedChanges: '0',
        committedCost: '0',
        actualCost: '0',
        additionalCost: null,
      },
      {
        ...input,
        subCategoryCode: '09-2900',
        base: '0.20',
        approvedChanges: '0',
        committedCost: '0.10',
        actualCost: '0',
        additionalCost: '0.05',
      },
    ]);
    expect(rows.map((r) => r.subCategoryCode)).toEqual(['09-2900', '09-9100']);
    expect(totals.base).toBe('0.30');
    expect(totals.estimatedCost).toBe('0.15');
    expect(totals.estimatedProfit).toBe('0.15');
    expect(totals.estimatedProfitPercent).toBe('50.00');
    expect(totals.additionalCost).toBe('0.05');
  });

  it('gives an empty footer additional cost when no row has one', () => {
    expect(costTracking([{ ...input, additionalCost: null }]).totals.additionalCost).toBeNull();
    expect(costTracking([]).totals).toMatchObject({
      adjusted: '0.00',
      estimatedProfitPercent: null,
    });
  });
});

describe('additional cost input (spec 1 §5)', () => {
  it('takes a number or empty', () => {
    expect(parseAdditionalCost('1,250.5')).toEqual({ ok: true, value: '1250.50' });
    expect(parseAdditionalCost(12)).toEqual({ ok: true, value: '12.00' });
    expect(parseAdditionalCost('')).toEqual({ ok: true, value: null });
    expect(parseAdditionalCost('  ')).toEqual({ ok: true, value: null });
    expect(parseAdditionalCost(null)).toEqual({ ok: true, value: null });
  });
  it('refuses text, more than two decimals, negatives and other types', () => {
    for (const bad of ['abc', '1.234', '-5', true, {}, '1e3']) {
      expect(parseAdditionalCost(bad).ok, String(bad)).toBe(false);
    }
  });
  it('saves only a change', () => {
    expect(additionalCostChanged('100.00', '100')).toBe(false);
    expect(additionalCostChanged('100.00', '100.5')).toBe(true);
    expect(additionalCostChanged(null, '')).toBe(false);
    expect(additionalCostChanged(null, '0')).toBe(true);
    expect(additionalCostChanged('5.00', '')).toBe(true);
  });
});

describe('cost management', () => {
  it('totals each side and the variance', () => {
    const row = costManagementRow(
      { categoryCode: '09', subCategoryCode: '09-2900' },
      { hours: '40', labor: '2600', material: '1200.5', equipment: '0', other: '50', sub: '0' },
      { hours: '42.5', labor: '2762.5', material: '1300', equipment: '10', other: '0', sub: '0' },
    );
    expect(row).toMatchObject({
      originalHours: '40.00',
      actualHours: '42.50',
      originalTotal: '3850.50',
      actualTotal: '4072.50',
      variance: '222.00',
    });
    // Estimate hours come with 4 places: shown rounded to 2.
    expect(costManagementRow(row, { ...NO_COST, hours: '65.4444' }, NO_COST).originalHours).toBe(
      '65.44',
    );
    const totals = costManagementTotals([row, row]);
    expect(totals.originalTotal).toBe('7701.00');
    expect(totals.actualHours).toBe('85.00');
  });

  it('gives a task row with budgeted, pending, actual and what remains', () => {
    expect(
      costDetailRow({
        conditionId: 7,
        conditionName: 'Gypsum board',
        subCategoryCode: '09-2900',
        budgeted: { ...NO_COST, hours: '10', labor: '650', material: '400' },
        pending: '120',
        actual: { ...NO_COST, material: '300' },
      }),
    ).toEqual({
      ConditionID: 7,
      ConditionName: 'Gypsum board',
      ProjectTaskID: '09-2900',
      budgetedHours: '10.00',
      budgetedAmount: '1050.00',
      pendingAmount: '120.00',
      actualHours: '0.00',
      actualAmount: '300.00',
      remainingAmount: '630.00',
    });
  });

  it("splits the detail's sub-categories on '|'", () => {
    expect(splitSubCategories('09-2900| 09-9100||09-2900')).toEqual(['09-2900', '09-9100']);
  });
});

describe('purchase deletion (spec 1 §4)', () => {
  it('allows Pending only', () => {
    expect(refusedPurchaseDeletion('Pending')).toBeNull();
    expect(refusedPurchaseDeletion('Received')).toBe(
      'Only a pending purchase can be deleted; this purchase is Received.',
    );
  });
});
