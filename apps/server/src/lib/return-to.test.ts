import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeReturnTo('/browser/projects/12?i=2#notes')).toBe('/browser/projects/12?i=2#notes');
    expect(safeReturnTo('/crm')).toBe('/crm');
  });

  it('sends every other origin, however spelled, to /home', () => {
    for (const value of [
      '//evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '\\/evil.com',
      'https://evil.com/',
      'javascript:alert(1)',
      '/%2F%2Fevil.com',
      '',
      undefined,
      42,
    ]) {
      const target = safeReturnTo(value);
      expect(new URL(target, 'https://n5.example').origin, String(value)).toBe(
        'https://n5.example',
      );
    }
    expect(safeReturnTo('/\t/evil.com')).toBe('/home');
  });
});
