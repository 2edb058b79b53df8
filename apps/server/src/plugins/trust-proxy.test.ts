import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { useTestApp } from '../testing/build-test-app';
import { DEMO_USERS } from '../testing/demo-users';

// The sign-in limit is PUBLIC_RATE_LIMIT a minute per client address.
const { injectAs } = useTestApp({ PUBLIC_RATE_LIMIT: '3' });

describe('X-Forwarded-For', () => {
  it('is not trusted by default: a fresh forged address per request does not pass the sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await injectAs('anonymous', {
        method: 'POST',
        url: '/auth/dev-login',
        payload: { email: DEMO_USERS.pm },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('TRUST_PROXY takes off, a hop count or proxy addresses, and nothing else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.1', 0), oneHop('10.0.0.1', 1)]).toEqual([
      true,
      false,
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
