import { describe, expect, it } from 'vitest';
import { companyDateTimeText, usDateText } from './company-time';

describe('company time', () => {
  it('shows any moment on the Chicago clock, with its zone (CST in winter, CDT in summer)', () => {
    expect(companyDateTimeText('2026-11-27T15:05:00Z')).toBe('Nov 27, 2026, 9:05 AM CST');
    expect(companyDateTimeText('2026-07-01T15:05:00Z')).toBe('Jul 1, 2026, 10:05 AM CDT');
  });
  it('prints a day MM/dd/yyyy, a moment by its Chicago day (issue 40 item 18)', () => {
    expect(usDateText('2026-03-07')).toBe('03/07/2026');
    // 02:00 UTC on the 28th is still the 27th in Kansas.
    expect(usDateText('2026-11-28T02:00:00Z')).toBe('11/27/2026');
    expect(usDateText(null)).toBe('');
  });
});
