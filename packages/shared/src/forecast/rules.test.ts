import { describe, expect, it } from 'vitest';
import { fromNumeric, toNumeric, ZERO } from '../core/decimal';
import { percentText } from '../core/percent';
import {
  browserForecastColumns,
  checkForecastCell,
  forecastCellValue,
  forecastTotal,
  percentInputToFraction,
  rolledForecastSource,
} from './rules';

const d = (text: string) => fromNumeric(text);

describe('forecast amounts', () => {
  it('reads stored fractions with four places and writes them back', () => {
    expect(forecastCellValue('0.2500')).toEqual(d('0.25'));
    expect(forecastCellValue(0.1)).toEqual(d('0.1'));
    expect(forecastCellValue(null)).toEqual(ZERO);
    expect(toNumeric(d('0.125'), 4)).toBe('0.1250');
    expect(percentText(d('0.125'))).toBe('12.5');
    expect(percentText(d('1'))).toBe('100');
    expect(percentText(ZERO)).toBe('0');
  });

  it('reads what a user types: empty is 0, not a number is null', () => {
    expect(percentInputToFraction('')).toEqual(ZERO);
    expect(percentInputToFraction(' 12.5 ')).toEqual(d('0.125'));
    expect(percentInputToFraction('33.33')).toEqual(d('0.3333'));
    expect(percentInputToFraction('33.333')).toBeNull();
    expect(percentInputToFraction('40%')).toEqual(d('0.4'));
    expect(percentInputToFraction('abc')).toBeNull();
  });

  it('adds 36 cells exactly (0.1 + 0.2 is 0.3 here)', () => {
    expect(forecastTotal({ jan2: '0.1000', feb2: '0.2000', dec3: 0.7 })).toEqual(d('1'));
  });
});

describe('checkForecastCell', () => {
  const cells = { jan2: '0.3000', feb2: '0.3000', mar2: '0.2000' };

  it('accepts a value that keeps the total at or under 100%', () => {
    expect(checkForecastCell(cells, 'apr2', d('0.2'))).toEqual({ ok: true, total: d('1') });
    expect(checkForecastCell(cells, 'jan2', ZERO)).toEqual({ ok: true, total: d('0.5') });
  });

  it('replaces the cell being edited rather than adding to it', () => {
    expect(checkForecastCell(cells, 'jan2', d('0.5'))).toEqual({ ok: true, total: d('1') });
  });

  it('refuses a month over 100 or under 0', () => {
    expect(checkForecastCell({}, 'jan2', d('1.0001'))).toMatchObject({
      ok: false,
      reason: 'cell-range',
    });
    expect(checkForecastCell({}, 'jan2', d('-0.0001'))).toMatchObject({
      ok: false,
      reason: 'cell-range',
    });
  });

  it('refuses a month finer than the four places a cell stores', () => {
    expect(checkForecastCell({}, 'jan2', d('0.12345'))).toMatchObject({
      ok: false,
      reason: 'cell-range',
    });
  });

  it('refuses a total over 100%', () => {
    expect(checkForecastCell(cells, 'apr2', d('0.2001'))).toMatchObject({
      ok: false,
      reason: 'total-over-100',
      message: "The project's forecast would total 100.01%; it may not pass 100%.",
      total: d('1.0001'),
    });
  });
});

describe('browserForecastColumns', () => {
  it('in November runs Mar..Dec of this year, then Jan and Feb of next year', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 10, 23)));
    expect(columns.map((c) => c.key)).toEqual([
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
      'jan3',
      'feb3',
    ]);
    expect(columns.map((c) => c.label)).toEqual([
      'Mar 26',
      'Apr 26',
      'May 26',
      'Jun 26',
      'Jul 26',
      'Aug 26',
      'Sep 26',
      'Oct 26',
      'Nov 26',
      'Dec 26',
      'Jan 27',
      'Feb 27',
    ]);
    expect(columns[10]).toMatchObject({ label: 'Jan 27', year: 2027, month: 1, monthStr: 'jan' });
    expect(columns[9]).toMatchObject({ label: 'Dec 26', year: 2026 });
  });

  it('in January runs May..Dec of last year, then Jan..Apr', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2027, 0, 5)));
    expect(columns.map((c) => c.slot)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
    expect(columns[0]!.label).toBe('May 26');
    expect(columns[11]!.label).toBe('Apr 27');
  });

  it('in June runs Oct..Dec of last year, then Jan..Sep', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 5, 1)));
    expect(columns.map((c) => c.slot)).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(columns.map((c) => c.monthStr).slice(0, 4)).toEqual(['oct', 'nov', 'dec', 'jan']);
  });

  it('in September shows the calendar year, Jan to Dec', () => {
    const columns = browserForecastColumns(new Date(Date.UTC(2026, 8, 1)));
    expect(columns.every((c) => c.slot === 2)).toBe(true);
    expect(columns.map((c) => c.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('always holds each month once, in calendar order', () => {
    for (let month = 0; month < 12; month += 1) {
      const columns = browserForecastColumns(new Date(Date.UTC(2026, month, 15)));
      expect(new Set(columns.map((c) => c.monthStr)).size).toBe(12);
      const order = columns.map((c) => c.year * 12 + c.month);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(order.at(-1)! - order[0]!).toBe(11);
    }
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
