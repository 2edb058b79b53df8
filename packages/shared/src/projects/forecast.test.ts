import { describe, expect, it } from 'vitest';
import {
  bpToFraction,
  bpToPercentText,
  browserForecastColumns,
  checkForecastCell,
  forecastTotalBp,
  fractionToBp,
  percentInputToBp,
  rolledForecastSource,
} from './forecast';

describe('forecast amounts', () => {
  it('reads stored fractions as basis points and writes them back', () => {
    expect(fractionToBp('0.2500')).toBe(2500);
    expect(fractionToBp(0.1)).toBe(1000);
    expect(fractionToBp(null)).toBe(0);
    expect(bpToFraction(1250)).toBe('0.1250');
    expect(bpToPercentText(1250)).toBe('12.5');
    expect(bpToPercentText(10_000)).toBe('100');
    expect(bpToPercentText(0)).toBe('0');
  });

  it('reads what a user types: empty is 0, not a number is null', () => {
    expect(percentInputToBp('')).toBe(0);
    expect(percentInputToBp(' 12.5 ')).toBe(1250);
    expect(percentInputToBp('33.333')).toBe(3333);
    expect(percentInputToBp('40%')).toBe(4000);
    expect(percentInputToBp('abc')).toBeNull();
  });

  it('adds 36 cells exactly (0.1 + 0.2 is 0.3 here)', () => {
    expect(forecastTotalBp({ jan2: '0.1000', feb2: '0.2000', dec3: 0.7 })).toBe(10_000);
  });
});

describe('checkForecastCell', () => {
  const cells = { jan2: '0.3000', feb2: '0.3000', mar2: '0.2000' };

  it('accepts a value that keeps the total at or under 100%', () => {
    expect(checkForecastCell(cells, 'apr2', 2000)).toEqual({ ok: true, totalBp: 10_000 });
    expect(checkForecastCell(cells, 'jan2', 0)).toEqual({ ok: true, totalBp: 5000 });
  });

  it('replaces the cell being edited rather than adding to it', () => {
    expect(checkForecastCell(cells, 'jan2', 5000)).toEqual({ ok: true, totalBp: 10_000 });
  });

  it('refuses a month over 100 or under 0', () => {
    expect(checkForecastCell({}, 'jan2', 10_001)).toMatchObject({
      ok: false,
      reason: 'cell-range',
    });
    expect(checkForecastCell({}, 'jan2', -1)).toMatchObject({ ok: false, reason: 'cell-range' });
  });

  it('refuses a total over 100%', () => {
    expect(checkForecastCell(cells, 'apr2', 2001)).toMatchObject({
      ok: false,
      reason: 'total-over-100',
      totalBp: 10_001,
    });
  });
});

describe('browserForecastColumns', () => {
  it('in November shows Jan and Feb of next year, Mar..Dec of this year', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 10, 23)));
    expect(columns.map((c) => c.key)).toEqual([
      'jan3',
      'feb3',
      'mar2',
      'apr2',
      'may2',
      'jun2',
      'jul2',
      'aug2',
      'sep2',
      'oct2',
      'nov2',
      'dec2',
    ]);
    expect(columns[0]).toMatchObject({ label: 'Jan 27', year: 2027, month: 1, monthStr: 'jan' });
    expect(columns[11]).toMatchObject({ label: 'Dec 26', year: 2026 });
  });

  it('in January shows May..Dec of last year', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2027, 0, 5)));
    expect(columns.map((c) => c.slot)).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('in June shows Jan..Sep of this year and Oct..Dec of last year', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 5, 1)));
    expect(columns.map((c) => c.slot)).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1]);
  });

  it('in September shows the calendar year', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 8, 1)));
    expect(columns.every((c) => c.slot === 2)).toBe(true);
  });
});

describe('rolledForecastSource', () => {
  it('moves each year one slot back per year passed and drops what falls off', () => {
    expect(rolledForecastSource('mar1', 1)).toBe('mar2');
    expect(rolledForecastSource('mar2', 1)).toBe('mar3');
    expect(rolledForecastSource('mar3', 1)).toBeNull();
    expect(rolledForecastSource('dec1', 2)).toBe('dec3');
    expect(rolledForecastSource('dec2', 2)).toBeNull();
    expect(rolledForecastSource('jan1', 3)).toBeNull();
    expect(rolledForecastSource('jan2', 0)).toBe('jan2');
  });
});
