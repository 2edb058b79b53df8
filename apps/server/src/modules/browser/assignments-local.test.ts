import { describe, expect, it } from 'vitest';
import { browserContract as c } from '@n5/shared/browser/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, userOf, buildProject } = useTestApp();

describe('Refresh Assignments under the embedded gateway', () => {
  it("answers our approved and in-progress projects' PM, PE and SI (issue 40 item 22)", async () => {
    const pm = await userOf('pm');
    const running = await buildProject({
      StageType: 'In Progress',
      ProjectManagerID: pm.UserID,
    });
    const proposal = await buildProject({ ProjectManagerID: pm.UserID });

    const reply = await callAs('pm', c.refreshAssignments);
    expect(reply.source).toBe('local');
    expect(reply.assignments).toBe(reply.projects.length);
    const ids = reply.projects.map((p) => p.projectId);
    expect(ids).toContain(running.ProjectID);
    // A proposal is not in the accounting system yet.
    expect(ids).not.toContain(proposal.ProjectID);
    expect(reply.projects.find((p) => p.projectId === running.ProjectID)).toMatchObject({
      projectManager: pm.DisplayName,
    });
  });
});
