import { describe, expect, it } from 'vitest';
import { swStrategy } from './sw-routes';

const origin = 'https://n5.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('swStrategy', () => {
  it('serves the shell for the field pages only', () => {
    expect(swStrategy(get('/m', 'navigate'), origin)).toBe('shell');
    expect(swStrategy(get('/m/projects/12/09-2900', 'navigate'), origin)).toBe('shell');
    expect(swStrategy(get('/m/receipts/project', 'navigate'), origin)).toBe('shell');
    expect(swStrategy(get('/browser', 'navigate'), origin)).toBe('network');
    expect(swStrategy(get('/mobile-like', 'navigate'), origin)).toBe('network');
  });

  it('never answers the data of a user, the session or a write from a cache', () => {
    for (const path of ['/api/mobile/projects', '/auth/user', '/config', '/send-email'])
      expect(swStrategy(get(path), origin)).toBe('network');
    expect(swStrategy({ ...get('/assets/x.js'), method: 'POST' }, origin)).toBe('network');
    expect(swStrategy(get('/api/project/receipt-sas', 'navigate'), origin)).toBe('network');
  });

  it('keeps the built files, not other sites', () => {
    expect(swStrategy(get('/assets/index-abc123.js'), origin)).toBe('asset');
    expect(swStrategy(get('/favicon.svg'), origin)).toBe('asset');
    expect(swStrategy({ ...get('/x'), url: 'https://cdn.example/assets/a.js' }, origin)).toBe(
      'network',
    );
  });
});
