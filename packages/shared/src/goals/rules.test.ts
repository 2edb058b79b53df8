import { describe, expect, it } from 'vitest';
import { fromNumeric, toNumeric } from '../core/decimal';
import {
  companyGoalRows,
  goalYearOptions,
  isEditableGoalRow,
  isGoalYear,
  monthsTotal,
  parseGoalCell,
  parseMonthPercent,
} from './rules';

const TODAY = new Date(Date.UTC(2026, 10, 27));

describe('company goals', () => {
  it('takes whole numbers, 0 for empty, and reverts anything else', () => {
    expect(parseGoalCell('125000')).toBe(125000);
    expect(parseGoalCell('125,000')).toBe(125000);
    expect(parseGoalCell('')).toBe(0);
    expect(parseGoalCell('  ')).toBe(0);
    expect(parseGoalCell('12.5')).toBeNull();
    expect(parseGoalCell('lots')).toBeNull();
  });

  it('fills every division and category, then Total rows summing the divisions', () => {
    const rows = companyGoalRows(2026, [
      { division: 'Construction', goalType: 'Revenue', month: 1, value: 100 },
      { division: 'Service', goalType: 'Revenue', month: 1, value: 50 },
      { division: 'Service', goalType: 'Revenue', month: 12, value: 7 },
    ]);
    expect(rows).toHaveLength(12);
    const total = rows.find((r) => r.division === 'Total' && r.goaltype === 'Revenue')!;
    expect(total.months[0]).toBe(150);
    expect(total.total).toBe(157);
    expect(rows.find((r) => r.division === 'Service' && r.goaltype === 'Revenue')!.total).toBe(57);
    expect(isEditableGoalRow('Total')).toBe(false);
    expect(isEditableGoalRow('Service')).toBe(true);
  });

  it('years run from 2017 to next year', () => {
    expect(isGoalYear(2016, TODAY)).toBe(false);
    expect(isGoalYear(2027, TODAY)).toBe(true);
    expect(goalYearOptions(TODAY)[0]).toBe(2027);
    expect(goalYearOptions(TODAY).at(-1)).toBe(2017);
  });
});

describe('team member goal months', () => {
  it('stores a percent as its fraction, empty as null, and reverts text', () => {
    expect(toNumeric(parseMonthPercent('8.33') as ReturnType<typeof fromNumeric>, 4)).toBe(
      '0.0833',
    );
    expect(toNumeric(parseMonthPercent('12.5%') as ReturnType<typeof fromNumeric>, 4)).toBe(
      '0.1250',
    );
    expect(parseMonthPercent('')).toBeNull();
    expect(parseMonthPercent('abc')).toBe('revert');
    expect(parseMonthPercent('1.234')).toBe('revert');
  });

  it('totals the months, empty ones as 0', () => {
    const total = monthsTotal([fromNumeric('0.0833'), null, fromNumeric('0.1250')]);
    expect(toNumeric(total, 4)).toBe('0.2083');
  });
});
