import { describe, expect, it } from 'vitest';
import { formatPercent, formatPhone, formatShortDate, formatUsd, formatUsdWhole } from './format';

describe('formatUsd', () => {
  it('shows dollars and cents in en-US', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
    expect(formatUsd(-42.1)).toBe('-$42.10');
  });

  it('formats NUMERIC strings exactly, beyond float precision', () => {
    expect(formatUsd('1234.56')).toBe('$1,234.56');
    expect(formatUsd('90071992547409.99')).toBe('$90,071,992,547,409.99');
    expect(formatUsd(' 12 ')).toBe('$12.00');
  });

  it('shows a balance under half a cent as zero, without a minus sign', () => {
    expect(formatUsd(-0.004)).toBe('$0.00');
    expect(formatUsd('-0.004')).toBe('$0.00');
    expect(formatUsd(0.004)).toBe('$0.00');
  });

  it('rounds to whole dollars without decimals', () => {
    expect(formatUsd(1234.5, { decimals: false })).toBe('$1,235');
    expect(formatUsdWhole('1234.49')).toBe('$1,234');
    expect(formatUsdWhole(-1500)).toBe('-$1,500');
  });

  it('gives an empty text for empty or invalid values', () => {
    expect(formatUsd(null)).toBe('');
    expect(formatUsd(undefined)).toBe('');
    expect(formatUsd('')).toBe('');
    expect(formatUsd('abc')).toBe('');
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPercent', () => {
  it('shows a stored fraction with 2 decimals by default', () => {
    expect(formatPercent(0.1)).toBe('10.00%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent('0.0525')).toBe('5.25%');
    expect(formatPercent(1.5)).toBe('150.00%');
  });

  it('takes 0 to 1 decimals for pay apps', () => {
    const payApp = { minDecimals: 0, maxDecimals: 1 };
    expect(formatPercent(0.5, payApp)).toBe('50%');
    expect(formatPercent(0.125, payApp)).toBe('12.5%');
    expect(formatPercent(0.12345, payApp)).toBe('12.3%');
  });

  it('takes a fixed number of decimals', () => {
    expect(formatPercent(0.123456, { minDecimals: 4 })).toBe('12.3456%');
    expect(formatPercent(0.5, { maxDecimals: 0 })).toBe('50%');
  });

  it('handles negatives and empties', () => {
    expect(formatPercent(-0.05)).toBe('-5.00%');
    expect(formatPercent(-0.00001)).toBe('0.00%');
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('x')).toBe('');
  });
});

describe('formatShortDate', () => {
  it('shows a calendar day as MM/DD/YYYY without shifting it across time zones', () => {
    expect(formatShortDate('2026-03-07')).toBe('03/07/2026');
    expect(formatShortDate('2026-12-31')).toBe('12/31/2026');
  });

  it('shows a timestamp in the given time zone', () => {
    expect(formatShortDate('2026-03-07T03:00:00Z', { timeZone: 'America/Chicago' })).toBe(
      '03/06/2026',
    );
    expect(formatShortDate(new Date('2026-03-07T18:00:00Z'), { timeZone: 'America/Chicago' })).toBe(
      '03/07/2026',
    );
  });

  it('gives an empty text for empty or invalid values', () => {
    expect(formatShortDate(null)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatShortDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatPhone', () => {
  it('writes ten digits as ddd-ddd-dddd whatever the punctuation', () => {
    expect(formatPhone('3165550142')).toBe('316-555-0142');
    expect(formatPhone('(316) 555-0142')).toBe('316-555-0142');
    expect(formatPhone('316.555.0142')).toBe('316-555-0142');
    expect(formatPhone('316-555-0142')).toBe('316-555-0142');
  });

  it('drops a leading country code 1', () => {
    expect(formatPhone('+1 (316) 555-0142')).toBe('316-555-0142');
    expect(formatPhone('13165550142')).toBe('316-555-0142');
  });

  it('leaves anything else as typed', () => {
    expect(formatPhone(' 555-0142 ')).toBe('555-0142');
    expect(formatPhone('316-555-0142 ext 12')).toBe('316-555-0142 ext 12');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
