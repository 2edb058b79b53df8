import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asUser,
  buildTestApp,
  loginAs,
  TEST_ORIGIN,
  type TTestApp,
} from '../../testing/build-test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /config', () => {
  it('tells the browser the company texts and the sign-in mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyName: 'N5 Project Manager',
      companyShort: 'N5',
      authMode: 'dev',
      environment: 'test',
    });
  });
});

describe('dev sign-in and sessions', () => {
  it('answers unauthenticated without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/user' });
    expect(res.json()).toEqual({ user: null, isAuthenticated: false });
  });

  it('signs in a demo user with an httpOnly SameSite=Lax cookie stored as a hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { email: 'super@n5.local' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'n5_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.json().user).toMatchObject({ EmailAddress: 'super@n5.local' });
    expect(res.json().user.Roles).toContainEqual({ RoleID: 1, Role: 'Superuser' });

    const stored = await t.database.db.execute<{ id: string }>(
      // The token itself must never be in the database.
      `select id from sessions` as never,
    );
    const rows = (stored as unknown as { rows: Array<{ id: string }> }).rows;
    expect(rows.map((r) => r.id)).not.toContain(cookie!.value);

    const me = await t.app.inject({
      method: 'GET',
      url: '/auth/user',
      headers: { cookie: `n5_session=${cookie!.value}` },
    });
    expect(me.json()).toMatchObject({
      isAuthenticated: true,
      user: { EmailAddress: 'super@n5.local' },
    });
  });

  it('gives the accounting user permissions 1, 3, 5 and 9', async () => {
    const cookie = await loginAs(t.app, 'accounting@n5.local');
    const me = await asUser(t.app, cookie)({ method: 'GET', url: '/auth/user' });
    expect(me.json().user.Permissions).toEqual([1, 3, 5, 9]);
  });

  it('refuses an unknown email with 403 and a bad one with 400', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { email: 'nobody@n5.local' },
    });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.message).toContain('nobody@n5.local');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(bad.json().error.message).toMatch(/email/i);
  });

  it('lists the demo users, the fixed demo accounts first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/demo-users' });
    const emails = res.json().users.map((u: { EmailAddress: string }) => u.EmailAddress);
    expect(emails.slice(0, 6)).toEqual([
      'super@n5.local',
      'admin@n5.local',
      'pm@n5.local',
      'estimator@n5.local',
      'accounting@n5.local',
      'field@n5.local',
    ]);
  });

  it('logout destroys the session', async () => {
    const cookie = await loginAs(t.app, 'pm@n5.local');
    const out = await t.app.inject({ method: 'GET', url: '/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const cleared = out.cookies.find((c) => c.name === 'n5_session');
    expect(cleared?.value).toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/auth/user', headers: { cookie } });
    expect(me.json().isAuthenticated).toBe(false);
  });

  it('/auth/login in dev mode goes back to the login page, /auth/callback does not exist', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/auth/login' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/');
    const callback = await t.app.inject({ method: 'GET', url: '/auth/callback?code=x&state=y' });
    expect(callback.statusCode).toBe(404);
  });
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request with a session cookie but no Origin or Referer', async () => {
    const cookie = await loginAs(t.app, 'super@n5.local');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { cookie },
      payload: { email: 'pm@n5.local' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/cross-site/i);
  });

  it('refuses a foreign Origin even without a session (no login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'pm@n5.local' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts our own Referer when the browser sends no Origin', async () => {
    const cookie = await loginAs(t.app, 'super@n5.local');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/dev-login',
      headers: { cookie, referer: `${TEST_ORIGIN}/home` },
      payload: { email: 'pm@n5.local' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('401 and 403 on API routes', () => {
  it('answers 401 without a session, for known and unknown /api/ paths', async () => {
    for (const url of [
      '/api/user/',
      '/api/user/roles',
      '/api/user/displaynames',
      '/api/nothing-here',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to a signed-in user without the role, 200 to an admin', async () => {
    const pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
    const refused = await pm({ method: 'GET', url: '/api/user/roles' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('admin');

    const admin = asUser(t.app, await loginAs(t.app, 'admin@n5.local'));
    const allowed = await admin({ method: 'GET', url: '/api/user/roles' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().roles[0]).toMatchObject({ RoleID: 1, Role: 'Superuser' });
  });

  it('lists users to any signed-in user and 404s an unknown API path', async () => {
    const field = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
    const users = await field({ method: 'GET', url: '/api/user/' });
    expect(users.statusCode).toBe(200);
    expect(users.json().users.length).toBeGreaterThanOrEqual(40);
    const missing = await field({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('AUTH_MODE=oidc', () => {
  it('turns demo sign-in off (404) and sends /auth/login to the provider', async () => {
    const oidc = await buildTestApp({
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: 'http://127.0.0.1:9/unreachable',
      OIDC_CLIENT_ID: 'n5',
    });
    try {
      const res = await oidc.app.inject({
        method: 'POST',
        url: '/auth/dev-login',
        payload: { email: 'super@n5.local' },
      });
      expect(res.statusCode).toBe(404);
      const demo = await oidc.app.inject({ method: 'GET', url: '/auth/demo-users' });
      expect(demo.statusCode).toBe(404);
      const config = await oidc.app.inject({ method: 'GET', url: '/config' });
      expect(config.json().authMode).toBe('oidc');
      // The provider is unreachable here: a clear 500, not a hang or a stack trace.
      const login = await oidc.app.inject({ method: 'GET', url: '/auth/login' });
      expect(login.statusCode).toBe(500);
      expect(login.json().error.message).toMatch(/provider unavailable/i);
    } finally {
      await oidc.close();
    }
  });
});
