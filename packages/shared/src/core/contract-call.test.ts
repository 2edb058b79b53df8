import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery } from './contract-call';

describe('buildQuery', () => {
  it('writes what URLSearchParams writes, skipping undefined and null, repeating arrays', () => {
    const query = {
      name: "O'Brien & Sons (KC) ~ 50%!",
      ids: [1, 2],
      empty: '',
      skip: undefined,
      none: null,
      star: 'a*b-c.d_e',
    };
    // new URLSearchParams([...]).toString() of the same pairs, in Node 20.
    expect(buildQuery(query)).toBe(
      '?name=O%27Brien+%26+Sons+%28KC%29+%7E+50%25%21&ids=1&ids=2&empty=&star=a*b-c.d_e',
    );
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('buildPath', () => {
  it('fills and encodes params, and refuses a missing one', () => {
    expect(buildPath('/api/files/:id', { id: 'a b/c' })).toBe('/api/files/a%20b%2Fc');
    expect(() => buildPath('/api/files/:id', {})).toThrow(/Missing path parameter "id"/);
  });
});
