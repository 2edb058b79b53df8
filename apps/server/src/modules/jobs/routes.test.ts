import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../jobs/queues';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../../testing/build-test-app';

let t: TTestApp;
let admin: ReturnType<typeof asUser>;

beforeAll(async () => {
  t = await buildTestApp({}, { withJobs: true });
  admin = asUser(t.app, await loginAs(t.app, 'admin@n5.local'));
});
afterAll(async () => {
  await t.close();
});

type TOverview = {
  queues: Array<{ name: string; counts: Record<string, number> }>;
  failed: Array<{ id: string; queue: string; error: string }>;
  running: boolean;
};

describe('/api/admin/queues', () => {
  it('shows counts per queue, the failed job with its error, and retries it', async () => {
    const boss = t.jobs!.boss;
    let calls = 0;
    await boss.work(QUEUES.pdf, async () => {
      calls += 1;
      if (calls === 1) throw new Error('Renderer ran out of paper');
    });
    const jobId = (await boss.send(QUEUES.pdf, { contract: 'abc' }, { retryLimit: 0 }))!;

    await expect
      .poll(
        async () =>
          ((await admin({ method: 'GET', url: '/api/admin/queues' })).json() as TOverview).failed
            .length,
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(1);
    const overview = (await admin({ method: 'GET', url: '/api/admin/queues' })).json() as TOverview;
    expect(overview.running).toBe(true);
    expect(overview.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(Object.values(QUEUES)),
    );
    expect(overview.queues.find((q) => q.name === QUEUES.pdf)!.counts.failed).toBe(1);
    expect(overview.failed[0]).toMatchObject({
      id: jobId,
      queue: QUEUES.pdf,
      error: 'Renderer ran out of paper',
    });

    const retry = await admin({
      method: 'POST',
      url: `/api/admin/queues/${QUEUES.pdf}/jobs/${jobId}/retry`,
    });
    expect(retry.statusCode).toBe(200);
    await expect
      .poll(async () => (await boss.findJobs(QUEUES.pdf, { id: jobId }))[0]?.state, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('completed');
    const again = await admin({
      method: 'POST',
      url: `/api/admin/queues/${QUEUES.pdf}/jobs/${jobId}/retry`,
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers 404 for an unknown job, 400 for a bad id, 403 for non-admins', async () => {
    const missing = await admin({
      method: 'POST',
      url: `/api/admin/queues/${QUEUES.pdf}/jobs/00000000-0000-4000-8000-000000000000/retry`,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await admin({ method: 'POST', url: `/api/admin/queues/${QUEUES.pdf}/jobs/nope/retry` }))
        .statusCode,
    ).toBe(400);
    const pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
    expect((await pm({ method: 'GET', url: '/api/admin/queues' })).statusCode).toBe(403);
  });
});
