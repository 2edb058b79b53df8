import { describe, expect, it } from 'vitest';
import { parseWeeklyHoursEntry, salariedHours, weekdaysBetween } from './salaried-hours';

const Q4_2026 = { from: '2026-10-01', to: '2026-12-31' };

describe('weekdaysBetween', () => {
  it('counts Monday to Friday, both ends included', () => {
    // Thu 1 Oct 2026 to Wed 7 Oct: Thu, Fri, Mon, Tue, Wed.
    expect(weekdaysBetween('2026-10-01', '2026-10-07')).toBe(5);
    expect(weekdaysBetween('2026-10-03', '2026-10-04')).toBe(0); // a weekend
    expect(weekdaysBetween('2026-10-07', '2026-10-01')).toBe(0);
  });
  it('finds 66 weekdays in Q4 2026 (22 + 21 + 23)', () => {
    expect(weekdaysBetween(Q4_2026.from, Q4_2026.to)).toBe(66);
  });
});

describe('salariedHours', () => {
  it('gives a 40-hour week 8 hours per weekday of the quarter so far', () => {
    // 1 Oct to Fri 27 Nov 2026: 42 weekdays x 8 h.
    expect(salariedHours('40', Q4_2026, '2026-11-27')).toBe('336.00');
  });
  it('stops at the quarter end once it is over, and is 0 before it starts', () => {
    expect(salariedHours('40', Q4_2026, '2027-02-01')).toBe('528.00');
    expect(salariedHours('40', Q4_2026, '2026-09-30')).toBe('0.00');
  });
  it('keeps a part-time week exact to the cent', () => {
    // 37.5 h / 5 = 7.5 h a day; 3 weekdays (Thu 1, Fri 2, Mon 5 Oct).
    expect(salariedHours('37.5', Q4_2026, '2026-10-05')).toBe('22.50');
    // 32.25 / 5 = 6.45 a day x 2 days.
    expect(salariedHours('32.25', Q4_2026, '2026-10-02')).toBe('12.90');
  });
});

describe('parseWeeklyHoursEntry', () => {
  it('reads empty as paid by the hour and numbers to 2 places', () => {
    expect(parseWeeklyHoursEntry('')).toEqual({ value: null });
    expect(parseWeeklyHoursEntry(' 40 ')).toEqual({ value: '40.00' });
    expect(parseWeeklyHoursEntry('37.5')).toEqual({ value: '37.50' });
  });
  it('keeps the old value for anything else', () => {
    expect(parseWeeklyHoursEntry('forty')).toBeNull();
    expect(parseWeeklyHoursEntry('80.01')).toBeNull();
    expect(parseWeeklyHoursEntry('-1')).toBeNull();
    expect(parseWeeklyHoursEntry('1.234')).toBeNull();
  });
});
