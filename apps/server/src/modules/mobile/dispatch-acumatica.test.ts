import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileContract as c } from '@n5/shared/mobile/contract';
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
const { callAs, refusedAs, buildProject } = useTestApp(() => ({
  ...fake.settings,
}));

describe('dispatch with ACCOUNTING=acumatica', () => {
  it('reads the day’s appointments and names our projects (others by their id)', async () => {
    const ours = await buildProject({ ProjectName: 'Acumatica dispatch' });
    fake.seed('Appointment', [
      {
        AppointmentNbr: 'AP0101',
        ScheduledStartDate: '2031-05-06T07:00:00',
        Project: String(ours.ProjectID),
        Staff: [{ StaffMember: 'EP00000031', Description: 'Sam Ito', ProjectTask: '09-2900' }],
      },
      {
        AppointmentNbr: 'AP0102',
        ScheduledStartDate: '2031-05-06T08:00:00',
        Project: '987654',
        Staff: [{ StaffMember: 'EP00000031', Description: 'Sam Ito' }],
      },
    ]);
    const { people } = await callAs('field', c.dispatchByTeamMember, {
      query: { assignmentDate: '2031-05-06' },
    });
    expect(people).toEqual([
      {
        key: 'EP00000031',
        userID: null,
        displayName: 'Sam Ito',
        projects: [
          {
            projectID: ours.ProjectID,
            projectName: 'Acumatica dispatch',
            workLocationName: null,
            subCategoryCode: '09-2900',
          },
          {
            projectID: 987654,
            projectName: 'Project 987654',
            workLocationName: null,
            subCategoryCode: null,
          },
        ],
      },
    ]);
  });

  it('turns an accounting failure into a readable 502', async () => {
    fake.answerNextWithError('The database is being upgraded.', 500);
    const refused = await refusedAs('field', c.dispatchByProject, {
      query: { assignmentDate: '2031-05-06' },
    });
    expect(refused.status).toBe(502);
    expect(refused.error.message).toContain('The database is being upgraded.');
  });
});
