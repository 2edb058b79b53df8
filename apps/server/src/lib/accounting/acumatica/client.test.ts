import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountingError } from '../gateway';
import {
  AcumaticaClient,
  DEFAULT_ENDPOINT,
  fields,
  type TAcumaticaClientOptions,
  type TAcumaticaEntity,
} from './client';
import { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';

let fake: FakeAcumaticaServer;

const connect = (overrides: Partial<TAcumaticaClientOptions> = {}) =>
  new AcumaticaClient({
    url: fake.url,
    username: fake.credentials.name,
    password: fake.credentials.password,
    tenant: fake.credentials.tenant,
    ...overrides,
  });

/** Resolves to the error a call failed with (and fails the test if it did not fail). */
async function failureOf(promise: Promise<unknown>): Promise<AccountingError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AccountingError);
    return error as AccountingError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(async () => {
  fake = await FakeAcumaticaServer.start();
  // The fake refuses references to records it does not hold (issue 38 item 7): the records the
  // stories name are there first, as on a real instance.
  fake.seed('Project', [{ ProjectID: '101', Description: 'Annex remodel' }]);
  fake.seed('ProjectTask', [{ ProjectID: '101', ProjectTaskID: '09-2900' }]);
  fake.seed('Customer', [{ CustomerID: 'C000123', CustomerName: 'Acme' }]);
  fake.seed('Vendor', [{ VendorID: 'V000045', VendorName: 'Drywall Co' }]);
});
afterEach(async () => {
  await fake.close();
});

describe('AcumaticaClient', () => {
  it('signs in with name, password and tenant, keeps the session cookie and calls with it', async () => {
    const client = connect();
    const rows = await client.get('Project', { $filter: "ProjectID eq '101'" });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.Description).toEqual({ value: 'Annex remodel' });
    await client.get('Project');
    expect(fake.logins).toBe(1);
    expect(fake.received('GET', 'Project')[0]?.query.$filter).toBe("ProjectID eq '101'");
  });

  it('signs in again once when the session has expired, and the call then succeeds', async () => {
    const client = connect();
    await client.get('Project');
    fake.expireSessions();
    const saved = await client.put('Project', fields({ ProjectID: '102', Description: 'Clinic' }));
    expect(saved.ProjectID).toEqual({ value: '102' });
    expect(fake.logins).toBe(2);
    expect(fake.received('PUT', 'Project')).toHaveLength(2);
  });

  it('signs in only once when several calls find the session expired together', async () => {
    const client = connect();
    await client.get('Project');
    fake.expireSessions();
    await Promise.all([client.get('Project'), client.get('Project'), client.get('Project')]);
    expect(fake.logins).toBe(2);
  });

  it('gives up with a clear error when the fresh session is refused too', async () => {
    const client = connect();
    fake.answerNextWith401(2);
    const error = await failureOf(client.get('Project'));
    expect(error.failure).toBe('session');
    expect(error.message).toBe(
      'Acumatica refused the session for GET Project even after signing in again (401).',
    );
    expect(fake.logins).toBe(2);
  });

  it("reports a 500 with Acumatica's own message and without its stack trace, not retryable", async () => {
    const client = connect();
    fake.answerNextWithError("'Customer' cannot be empty.");
    const error = await failureOf(client.put('Project', fields({ ProjectID: '103' })));
    expect(error.message).toBe(
      "Acumatica answered 500 for PUT Project (ProjectID 103): 'Customer' cannot be empty.",
    );
    expect(error.message).not.toContain('PX.Api');
    // A business refusal: trying again gives the same answer.
    expect(error).toMatchObject({
      failure: 'server',
      status: 500,
      retryable: false,
      call: 'PUT Project',
      record: 'ProjectID 103',
    });
  });

  it('retries a 500 without an exception message, and one of a passing kind', async () => {
    const client = connect();
    fake.answerNext(500, '<html><body>Server Error</body></html>');
    const bare = await failureOf(client.get('Project'));
    expect(bare).toMatchObject({ status: 500, retryable: true });
    fake.answerNextWithError('Transaction was deadlocked on lock resources; rerun it.');
    expect(await failureOf(client.get('Project'))).toMatchObject({ retryable: true });
  });

  it('surfaces the messages of nested inner exceptions', async () => {
    const client = connect();
    fake.answerNext(500, {
      message: 'An error has occurred.',
      exceptionMessage: 'Operation failed',
      innerException: {
        message: 'An error has occurred.',
        exceptionMessage: "Inserting  'Subcontract Line' record raised at least one error.",
        innerException: { exceptionMessage: "Task '09-2900' is completed." },
      },
    });
    const error = await failureOf(
      client.put('Subcontract', fields({ VendorRef: 'g-1', VendorID: 'V000045' })),
    );
    expect(error.message).toBe(
      'Acumatica answered 500 for PUT Subcontract (VendorRef g-1): Operation failed → ' +
        "Inserting 'Subcontract Line' record raised at least one error. → Task '09-2900' is completed.",
    );
    expect(error.retryable).toBe(false);
  });

  it('names the fields Acumatica refused in a 422', async () => {
    const client = connect();
    fake.answerNext(422, {
      ProjectID: { value: '104' },
      Customer: { value: 'NOPE', error: "'Customer' cannot be found in the system." },
      Details: [{ Task: { value: 'X', error: 'Task X does not exist.' } }],
    });
    const error = await failureOf(
      client.put('Project', fields({ ProjectID: '104', Customer: 'NOPE' })),
    );
    expect(error.message).toBe(
      "Acumatica answered 422 for PUT Project (ProjectID 104): Customer: 'Customer' cannot be found in the system.; " +
        'Details[0].Task: Task X does not exist.',
    );
    expect(error).toMatchObject({
      failure: 'rejected',
      retryable: false,
      call: 'PUT Project',
      record: 'ProjectID 104',
      fields: ['Customer', 'Details[0].Task'],
    });
  });

  it('stops waiting after the time-out', async () => {
    const client = connect({ timeoutMs: 200 });
    await client.get('Project');
    fake.hangNext();
    // The fake never answers: only the client's own time-out ends the call.
    const error = await failureOf(client.get('Project'));
    expect(error.message).toBe('Acumatica did not answer within 0.2 s (GET Project).');
    expect(error).toMatchObject({ failure: 'timeout', retryable: true });
  });

  it('says so when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = connect({ url: `http://127.0.0.1:${port}/AcumaticaERP` });
    const error = await failureOf(client.get('Project'));
    expect(error.message).toBe(
      `Could not reach Acumatica at http://127.0.0.1:${port}/AcumaticaERP for sign-in (ECONNREFUSED).`,
    );
    expect(error).toMatchObject({ failure: 'unreachable', retryable: true });
  });

  it('reports refused credentials without repeating them', async () => {
    const client = connect({ password: 'wrong-secret' });
    const error = await failureOf(client.get('Project'));
    expect(error.message).toBe(
      'Acumatica refused the sign-in (500): Invalid credentials. Please try again.',
    );
    expect(error).toMatchObject({ failure: 'sign-in', retryable: false });
    expect(error.message).not.toContain('wrong-secret');
    expect(fake.received()).toHaveLength(0);
  });

  it('blanks the password should Acumatica ever echo it', async () => {
    const client = connect();
    fake.answerNextWithError(`Login n5-api/${fake.credentials.password} locked`);
    const error = await failureOf(client.get('Project'));
    expect(error.message).toBe('Acumatica answered 500 for GET Project: Login n5-api/*** locked');
  });

  it('waits with exponential backoff when sign-in meets the API login limit (429), then signs in', async () => {
    const client = connect({ backoffMs: 40 });
    fake.refuseNextLogins(2);
    await Promise.all([client.get('Project'), client.get('Project')]);
    // Both callers shared one sign-in: two refusals, then the third attempt.
    expect(fake.logins).toBe(3);
    const [first = 0, second = 0, third = 0] = fake.loginTimes;
    expect(second - first).toBeGreaterThanOrEqual(38);
    expect(third - second).toBeGreaterThanOrEqual(78);
  });

  it('backs off and repeats a call answered 429 (request limit), other calls waiting too', async () => {
    const client = connect({ backoffMs: 40 });
    await client.get('Project');
    fake.answerNext(429, { message: 'Too many requests' });
    fake.answerNext(429, { message: 'Too many requests' });
    const started = Date.now();
    const rows = await client.get('Project');
    expect(rows).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(115);
    expect(fake.received('GET', 'Project')).toHaveLength(4);
  });

  it('fails retryable after the last attempt, and every caller keeps the cool-down', async () => {
    const client = connect({ backoffMs: 60, signInRetries: 1 });
    fake.refuseNextLogins(2);
    const error = await failureOf(client.get('Project'));
    expect(error).toMatchObject({ failure: 'sign-in', status: 429, retryable: true });
    expect(error.message).toBe(
      'Acumatica refused the sign-in (429): API Login Limit (all API-user seats of the licence ' +
        'are taken; tried 2 times, next attempt after 0.1 s).',
    );
    const refusedAt = fake.loginTimes.at(-1) ?? 0;
    // Another caller right away does not knock: it waits out the cool-down first.
    await client.get('Project');
    expect((fake.loginTimes.at(-1) ?? 0) - refusedAt).toBeGreaterThanOrEqual(115);
    expect(fake.logins).toBe(3);
  });

  it('signs out, and signs in again on the next call', async () => {
    const client = connect();
    await client.get('Project');
    await client.signOut();
    expect(client.isSignedIn).toBe(false);
    expect(fake.logouts).toBe(1);
    await client.get('Project');
    expect(fake.logins).toBe(2);
  });

  it('reads a long list page by page', async () => {
    fake.seed(
      'StockItem',
      Array.from({ length: 5 }, (_, i) => ({ InventoryID: `ITEM${i}`, ItemStatus: 'Active' })),
    );
    const client = connect();
    const rows = await client.getAll('StockItem', {}, 2);
    expect(rows.map((r) => (r.InventoryID as { value: string }).value)).toEqual([
      'ITEM0',
      'ITEM1',
      'ITEM2',
      'ITEM3',
      'ITEM4',
    ]);
    expect(fake.received('GET', 'StockItem').map((r) => r.query.$skip)).toEqual(['0', '2', '4']);
  });
});

describe('AcumaticaClient endpoint version', () => {
  it('defaults to a Default version that has Subcontract, which the fake serves', async () => {
    expect(DEFAULT_ENDPOINT).toBe('Default/24.200.001');
    const client = connect();
    await client.put('Subcontract', fields({ VendorID: 'V000045', VendorRef: 'x' }));
    expect(fake.received('PUT', 'Subcontract')).toHaveLength(1);
  });

  it('refuses to start on a version that lacks an entity we use, naming it', () => {
    expect(() => connect({ endpoint: 'Default/22.200.001' })).toThrow(
      'ACUMATICA_ENDPOINT "Default/22.200.001" lacks the Subcontract entity N5 uses; ' +
        'use Default/23.200.001 or Default/24.200.001.',
    );
    expect(() => connect({ endpoint: 'Default/20.200.001' })).toThrow(
      /"Default\/20.200.001" is not a known endpoint version/,
    );
  });

  it('is answered 404 for an entity and 400 for a field the endpoint does not have', async () => {
    const client = connect();
    const entity = await failureOf(client.get('Nonsense' as TAcumaticaEntity));
    expect(entity).toMatchObject({ status: 404, retryable: false });
    const field = await failureOf(client.put('Project', fields({ ProjectID: '1', Colour: 'x' })));
    expect(field.message).toBe(
      'Acumatica answered 400 for PUT Project (ProjectID 1): There is no Colour field in the Project entity of Default/24.200.001.',
    );
    const filter = await failureOf(client.get('Project', { $filter: "Colour eq 'x'" }));
    expect(filter.status).toBe(400);
  });
});

describe('AcumaticaClient throttling and time-outs', () => {
  it('keeps at most maxConcurrent calls in flight', async () => {
    const client = connect({ maxConcurrent: 2 });
    await client.get('Project');
    fake.delayNext(60, { queued: true, times: 5 });
    await Promise.all(Array.from({ length: 5 }, () => client.get('Project')));
    expect(fake.maxInFlight).toBe(2);
  });

  it('gives reads and writes the same time-out (one policy for every call)', async () => {
    const client = connect({ timeoutMs: 400 });
    await client.get('Project');
    fake.delayNext(250, { queued: true });
    const saved = await client.put('Project', fields({ ProjectID: '105' }));
    expect(saved.ProjectID).toEqual({ value: '105' });
    fake.delayNext(250, { queued: true });
    expect(await client.get('Project')).toHaveLength(2);
    fake.delayNext(600, { queued: true });
    const error = await failureOf(client.put('Project', fields({ ProjectID: '106' })));
    expect(error.message).toBe('Acumatica did not answer within 0.4 s (PUT Project).');
    fake.delayNext(600, { queued: true });
    const readError = await failureOf(client.get('Project'));
    expect(readError.message).toBe('Acumatica did not answer within 0.4 s (GET Project).');
  });

  it('looks a timed-out create up by its reference instead of sending it again', async () => {
    const client = connect({ timeoutMs: 100 });
    await client.get('Project');
    // Acumatica saves the subcontract but answers after the client has given up.
    fake.delayNext(300);
    const saved = await client.put(
      'Subcontract',
      fields({ VendorID: 'V000045', VendorRef: 'g-7' }),
      {},
      { findBy: "VendorRef eq 'g-7'" },
    );
    expect(saved.VendorRef).toEqual({ value: 'g-7' });
    expect(fake.records('Subcontract')).toHaveLength(1);
    expect(fake.received('PUT', 'Subcontract')).toHaveLength(1);
    expect(fake.received('GET', 'Subcontract')[0]?.query.$filter).toBe("VendorRef eq 'g-7'");
  });

  it('sends a timed-out create once more when the lookup does not find it', async () => {
    const client = connect({ timeoutMs: 100 });
    await client.get('Project');
    fake.hangNext();
    await client.put(
      'Subcontract',
      fields({ VendorID: 'V000045', VendorRef: 'g-8' }),
      {},
      { findBy: "VendorRef eq 'g-8'" },
    );
    expect(fake.records('Subcontract')).toHaveLength(1);
    expect(fake.received('PUT', 'Subcontract')).toHaveLength(2);
  });
});

describe('AcumaticaClient sessions', () => {
  it('signs out when the last batch running ends, sharing one session meanwhile', async () => {
    const client = connect();
    await Promise.all([
      client.batch(() => client.get('Project')),
      client.batch(async () => {
        await client.get('Project');
        await client.get('Project');
      }),
    ]);
    expect(fake.logins).toBe(1);
    expect(fake.logouts).toBe(1);
    expect(fake.openSessions).toBe(0);
    expect(client.isSignedIn).toBe(false);
  });

  it('keeps the new session of a call that starts while the old one is signing out', async () => {
    const client = connect();
    await client.get('Project');
    fake.logoutDelayMs = 100;
    const signingOut = client.signOut();
    const reading = client.get('Project');
    await Promise.all([signingOut, reading]);
    expect(client.isSignedIn).toBe(true);
    await client.get('Project');
    expect(fake.logins).toBe(2);
    expect(fake.openSessions).toBe(1);
  });

  it('signs out after the idle period', async () => {
    const client = connect({ idleSignOutMs: 50 });
    await client.get('Project');
    expect(fake.openSessions).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.logouts).toBe(1);
    expect(fake.openSessions).toBe(0);
  });

  it("signs in again when Acumatica's idle time-out ended the session", async () => {
    fake.sessionIdleMs = 50;
    const client = connect();
    await client.get('Project');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await client.get('Project');
    expect(fake.logins).toBe(2);
  });

  it('signs in with the OAuth 2.0 resource owner password grant and calls with the bearer token', async () => {
    const client = connect({
      auth: {
        kind: 'oauth',
        grant: 'password',
        clientId: fake.oauthClient.id,
        clientSecret: fake.oauthClient.secret,
      },
    });
    const rows = await client.get('Project');
    expect(rows).toHaveLength(1);
    expect(fake.tokenRequests).toEqual([
      {
        grant_type: 'password',
        client_id: fake.oauthClient.id,
        client_secret: fake.oauthClient.secret,
        scope: 'api',
        username: fake.credentials.name,
        password: fake.credentials.password,
      },
    ]);
    await client.signOut();
    expect(fake.logouts).toBe(1);
    expect(fake.openSessions).toBe(0);
  });

  it('reports a refused OAuth client without its secret', async () => {
    const client = connect({
      auth: {
        kind: 'oauth',
        grant: 'password',
        clientId: 'nobody',
        clientSecret: 'xyz-9',
      },
    });
    const error = await failureOf(client.get('Project'));
    expect(error.message).toBe('Acumatica refused the sign-in (400): invalid_client');
    expect(error).toMatchObject({ failure: 'sign-in', retryable: false });
  });
});
