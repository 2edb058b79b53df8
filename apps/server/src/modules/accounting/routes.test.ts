import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingContract as c } from '@n5/shared/accounting/contract';
import {
  accountingSignInStates,
  accountingTokens,
  auditLog,
  companies,
} from '../../db/schema/index';
import { accountingProjectOf } from '../../lib/accounting/accounting-records';
import { createAccountingGateway } from '../../lib/accounting/create-gateway';
import { openToken } from '../../lib/accounting/token-crypto';
import {
  createRefreshTokenSource,
  type TRefreshTokenSource,
} from '../../lib/accounting/token-store';
import { useTestApp } from '../../testing/build-test-app';
import { FakeAcumaticaServer } from '../../testing/fake-acumatica-server';
import { TEST_ORIGIN, type TCaller } from '../../testing/test-client';

// Issue 38 item 5: ACUMATICA_AUTH=oauth-code against the fake's sign-in page and token endpoint.

const key = randomBytes(32);
const REDIRECT = `${TEST_ORIGIN}${c.callback.path}`;
let fake: FakeAcumaticaServer;
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
  fake.seed('Customer', [
    { CustomerID: 'C000123', CustomerName: 'Acme Builders', Status: 'Active' },
  ]);
});
afterAll(async () => {
  await fake.close();
});
const { t, callAs, refusedAs, requestAs, injectAs, userOf, buildProject, buildCompany } =
  useTestApp(() => ({
    ACCOUNTING: 'acumatica',
    ACUMATICA_URL: fake.url,
    ACUMATICA_AUTH: 'oauth-code',
    ACUMATICA_CLIENT_ID: fake.oauthClient.id,
    ACUMATICA_CLIENT_SECRET: fake.oauthClient.secret,
    ACUMATICA_REDIRECT_URL: REDIRECT,
    ACCOUNTING_TOKEN_KEY: key.toString('base64'),
    ACUMATICA_ACTION_POLL_MS: '5',
  }));

/** Connect as the browser does it: our redirect, Acumatica's sign-in page, our callback. */
async function signInAtAcumatica(as: TCaller = 'admin') {
  const start = await requestAs(as, c.connect);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  const page = await fetch(authorize, { redirect: 'manual' });
  expect(page.status).toBe(302);
  return { authorize, back: new URL(page.headers.get('location')!) };
}
const callback = (as: TCaller, back: URL) =>
  injectAs(as, { method: 'GET', url: `${back.pathname}${back.search}` });
/** A refused callback goes back to Accounting Reports with its reason and the refusal's status. */
async function refusedCallback(as: TCaller, back: URL) {
  const res = await callback(as, back);
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), 'http://app.test');
  expect(location.pathname).toBe('/accounting-reports');
  expect(location.searchParams.get('acumatica')).toBe('failed');
  return {
    status: res.headers['x-refused-status'],
    reason: location.searchParams.get('reason') ?? '',
  };
}
const storedRow = async () =>
  (
    await t.database.db
      .select()
      .from(accountingTokens)
      .where(eq(accountingTokens.system, 'acumatica'))
  )[0];

async function pushedProject(name: string) {
  const client = await buildCompany({ CompanyName: `${name} client` });
  // Written directly: the mapping route asks Acumatica, which needs the connection.
  await t.database.db
    .update(companies)
    .set({ accountingCustomerId: 'C000123' })
    .where(eq(companies.companyId, client.CompanyID));
  const project = await buildProject({ ProjectName: name, ClientCompanyID: client.CompanyID });
  return project.ProjectID;
}
const heldProject = (id: number) =>
  fake.records('Project').filter((r) => (r.ProjectID as { value: string }).value === String(id));

describe('Acumatica connection with ACUMATICA_AUTH=oauth-code', () => {
  it('403 for anyone but an admin on every route', async () => {
    for (const as of ['pm', 'accounting', 'estimator'] as const) {
      expect((await refusedAs(as, c.connection)).status).toBe(403);
      expect((await refusedAs(as, c.connect)).status).toBe(403);
      expect((await refusedAs(as, c.callback, { query: { code: 'x', state: 'y' } })).status).toBe(
        403,
      );
      expect((await refusedAs(as, c.disconnect)).status).toBe(403);
    }
    expect((await refusedAs('anonymous', c.connection)).status).toBe(401);
  });

  it('before connecting: not connected, and a push says where to sign in', async () => {
    expect(await callAs('admin', c.connection)).toMatchObject({
      system: 'acumatica',
      signIn: 'oauth-code',
      canConnect: true,
      connected: false,
      connectedBy: null,
    });
    const id = await pushedProject('Before connect');
    expect(heldProject(id)).toHaveLength(0);
    await expect(
      t.app.accounting.pushProject((await accountingProjectOf(t.database.db, id))!),
    ).rejects.toThrow(
      'Acumatica is not connected (ACUMATICA_AUTH=oauth-code). Sign in to Acumatica on ' +
        'Accounting Reports → Accounting connection (admins).',
    );
  });

  it("sends the admin to Acumatica's sign-in page with the code flow's parameters", async () => {
    const { authorize, back } = await signInAtAcumatica();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      `${fake.url}/identity/connect/authorize`,
    );
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toEqual({
      response_type: 'code',
      client_id: fake.oauthClient.id,
      redirect_uri: REDIRECT,
      scope: 'api offline_access',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(back.searchParams.get('state')).toBe(query.state);
    // Kept on the server as a hash, never in clear.
    const states = await t.database.db.select().from(accountingSignInStates);
    expect(JSON.stringify(states)).not.toContain(query.state);
  });

  it('refuses (400) a callback whose state is unknown, of another session, or used', async () => {
    const { back } = await signInAtAcumatica();
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-a-state');
    expect(await refusedCallback('admin', forged)).toEqual({
      status: '400',
      reason: expect.stringContaining('not one this session started'),
    });
    // Another admin's session cannot use this admin's state; that spends it.
    expect((await refusedCallback('superuser', back)).status).toBe('400');
    expect((await refusedCallback('admin', back)).status).toBe('400');
    expect(await storedRow()).toBeUndefined();
  });

  it('connects: the code is traded, the refresh token stored encrypted, audited', async () => {
    const { back } = await signInAtAcumatica();
    const done = await callback('admin', back);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/accounting-reports?acumatica=connected');
    const trade = fake.tokenRequests.at(-1)!;
    expect(trade).toMatchObject({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      redirect_uri: REDIRECT,
    });
    const issued = fake.identity.issuedRefreshTokens.at(-1)!;
    const row = (await storedRow())!;
    expect(JSON.stringify(row)).not.toContain(issued);
    expect(openToken(key, row.refreshTokenSealed)).toBe(issued);
    // A used state cannot connect again.
    expect((await refusedCallback('admin', back)).status).toBe('400');
    const admin = await userOf('admin');
    expect(await callAs('admin', c.connection)).toMatchObject({
      connected: true,
      connectedBy: admin.DisplayName,
      connectedAt: expect.any(String),
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'accounting_connection'));
    expect(audit.map((a) => [a.action, a.userId])).toContainEqual(['insert', admin.UserID]);
    expect(JSON.stringify(audit)).not.toContain(issued);
  });

  it('pushes with the refresh token and stores the rotated one', async () => {
    const before = (await storedRow())!;
    const id = await pushedProject('Refreshed push');
    expect(heldProject(id)).toHaveLength(1);
    const grants = fake.tokenRequests.filter((r) => r.grant_type === 'refresh_token');
    expect(grants.length).toBeGreaterThan(0);
    expect(grants[0]!.refresh_token).toBe(openToken(key, before.refreshTokenSealed));
    const after = (await storedRow())!;
    expect(after.version).toBeGreaterThan(before.version);
    expect(openToken(key, after.refreshTokenSealed)).toBe(fake.identity.issuedRefreshTokens.at(-1));
    expect((await callAs('admin', c.connection)).rotatedAt).not.toBeNull();
  });

  it('two servers signing in at once: both push, the newest token is kept', async () => {
    const server = () =>
      createAccountingGateway(
        {
          ACCOUNTING: 'acumatica',
          ACUMATICA_URL: fake.url,
          ACUMATICA_USERNAME: undefined,
          ACUMATICA_PASSWORD: undefined,
          ACUMATICA_TENANT: undefined,
          ACUMATICA_AUTH: 'oauth-code',
          ACUMATICA_CLIENT_ID: fake.oauthClient.id,
          ACUMATICA_CLIENT_SECRET: fake.oauthClient.secret,
          ACUMATICA_REDIRECT_URL: REDIRECT,
          ACCOUNTING_TOKEN_KEY: key.toString('hex'),
          ACUMATICA_ACTION_POLL_MS: 5,
        },
        {},
        { tokens: racing },
      );
    // The first two reads (one per server) wait for each other: both hold the same token.
    const source = createRefreshTokenSource(t.database.db, key);
    let readers = 0;
    let bothRead = () => {};
    const gate = new Promise<void>((resolve) => (bothRead = resolve));
    const racing: TRefreshTokenSource = {
      async read() {
        const stored = await source.read();
        if (readers < 2) {
          readers += 1;
          if (readers === 2) bothRead();
          await gate;
        }
        return stored;
      },
      replace: (version, token) => source.replace(version, token),
    };
    const [one, two, three] = [server(), server(), server()];
    try {
      const id = await pushedProject('Two servers');
      const project = (await accountingProjectOf(t.database.db, id))!;
      const asked = fake.tokenRequests.length;
      // Both use the same stored token; the loser of the race retries with the winner's.
      await Promise.all([one.pushProject(project), two.pushProject(project)]);
      const used = fake.tokenRequests.slice(asked).map((r) => r.refresh_token);
      expect(used).toHaveLength(3);
      expect(used[0]).toBe(used[1]);
      const stored = openToken(key, (await storedRow())!.refreshTokenSealed);
      expect(stored).toBe(fake.identity.issuedRefreshTokens.at(-1));
      await three.pushProject(project);
    } finally {
      await Promise.all([one.close(), two.close(), three.close()]);
    }
  });

  it('a revoked refresh token: the push fails saying where to sign in again', async () => {
    fake.identity.revokeRefreshTokens();
    const id = await pushedProject('Revoked push');
    await expect(
      t.app.accounting.pushProject((await accountingProjectOf(t.database.db, id))!),
    ).rejects.toThrow(
      /invalid_grant.*Sign in to Acumatica again on Accounting Reports → Accounting connection/,
    );
    expect(heldProject(id)).toHaveLength(0);
  });

  it('disconnects: the token is deleted and audited; connecting again works', async () => {
    await callback('admin', (await signInAtAcumatica()).back);
    const reply = await callAs('admin', c.disconnect);
    expect(reply).toMatchObject({ connected: false, connectedBy: null });
    expect(await storedRow()).toBeUndefined();
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'accounting_connection'));
    expect(audit.map((a) => a.action)).toContain('delete');
    // Repeatable: a second disconnect changes nothing.
    expect(await callAs('admin', c.disconnect)).toMatchObject({ connected: false });
  });
});
