import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionContract as c } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import * as schema from '../../db/schema/index';
import { sessions, userRoles, users } from '../../db/schema/index';
import { ROLE } from '../../db/seed/security';
import { sessionIdOf } from '../../lib/session-token';
import { useTestApp } from '../../testing/build-test-app';
import { DEMO_USERS } from '../../testing/demo-users';
import { loginAs, TEST_ORIGIN } from '../../testing/test-client';
import { findUserBySessionId } from './queries';

const { t } = useTestApp();

/**
 * A second instance of the app on the same database, as behind a load balancer: whatever one
 * instance changes about a session, a user or their roles, the other must see on its next request.
 */
let other: FastifyInstance;
let otherDataDir: string;
beforeAll(async () => {
  otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-test-other-'));
  const config = loadConfig({
    DATA_DIR: otherDataDir,
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
  });
  other = await buildApp({ config, database: t.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  fs.rmSync(otherDataDir, { recursive: true, force: true });
});

const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie, origin: TEST_ORIGIN } });

const authUser = async (app: FastifyInstance, cookie: string) =>
  c.getAuthUser.reply.parse((await get(app, c.getAuthUser.path, cookie)).json());

/** Each instance keeps identities and hears changes through NOTIFY: within a second (issue 37). */
const withinASecond = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 1000, interval: 20 });

const statusOf = async (app: FastifyInstance, url: string, cookie: string) =>
  (await get(app, url, cookie)).statusCode;

/** The same database through a drizzle handle that counts the statements it sends. */
function countingDb() {
  const counter = { statements: 0 };
  const logger = { logQuery: () => void counter.statements++ };
  const db = (t.database.pglite
    ? drizzlePglite(t.database.pglite, { schema, logger })
    : drizzlePg(t.database.pool!, { schema, logger })) as unknown as TDb;
  return { db, counter };
}

describe('identity of a signed-in request', () => {
  it('is read in one statement: session, user, roles and permissions', async () => {
    const { cookie, user } = await loginAs(t.app, DEMO_USERS.accounting);
    const { db, counter } = countingDb();
    const found = await findUserBySessionId(db, sessionIdOf(cookie.split('=')[1]!));
    expect(counter.statements).toBe(1);
    expect(found).toEqual(user);
    expect(found!.Permissions).toEqual([1, 3, 5, 9]);
    expect(found!.Roles.map((r) => r.RoleID)).toEqual(
      [...found!.Roles.map((r) => r.RoleID)].sort((a, b) => a - b),
    );
  });

  it('holds a user without roles: no roles, no permissions', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.field);
    const fieldUser = (await authUser(t.app, cookie)).user!;
    const saved = await t.database.db
      .delete(userRoles)
      .where(eq(userRoles.userId, fieldUser.UserID))
      .returning();
    try {
      await withinASecond(async () => {
        const { user } = await authUser(other, cookie);
        expect(user).toMatchObject({ UserID: fieldUser.UserID, Roles: [], Permissions: [] });
      });
    } finally {
      if (saved.length) await t.database.db.insert(userRoles).values(saved);
    }
  });
});

describe('changes take effect within a second, on every instance', () => {
  it('sign-out on one instance ends the session on the other', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.pm);
    expect((await authUser(other, cookie)).isAuthenticated).toBe(true);
    const out = await t.app.inject({
      method: 'POST',
      url: c.logout.path,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await authUser(t.app, cookie)).isAuthenticated).toBe(false);
    await withinASecond(async () => {
      expect((await authUser(other, cookie)).isAuthenticated).toBe(false);
    });
    expect((await get(other, c.listUsers.path, cookie)).statusCode).toBe(401);
  });

  it('a role granted or taken away counts within a second on both instances', async () => {
    const { cookie, user } = await loginAs(t.app, DEMO_USERS.estimator);
    expect((await get(other, usersContract.listRoles.path, cookie)).statusCode).toBe(403);
    await t.database.db.insert(userRoles).values({ userId: user.UserID, roleId: ROLE.Admin });
    try {
      await withinASecond(async () => {
        expect(await statusOf(other, usersContract.listRoles.path, cookie)).toBe(200);
      });
      expect((await authUser(t.app, cookie)).user!.Roles).toContainEqual({
        RoleID: ROLE.Admin,
        Role: 'Admin',
      });
    } finally {
      await t.database.db
        .delete(userRoles)
        .where(and(eq(userRoles.userId, user.UserID), eq(userRoles.roleId, ROLE.Admin)));
    }
    await withinASecond(async () => {
      expect(await statusOf(other, usersContract.listRoles.path, cookie)).toBe(403);
      expect(await statusOf(t.app, usersContract.listRoles.path, cookie)).toBe(403);
    });
  });

  it('a deactivated user is signed out within a second; reactivated, the session counts again', async () => {
    const { cookie, user } = await loginAs(t.app, DEMO_USERS.accounting);
    expect((await get(other, c.listUsers.path, cookie)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ activeInd: false })
      .where(eq(users.userId, user.UserID));
    try {
      await withinASecond(async () => {
        expect(await statusOf(other, c.listUsers.path, cookie)).toBe(401);
        expect(await statusOf(t.app, c.listUsers.path, cookie)).toBe(401);
      });
      expect((await authUser(other, cookie)).isAuthenticated).toBe(false);
    } finally {
      await t.database.db
        .update(users)
        .set({ activeInd: true })
        .where(eq(users.userId, user.UserID));
    }
    expect((await get(other, c.listUsers.path, cookie)).statusCode).toBe(200);
  });

  it('a session past its end is refused though its identity is kept', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.pm);
    const sessionId = sessionIdOf(cookie.split('=')[1]!);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(sessions.id, sessionId));
    // Kept again, with the new end, on both instances (the kept time is 30 s).
    await withinASecond(async () => {
      expect(await statusOf(t.app, c.listUsers.path, cookie)).toBe(200);
      expect(await statusOf(other, c.listUsers.path, cookie)).toBe(200);
    });
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await statusOf(t.app, c.listUsers.path, cookie)).toBe(401);
    expect(await statusOf(other, c.listUsers.path, cookie)).toBe(401);
  });
});
