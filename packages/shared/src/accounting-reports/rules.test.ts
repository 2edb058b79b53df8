import { describe, expect, it } from 'vitest';
import { monthRange, parseGrossProfitUpload, trimHeaders } from './rules';
import { ACCOUNTING_REPORT_TEXT } from './schemas';

const parse = (rows: unknown) => parseGrossProfitUpload(JSON.stringify(rows));

describe('GM upload rows', () => {
  it('reads the three columns by trimmed, any-case headers, rounding to cents', () => {
    expect(parse([{ ' project id ': 12, REVENUE: 1000.005, 'Cost ': '799.5', Note: 'x' }])).toEqual(
      {
        ok: true,
        rows: [{ projectId: 12, revenue: '1000.01', cost: '799.50' }],
      },
    );
  });

  it('skips blank rows and counts an empty amount as 0', () => {
    expect(
      parse([
        { ProjectID: null, Revenue: '' },
        { ProjectID: '7', Revenue: 5 },
      ]),
    ).toEqual({
      ok: true,
      rows: [{ projectId: 7, revenue: '5.00', cost: '0.00' }],
    });
  });

  it('yields no data for no rows or text that is not a list of rows', () => {
    for (const json of ['[]', 'nope', '{}', '[1]', '[{"Project ID":null}]']) {
      expect(parseGrossProfitUpload(json)).toEqual({
        ok: false,
        message: ACCOUNTING_REPORT_TEXT.uploadNoData,
      });
    }
  });

  it('names the row of a bad project number, amount or repeated project', () => {
    expect(parse([{ 'Project ID': 'x' }])).toMatchObject({
      message: 'Row 2: Project ID must be a project number.',
    });
    expect(parse([{ 'Project ID': 1, Revenue: 'abc' }])).toMatchObject({
      message: 'Row 2: Revenue must be an amount.',
    });
    expect(parse([{ 'Project ID': 1, Cost: 1e15 }])).toMatchObject({
      message: 'Row 2: Cost must be an amount.',
    });
    expect(parse([{ 'Project ID': 1 }, { 'Project ID': 1 }])).toMatchObject({
      message: 'Row 3: project 1 is given twice.',
    });
  });

  it('trims header names and gives month ranges across the year end', () => {
    expect(trimHeaders([{ ' A ': 1 }])).toEqual([{ A: 1 }]);
    expect(monthRange(2026, 12)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
});
