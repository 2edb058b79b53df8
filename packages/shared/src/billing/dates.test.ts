import { describe, expect, it } from 'vitest';
import { defaultPayAppDates, payAppDateInput, payAppDatesRefusal } from './dates';

describe('pay app dates (issue 31 item 6)', () => {
  it('defaults to today, or to the previous application when that is later', () => {
    expect(defaultPayAppDates('2026-11-27', undefined)).toEqual({
      periodTo: '2026-11-27',
      applicationDate: '2026-11-27',
    });
    // Pay app 1 was dated ahead to the month's end: pay app 2 starts there, never before it.
    expect(
      defaultPayAppDates('2026-11-27', { periodTo: '2026-11-30', applicationDate: '2026-11-25' }),
    ).toEqual({ periodTo: '2026-11-30', applicationDate: '2026-11-27' });
  });

  it('refuses dates before the previous application, and allows the same day', () => {
    const previous = { number: 1, periodTo: '2026-10-31', applicationDate: '2026-10-25' };
    expect(
      payAppDatesRefusal({ periodTo: '2026-11-30', applicationDate: '2026-11-25' }, previous),
    ).toBeNull();
    expect(
      payAppDatesRefusal({ periodTo: '2026-10-31', applicationDate: '2026-10-25' }, previous),
    ).toBeNull();
    expect(
      payAppDatesRefusal({ periodTo: '2026-10-30', applicationDate: '2026-11-25' }, previous),
    ).toBe("Period to (2026-10-30) cannot be before pay app 1's period to (2026-10-31).");
    expect(
      payAppDatesRefusal({ periodTo: '2026-11-30', applicationDate: '2026-10-24' }, previous),
    ).toBe("The application date (2026-10-24) cannot be before pay app 1's (2026-10-25).");
    expect(
      payAppDatesRefusal({ periodTo: '2001-01-01', applicationDate: '2001-01-01' }, undefined),
    ).toBeNull();
  });

  it('takes calendar days from 2000 to 2099 only', () => {
    const day = payAppDateInput('Period to');
    expect(day.safeParse('2026-02-28').success).toBe(true);
    expect(day.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '27/11/2026', '', '1999-12-31', '2100-01-01'])
      expect(day.safeParse(bad).success).toBe(false);
    expect(day.safeParse('1999-12-31').error?.issues[0]?.message).toBe(
      'Period to must be from 2000-01-01 to 2099-12-31.',
    );
  });
});
