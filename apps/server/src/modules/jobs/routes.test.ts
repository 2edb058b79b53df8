import { describe, expect, it } from 'vitest';
import { jobsContract as c } from '@n5/shared/jobs/contract';
import { QUEUES } from '../../jobs/queues';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs } = useTestApp({}, { withJobs: true });

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
      .poll(async () => (await callAs('admin', c.listQueues)).failed.length, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(1);
    const overview = await callAs('admin', c.listQueues);
    expect(overview.running).toBe(true);
    // No SMTP_URL in this app: Background Jobs says mail is held instead of an empty queue.
    expect(overview.emailDeliveryConfigured).toBe(false);
    expect(overview.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining(Object.values(QUEUES)),
    );
    expect(overview.queues.find((q) => q.name === QUEUES.pdf)!.counts.failed).toBe(1);
    expect(overview.failed[0]).toMatchObject({
      id: jobId,
      queue: QUEUES.pdf,
      error: 'Renderer ran out of paper',
    });

    const job = { params: { queue: QUEUES.pdf, id: jobId } };
    expect(await callAs('admin', c.retryJob, job)).toEqual({ retried: true });
    await expect
      .poll(async () => (await boss.findJobs(QUEUES.pdf, { id: jobId }))[0]?.state, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe('completed');
    expect((await refusedAs('admin', c.retryJob, job)).status).toBe(400);
  });

  it('answers 404 for an unknown job, 400 for a bad id, 403 for non-admins', async () => {
    const unknown = { queue: QUEUES.pdf, id: '00000000-0000-4000-8000-000000000000' };
    expect((await refusedAs('admin', c.retryJob, { params: unknown })).status).toBe(404);
    expect(
      (await refusedAs('admin', c.retryJob, { params: { queue: QUEUES.pdf, id: 'nope' } })).status,
    ).toBe(400);
    expect((await refusedAs('pm', c.listQueues)).status).toBe(403);
  });

  it('answers 404 for a queue that does not exist (issue 11: it was a 500)', async () => {
    const params = { queue: 'no-such-queue', id: '00000000-0000-4000-8000-000000000000' };
    expect(await refusedAs('admin', c.retryJob, { params })).toEqual({
      status: 404,
      error: { code: 'NOT_FOUND', message: 'There is no queue named "no-such-queue".' },
    });
    // Names pg-boss itself refuses (it asserted: a 500, issue 30 item 2).
    for (const queue of ['no such queue', '<script>', 'a'.repeat(51), "q'1", 'é']) {
      const refusal = await refusedAs('admin', c.retryJob, { params: { ...params, queue } });
      expect(refusal.status, queue).toBe(404);
      expect(refusal.error.message).toMatch(/^There is no queue named "/);
    }
  });
});
