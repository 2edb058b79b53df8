import { describe, expect, it } from 'vitest';
import { ZAddNoteBody } from '../notes/schemas';
import { ZForecastBody } from '../forecast/schemas';
import { ZOutboxQuery } from '../email/schemas';
import { ZBrowserRowQuery } from '../browser/schemas';
import { PROJECT_INFO_FIELDS } from '../project/rules';
import { ZIdInput } from './ids';
import { decimalInput, ZFlag, wholeNumberInput } from './strict-inputs';

const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** Loose parsers (z.coerce.number) take all of these; none is an id, a flag or a count. */
const NOT_WHOLE_NUMBERS = ['0x10', ' 1 ', '1e0', '+1', '1.0', true, '', [], [1], null];

describe('strict inputs (issue 11): "0x10", true, " 1 " are not ids; "" and [] are not flags', () => {
  it('ids, in bodies, queries and project fields', () => {
    for (const value of NOT_WHOLE_NUMBERS) {
      expect(accepts(ZIdInput, value), String(value)).toBe(false);
      expect(accepts(ZBrowserRowQuery, { projectID: value }), String(value)).toBe(false);
      // An emptied dropdown ("" or null) clears the field; anything else must be an id.
      if (value !== '' && value !== null) {
        expect(accepts(PROJECT_INFO_FIELDS.ManagedBy.schema, value), String(value)).toBe(false);
      }
    }
    expect(ZIdInput.parse('12')).toBe(12);
    expect(PROJECT_INFO_FIELDS.ManagedBy.schema.parse('12')).toBe(12);
    expect(PROJECT_INFO_FIELDS.ManagedBy.schema.parse('')).toBeNull();
  });

  it('0/1 flags: the number or its digit, nothing else', () => {
    for (const value of [...NOT_WHOLE_NUMBERS, 2, -1, false]) {
      expect(accepts(ZFlag, value), String(value)).toBe(false);
      expect(accepts(ZAddNoteBody, { projectID: 1, note: 'n', includeClientInd: value })).toBe(
        false,
      );
    }
    expect([0, 1, '0', '1'].map((v) => ZFlag.parse(v))).toEqual([0, 1, 0, 1]);
    expect(ZAddNoteBody.parse({ projectID: 1, note: 'n' }).includeClientInd).toBe(0);
  });

  it('whole numbers in a range (forecast slot and month, outbox page)', () => {
    const month = wholeNumberInput({ min: 1, max: 12 });
    for (const value of [...NOT_WHOLE_NUMBERS, 0, 13, '13', 1.5]) {
      expect(accepts(month, value), String(value)).toBe(false);
    }
    expect([3, '12'].map((v) => month.parse(v))).toEqual([3, 12]);
    const forecast = { projectID: 1, forecastYear: 2, forecastMonth: 3, forecastPercent: '0.1' };
    for (const value of [true, [2], ' 2 ', '0x2', '']) {
      expect(accepts(ZForecastBody, { ...forecast, forecastYear: value }), String(value)).toBe(
        false,
      );
    }
    for (const page of ['0x2', ' 2 ', '1e1', '']) {
      expect(accepts(ZOutboxQuery, { page }), page).toBe(false);
    }
    expect(ZOutboxQuery.parse({ page: '2' })).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('a percent with more decimals than stored is refused, not rounded', () => {
    const fraction = decimalInput({ places: 4, min: '0', max: '1' });
    for (const value of ['0.12345', 0.12345, '1e-5', 'abc', '', ' ', NaN, Infinity, true, []]) {
      expect(accepts(fraction, value), String(value)).toBe(false);
    }
    // Out of the stated range, and padded or signed text (issue 30 items 1 and 9).
    for (const value of ['1.0001', '-0.0001', 2147483648, ' 1 ', '1 ', '\t0.5', '+0.5', '0x1']) {
      expect(accepts(fraction, value), String(value)).toBe(false);
    }
    for (const value of ['0.1234', 0.1234, '0.25000', 1, '0']) {
      expect(accepts(fraction, value), String(value)).toBe(true);
    }
    const forecast = { projectID: 1, forecastYear: 2, forecastMonth: 3 };
    expect(accepts(ZForecastBody, { ...forecast, forecastPercent: '0.00001' })).toBe(false);
    expect(accepts(PROJECT_INFO_FIELDS.Retention.schema, '0.12345')).toBe(false);
  });
});
