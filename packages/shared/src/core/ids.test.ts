import { describe, expect, it } from 'vitest';
import { MAX_ID, ZId, ZIdText } from './ids';

describe('record ids', () => {
  it('takes positive integers up to the key column limit', () => {
    expect(ZId.parse(1)).toBe(1);
    expect(ZId.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 2 ** 53, 1e308, Number.NaN, '1', null]) {
      expect(ZId.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('reads ids from text strictly', () => {
    expect(ZIdText.parse('42')).toBe(42);
    expect(ZIdText.parse('2147483647')).toBe(MAX_ID);
    for (const bad of [
      '0',
      '2147483648',
      '99999999999999999999',
      '0x10',
      ' 1 ',
      '1e3',
      '+1',
      '',
      '1.0',
    ]) {
      expect(ZIdText.safeParse(bad).success, bad).toBe(false);
    }
  });
});
