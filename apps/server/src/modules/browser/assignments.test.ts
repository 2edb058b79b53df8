import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserContract as c } from '@n5/shared/browser/contract';
import { FakeAcumaticaServer } from '../../testing/fake-acumatica-server';
import { useTestApp } from '../../testing/build-test-app';

let fake: FakeAcumaticaServer;
// Registered before the app's hooks: the fake server starts first and stops last.
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
});
afterAll(async () => {
  await fake.close();
});
const { callAs, refusedAs } = useTestApp(() => ({
  ...fake.settings,
}));

describe('GET /api/acumatica/project-assignments (Refresh Assignments)', () => {
  it('answers what the accounting system holds', async () => {
    fake.seed('Project', [
      {
        ProjectID: '12',
        ProjectProperties: { ProjectManager: 'EP00000002' },
        Attributes: [{ AttributeID: 'PE', Value: 'engineer@n5.local' }],
      },
    ]);
    expect(await callAs('pm', c.refreshAssignments)).toEqual({
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
    const refused = await refusedAs('pm', c.refreshAssignments);
    expect(refused.status).toBe(502);
    expect(refused.error.message).toContain('The database is being upgraded.');
  });

  it('is for office staff (401 signed out)', async () => {
    expect((await refusedAs('anonymous', c.refreshAssignments)).status).toBe(401);
  });
});
