import { describe, expect, it } from 'vitest';
import { canStepForward, isoWeekNumber, timesheetFigures, timesheetTotals } from './rules';

describe('timesheet rules', () => {
  it('puts each day under its weekday, Saturday first, and the week under the office', () => {
    const figures = timesheetFigures('2026-10-24', 'KS', [
      { userId: 1, date: '2026-10-24', regular: '4.25', overtime: '0.00' },
      { userId: 1, date: '2026-10-26', regular: '3.10', overtime: '1.20' },
      { userId: 1, date: '2026-10-26', regular: '4.90', overtime: '0.05' },
      { userId: 1, date: '2026-10-30', regular: '8.00', overtime: '2.00' },
    ]);
    expect(figures.satr).toBe('4.25');
    expect(figures.monr).toBe('8.00');
    expect(figures.mono).toBe('1.25');
    expect(figures.frio).toBe('2.00');
    expect(figures.sunr).toBe('0.00');
    expect(figures.totalr).toBe('20.25');
    expect(figures.totalo).toBe('3.25');
    expect([figures.KSr, figures.MOr, figures.KCMOr]).toEqual(['20.25', '0.00', '0.00']);
  });

  it('adds the rows to the cent, where floats would drift', () => {
    const rows = Array.from({ length: 10 }, () => ({ totalr: '0.10' }));
    expect(timesheetTotals(rows, ['totalr'])).toEqual({ totalr: '1.00' });
  });

  it('steps forward only while the week shown is before the current one', () => {
    expect(canStepForward('2026-11-14', '2026-11-24')).toBe(true);
    expect(canStepForward('2026-11-21', '2026-11-24')).toBe(false);
    expect(canStepForward('2026-11-27', '2026-11-24')).toBe(false);
  });

  it('numbers weeks as ISO 8601 does', () => {
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2026-10-26')).toBe(44);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
  });
});
