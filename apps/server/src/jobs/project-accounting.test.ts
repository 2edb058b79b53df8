import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/build-test-app';
import { FakeAcumaticaServer } from '../testing/fake-acumatica-server';
import { startProjectAccounting } from './project-accounting';
import { QUEUES } from './queues';

// Issue 38 item 1's project push as production runs it: a project create queues one
// project-accounting-sync job on pg-boss, the worker server.ts starts takes it, runs it once,
// and the project is in the fake Acumatica.

let fake: FakeAcumaticaServer;
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
});
afterAll(async () => {
  await fake.close();
});
const { t, buildProject } = useTestApp(
  () => ({
    ...fake.settings,
    ACUMATICA_ACTION_POLL_MS: '5',
  }),
  { withJobs: true },
);
const silent = { info() {}, warn() {}, error() {} } as never;
beforeAll(async () => {
  await startProjectAccounting(t.app.projectAccounting, t.jobs!, silent);
});

describe('project-accounting-sync through pg-boss', () => {
  it('a project create queues one job that runs once and pushes the project', async () => {
    const project = await buildProject({ ProjectName: 'Queued push' });
    const projectId = project.ProjectID;
    const jobsOf = () =>
      t.jobs!.boss.findJobs<{ projectId: number }>(QUEUES.projectAccounting, {
        data: { projectId },
      });
    await expect
      .poll(async () => (await jobsOf()).map((job) => job.state), {
        timeout: 20_000,
        interval: 250,
      })
      .toEqual(['completed']);
    const [job] = await jobsOf();
    expect(job!.retryCount).toBe(0);
    const puts = fake
      .received('PUT', 'Project')
      .filter((r) => (r.body?.ProjectID as { value?: string })?.value === String(projectId));
    expect(puts).toHaveLength(1);
    expect(fake.records('Project').map((r) => (r.ProjectID as { value: string }).value)).toContain(
      String(projectId),
    );
  });
});
