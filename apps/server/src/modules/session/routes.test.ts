import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_NAVIGATION, sessionContract as c } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import { sessions, users } from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../testing/build-test-app';
import { DEMO_USERS } from '../../testing/demo-users';
import {
  createTestClient,
  loginAs,
  refusalOf,
  replyOf,
  TEST_ORIGIN,
} from '../../testing/test-client';

const { t, callAs, refusedAs, requestAs } = useTestApp();

/** GET /auth/user as a browser holding `cookie` would ask it. */
const authUserWith = async (cookie: string) =>
  replyOf(c.getAuthUser, await requestAs('anonymous', c.getAuthUser, {}, { headers: { cookie } }));

describe('GET /config', () => {
  it('tells the browser the company texts and the sign-in mode', async () => {
    expect(await callAs('anonymous', c.getConfig)).toEqual({
      companyName: 'N5 Project Manager',
      companyShort: 'N5',
      authMode: 'dev',
      environment: 'test',
    });
  });
});

describe('dev sign-in and sessions', () => {
  it('answers unauthenticated without a session', async () => {
    expect(await callAs('anonymous', c.getAuthUser)).toEqual({
      user: null,
      isAuthenticated: false,
    });
  });

  it('signs in a demo user with an httpOnly SameSite=Lax cookie stored as a hash', async () => {
    const response = await requestAs('anonymous', c.devLogin, {
      body: { email: DEMO_USERS.superuser },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((cookie) => cookie.name === 'n5_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { user } = replyOf(c.devLogin, response);
    expect(user).toMatchObject({ EmailAddress: DEMO_USERS.superuser });
    expect(user!.Roles).toContainEqual({ RoleID: 1, Role: 'Superuser' });

    // The token itself must never be in the database.
    const stored = await t.database.db.select({ id: sessions.id }).from(sessions);
    expect(stored.map((r) => r.id)).not.toContain(cookie!.value);

    expect(await authUserWith(`n5_session=${cookie!.value}`)).toMatchObject({
      isAuthenticated: true,
      user: { EmailAddress: DEMO_USERS.superuser },
    });
  });

  it('gives the accounting user permissions 1, 3, 5 and 9', async () => {
    const { user } = await callAs('accounting', c.getAuthUser);
    expect(user!.Permissions).toEqual([1, 3, 5, 9]);
  });

  it('refuses an unknown email with 403 and a bad one with 400', async () => {
    const unknown = await refusedAs('anonymous', c.devLogin, {
      body: { email: 'nobody@n5.local' },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.error.message).toContain('nobody@n5.local');

    const bad = await refusedAs('anonymous', c.devLogin, { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    expect(bad.error.message).toMatch(/email/i);
  });

  it('lists the demo users, the fixed demo accounts first', async () => {
    const { users: demo } = await callAs('anonymous', c.listDemoUsers);
    expect(demo.map((u) => u.EmailAddress).slice(0, 6)).toEqual([
      DEMO_USERS.superuser,
      DEMO_USERS.admin,
      DEMO_USERS.pm,
      DEMO_USERS.estimator,
      DEMO_USERS.accounting,
      DEMO_USERS.field,
    ]);
  });

  it('logout is a same-origin POST that destroys the session; a GET or a cross-site POST does not', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.pm);
    const link = await t.app.inject({
      method: 'GET',
      url: c.logout.path,
      headers: { cookie },
    });
    expect(link.headers.location).toBeUndefined();
    const crossSite = await t.app.inject({
      method: 'POST',
      url: c.logout.path,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await authUserWith(cookie)).isAuthenticated).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: c.logout.path,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirectTo: '/' });
    const cleared = out.cookies.find((c) => c.name === 'n5_session');
    expect(cleared?.value).toBe('');
    expect((await authUserWith(cookie)).isAuthenticated).toBe(false);
  });

  it('/auth/login in dev mode goes back to the login page, /auth/callback does not exist', async () => {
    const login = await t.app.inject({ method: 'GET', url: AUTH_NAVIGATION.login });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/');
    const callback = await t.app.inject({
      method: 'GET',
      url: `${AUTH_NAVIGATION.callback}?code=x&state=y`,
    });
    expect(callback.statusCode).toBe(404);
  });
});

describe('cross-site request refusal', () => {
  /** dev-login as a script or another site would send it: only the headers given. */
  const devLoginWith = (headers: Record<string, string>) =>
    t.app.inject({
      method: c.devLogin.method,
      url: c.devLogin.path,
      headers,
      payload: { email: DEMO_USERS.pm },
    });

  it('refuses a state-changing request with a session cookie but no Origin or Referer', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.superuser);
    const refused = refusalOf(await devLoginWith({ cookie }));
    expect(refused.status).toBe(403);
    expect(refused.error.message).toMatch(/cross-site/i);
  });

  it('refuses a foreign Origin even without a session (no login CSRF)', async () => {
    expect(refusalOf(await devLoginWith({ origin: 'https://evil.example' })).status).toBe(403);
  });

  it('accepts our own Referer when the browser sends no Origin', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.superuser);
    const accepted = await devLoginWith({ cookie, referer: `${TEST_ORIGIN}/home` });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('401 and 403 on API routes', () => {
  const NO_ROUTE = '/api/nothing-here';

  it('answers 401 without a session, for known and unknown /api/ paths', async () => {
    const refusals = [
      await refusedAs('anonymous', c.listUsers),
      await refusedAs('anonymous', usersContract.listRoles),
      await refusedAs('anonymous', usersContract.listDisplayNames),
      refusalOf(await t.app.inject({ method: 'GET', url: NO_ROUTE })),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.error.code).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to a signed-in user without the role, 200 to an admin', async () => {
    const refused = await refusedAs('pm', usersContract.listRoles);
    expect(refused.status).toBe(403);
    expect(refused.error.message).toContain('admin');
    const { roles } = await callAs('admin', usersContract.listRoles);
    expect(roles[0]).toMatchObject({ RoleID: 1, Role: 'Superuser' });
  });

  it('lists users to any signed-in user and 404s an unknown API path', async () => {
    const { users: listed } = await callAs('field', c.listUsers);
    const [active] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.activeInd, true));
    expect(listed).toHaveLength(active!.n);
    const { cookie } = await loginAs(t.app, DEMO_USERS.field);
    const missing = await t.app.inject({ method: 'GET', url: NO_ROUTE, headers: { cookie } });
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
      const client = createTestClient(() => oidc.app);
      const devLogin = await client.refusedAs('anonymous', c.devLogin, {
        body: { email: DEMO_USERS.superuser },
      });
      expect(devLogin.status).toBe(404);
      expect((await client.refusedAs('anonymous', c.listDemoUsers)).status).toBe(404);
      expect((await client.callAs('anonymous', c.getConfig)).authMode).toBe('oidc');
      // The provider is unreachable here: a clear 500, not a hang or a stack trace.
      const login = refusalOf(await oidc.app.inject({ method: 'GET', url: AUTH_NAVIGATION.login }));
      expect(login.status).toBe(500);
      expect(login.error.message).toMatch(/provider unavailable/i);
    } finally {
      await oidc.close();
    }
  });
});
