import { describe, expect, it } from 'vitest';
import { companyDateTimeText } from './company-time';

describe('company time', () => {
  it('shows any moment on the Chicago clock, with its zone (CST in winter, CDT in summer)', () => {
    expect(companyDateTimeText('2026-11-27T15:05:00Z')).toBe('Nov 27, 2026, 9:05 AM CST');
    expect(companyDateTimeText('2026-07-01T15:05:00Z')).toBe('Jul 1, 2026, 10:05 AM CDT');
  });
});
