import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInteger } from './integer';

describe('parseInteger', () => {
  it('reads whole numbers, spaces around allowed', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger(' -3 ')).toBe(-3);
    expect(parseInteger('007')).toBe(7);
    expect(Object.is(parseInteger('-0'), 0)).toBe(true);
    expect(parseInteger(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses anything that is not plainly a whole number, or that a number cannot hold', () => {
    for (const bad of ['', ' ', '12.5', '12.0', '+1', '1e3', '0x10', '1_000', 'abc', '-']) {
      expect(parseInteger(bad)).toBeNull();
    }
    expect(parseInteger(null)).toBeNull();
    expect(parseInteger(undefined)).toBeNull();
    expect(parseInteger('9007199254740993')).toBeNull();
  });

  it('reads back every safe integer it is given as text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => parseInteger(String(n)) === n + 0,
      ),
    );
  });
});
