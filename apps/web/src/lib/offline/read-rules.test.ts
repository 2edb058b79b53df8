import { describe, expect, it } from 'vitest';
import { isKeptRead, sessionChange } from './read-rules';

describe('isKeptRead', () => {
  it('keeps what the field area reads, and the session and config', () => {
    expect(
      isKeptRead(['project', 12, 'cost-logging', 'conditions', '09-2900'], '/m/projects/12'),
    ).toBe(true);
    expect(isKeptRead(['session', 'user'], '/m')).toBe(true);
    expect(isKeptRead(['session', 'config'], '/m/receipts')).toBe(true);
  });

  it('keeps nothing read on the desktop, nor the session markers', () => {
    expect(isKeptRead(['browser', 'list', 'active'], '/browser')).toBe(false);
    expect(isKeptRead(['session', 'user'], '/home')).toBe(false);
    expect(isKeptRead(['session', 'ended'], '/m')).toBe(false);
    expect(isKeptRead(['session', 'demo-users'], '/m')).toBe(false);
  });
});

describe('sessionChange', () => {
  it('clears the kept reads when signed out or someone else signs in', () => {
    expect(sessionChange(7, { user: null })).toBe('clear');
    expect(sessionChange(7, { user: { UserID: 8 } })).toBe('clear');
    expect(sessionChange(7, { user: { UserID: 7 } })).toBe('keep');
    expect(sessionChange(null, { user: { UserID: 7 } })).toBe('keep');
  });
});
