import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../testing/build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/docs', () => {
  it('serves the OpenAPI document built from the shared schemas to signed-in users', async () => {
    const user = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
    const res = await user({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/', '/auth/dev-login', '/api/admin/outbox']),
    );
    // The request schema comes from Zod: dev-login needs an email.
    const body = doc.paths['/auth/dev-login'].post.requestBody.content['application/json'].schema;
    expect(body.required).toContain('email');
    const ui = await user({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('is closed to anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
  });
});
