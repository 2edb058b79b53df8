import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionContract } from '@n5/shared/session/contract';
import { useTestApp } from '../testing/build-test-app';
import { securityHeadersPlugin } from './security-headers';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-headers-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>N5</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');

const { injectAs, requestAs } = useTestApp({ WEB_DIST: webDist });

/** The Content-Security-Policy as directive → sources. */
function policyOf(header: string | string[] | number | undefined) {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  it('send a strict policy, nosniff and a referrer policy on pages, assets and API replies', async () => {
    const replies = [
      await injectAs('anonymous', { method: 'GET', url: '/browser' }),
      await injectAs('anonymous', { method: 'GET', url: '/assets/app-1234.js' }),
      await injectAs('anonymous', { method: 'GET', url: '/config' }),
      await injectAs('anonymous', { method: 'GET', url: '/api/nothing-here' }),
    ];
    for (const reply of replies) {
      const policy = policyOf(reply.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('same-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      // PUBLIC_URL of the tests is http: no HSTS.
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keep API replies out of every cache, but not the hashed assets', async () => {
    const user = await requestAs('pm', sessionContract.getAuthUser);
    expect(user.headers['cache-control']).toBe('no-store');
    const config = await injectAs('anonymous', { method: 'GET', url: '/config' });
    expect(config.headers['cache-control']).toBe('no-store');
    const refused = await injectAs('anonymous', { method: 'GET', url: '/api/project/browser' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const asset = await injectAs('anonymous', { method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('add HSTS only when the public address is https', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { publicUrl: 'https://n5.example.com' });
    app.get('/api/x', async () => ({ ok: true }));
    const reply = await app.inject({ method: 'GET', url: '/api/x' });
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });
});
