import { describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from './api-docs';
import { useTestApp } from '../testing/build-test-app';
import { DEMO_USERS } from '../testing/demo-users';
import { loginAs } from '../testing/test-client';

const { t } = useTestApp();

/** The OpenAPI document's parts this test reads. */
interface TOpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { requestBody: { content: Record<string, { schema: { required: string[] } }> } }>
  >;
}

describe('/api/docs', () => {
  it('serves the OpenAPI document built from the shared schemas to signed-in users', async () => {
    // The docs are a plugin's routes, not a contract's: inject() with the session cookie.
    const { cookie } = await loginAs(t.app, DEMO_USERS.field);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
    const res = await get(`${API_DOCS_PREFIX}/json`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<TOpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user/', '/auth/dev-login', '/api/admin/outbox']),
    );
    // The request schema comes from Zod: dev-login needs an email.
    const body =
      doc.paths['/auth/dev-login']!.post!.requestBody.content['application/json']!.schema;
    expect(body.required).toContain('email');
    const ui = await get(API_DOCS_PREFIX);
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('is closed to anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(401);
  });
});
