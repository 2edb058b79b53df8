import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../testing/build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('compression', () => {
  it('gzips a large JSON reply for a client that accepts it, and not otherwise', async () => {
    const pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
    const plain = await pm({ method: 'GET', url: '/api/crm/contactbrowser' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await pm({
      method: 'GET',
      url: '/api/crm/contactbrowser',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});
