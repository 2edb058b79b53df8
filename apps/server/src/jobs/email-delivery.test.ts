import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index';
import { queueEmail } from '../lib/email/outbox';
import { createSmtpTransport } from '../lib/email/transport';
import { startSmtpTestServer } from '../testing/smtp-test-server';
import { openTestDatabase } from '../testing/test-database';
import { inject } from 'vitest';
import type { TDatabase } from '../db/client';
import { loadConfig } from '../config/env';
import { createEmailService } from '../modules/email/service';
import { createJobsService } from '../modules/jobs/service';
import { startJobs, type TJobs } from './boss';
import { QUEUE_OPTIONS, QUEUES } from './queues';
import {
  deliverEmail,
  EmailUndeliverableError,
  enqueueEmail,
  startEmailWorker,
} from './email-delivery';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let database: TDatabase;
const from = 'N5 Project Manager <no-reply@n5.local>';
const silent = { info: () => {}, error: () => {}, warn: () => {} } as never;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await database.close();
  await smtp.close();
});

const statusOf = async (emailId: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, emailId)))[0]!;

describe('email delivery through a real SMTP server', () => {
  it('delivers a queued message and records it as sent', async () => {
    const id = await queueEmail(
      database.db,
      {
        to: ['client@example.com'],
        subject: 'Proposal #12',
        text: 'Please review.',
        isContractEmail: true,
      },
      { devMailboxBcc: 'dev@n5.local' },
    );
    const result = await deliverEmail(
      database.db,
      createSmtpTransport(smtp.url),
      { from, maxAttempts: 3 },
      id,
    );
    expect(result).toBe('sent');
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['client@example.com', 'dev@n5.local']);
    expect(mail.raw).toContain('Subject: Proposal #12');
    expect(mail.raw).not.toMatch(/^Bcc:/m);
    // The same on any later attempt, so a receiver can tell a repeat after a crash.
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <outbox-${id}\\.\\d+@`, 'm'));
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('retries after the server refused once, then fails for good after the last attempt', async () => {
    const transport = createSmtpTransport(smtp.url);
    const id = await queueEmail(
      database.db,
      { to: ['pm@example.com'], subject: 'Retry me', text: 'x' },
      {},
    );
    smtp.refuseNext(1);
    await expect(
      deliverEmail(database.db, transport, { from, maxAttempts: 2 }, id),
    ).rejects.toThrow(/attempt 1/);
    expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await statusOf(id)).lastError).toMatch(/busy/);
    expect(await deliverEmail(database.db, transport, { from, maxAttempts: 2 }, id)).toBe('sent');

    const doomed = await queueEmail(
      database.db,
      { to: ['pm@example.com'], subject: 'Doomed', text: 'x' },
      {},
    );
    smtp.refuseNext(2);
    await expect(
      deliverEmail(database.db, transport, { from, maxAttempts: 2 }, doomed),
    ).rejects.toThrow();
    await expect(
      deliverEmail(database.db, transport, { from, maxAttempts: 2 }, doomed),
    ).rejects.toThrow(EmailUndeliverableError);
    expect(await statusOf(doomed)).toMatchObject({ status: 'failed', attempts: 2 });
    // A failed message is not sent again by a stray job.
    expect(await deliverEmail(database.db, transport, { from, maxAttempts: 2 }, doomed)).toBe(
      'skipped',
    );
  });

  it('loses nothing when the process stops between queueing and delivery', async () => {
    // Queued while no worker runs (the process "stopped" before delivering).
    const before = smtp.received.length;
    const id = await queueEmail(
      database.db,
      { to: ['owner@example.com'], subject: 'After restart', text: 'x' },
      {},
    );
    let jobs: TJobs | null = null;
    try {
      jobs = await startJobs(database, { databaseUrl: database.url, log: silent });
      // A fresh worker finds it at start and delivers it through pg-boss.
      await startEmailWorker(database.db, jobs, createSmtpTransport(smtp.url), {
        from,
        maxAttempts: 3,
        log: silent,
      });
      await expect
        .poll(async () => (await statusOf(id)).status, { timeout: 15_000, interval: 200 })
        .toBe('sent');
      expect(smtp.received.length).toBe(before + 1);
      // Waking it again does not send it twice.
      await enqueueEmail(jobs, id);
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received.length).toBe(before + 1);
    } finally {
      await jobs?.stop();
    }
  });

  it('marks the job failed after the last attempt; retrying the job sends the message again', async () => {
    let jobs: TJobs | null = null;
    try {
      jobs = await startJobs(database, {
        databaseUrl: database.url,
        log: silent,
        queueOptions: { [QUEUES.email]: { ...QUEUE_OPTIONS[QUEUES.email], retryLimit: 0 } },
      });
      await startEmailWorker(database.db, jobs, createSmtpTransport(smtp.url), {
        from,
        maxAttempts: 1,
        log: silent,
      });
      smtp.refuseNext(1);
      const id = await queueEmail(
        database.db,
        { to: ['ap@example.com'], subject: 'Pay app 3', text: 'x' },
        {},
      );
      const jobId = (await enqueueEmail(jobs, id))!;
      await expect
        .poll(async () => (await statusOf(id)).status, { timeout: 15_000, interval: 200 })
        .toBe('failed');
      await expect
        .poll(async () => (await jobs!.boss.findJobs(QUEUES.email, { id: jobId }))[0]?.state, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe('failed');

      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const email = createEmailService({ db: database.db, config, jobs });
      const jobsService = createJobsService({ db: database.db, jobs, email });
      expect((await jobsService.overview()).failed.find((job) => job.id === jobId)?.error).toMatch(
        /failed after 1 attempts/,
      );
      await jobsService.retry(QUEUES.email, jobId);
      await expect
        .poll(async () => (await statusOf(id)).status, { timeout: 15_000, interval: 200 })
        .toBe('sent');
    } finally {
      await jobs?.stop();
    }
  });
});
