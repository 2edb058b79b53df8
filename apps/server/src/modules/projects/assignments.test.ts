import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeAcumaticaServer } from '../../lib/accounting/acumatica/fake-acumatica-server';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../../testing/build-test-app';

let fake: FakeAcumaticaServer;
let t: TTestApp;
let pm: ReturnType<typeof asUser>;

beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
  t = await buildTestApp({
    ACCOUNTING: 'acumatica',
    ACUMATICA_URL: fake.url,
    ACUMATICA_USERNAME: fake.credentials.name,
    ACUMATICA_PASSWORD: fake.credentials.password,
    ACUMATICA_TENANT: fake.credentials.tenant!,
  });
  pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('GET /api/acumatica/project-assignments (Refresh Assignments)', () => {
  it('answers what the accounting system holds', async () => {
    fake.seed('Project', [
      {
        ProjectID: '12',
        ProjectProperties: { ProjectManager: 'EP00000002' },
        Attributes: [{ AttributeID: 'PE', Value: 'engineer@n5.local' }],
      },
    ]);
    const res = await pm({ method: 'GET', url: '/api/acumatica/project-assignments' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'acumatica',
      assignments: 1,
      projects: [
        {
          projectId: 12,
          projectManager: 'EP00000002',
          projectEngineer: 'engineer@n5.local',
          superintendent: null,
        },
      ],
    });
  });

  it('turns an accounting failure into a readable 502', async () => {
    fake.answerNextWithError('The database is being upgraded.', 500);
    const res = await pm({ method: 'GET', url: '/api/acumatica/project-assignments' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toContain('The database is being upgraded.');
  });

  it('is for office staff (401 signed out)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/acumatica/project-assignments' });
    expect(res.statusCode).toBe(401);
  });
});
