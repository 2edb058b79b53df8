import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { TMailTransport } from '../lib/email/transport';
import type { TJobs } from './boss';
import { QUEUE_OPTIONS, QUEUES } from './queues';

export interface TEmailJob {
  emailId: number;
}

/** Attempts before a message is recorded as failed: the first try plus the queue's retries. */
export const maxEmailAttempts = (retryLimit = QUEUE_OPTIONS[QUEUES.email].retryLimit) =>
  retryLimit + 1;

/** One outbox message's Message-ID: its id and creation time (ids restart in a new database). */
export function outboxMessageId(emailId: number, createdAt: Date, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'n5.local';
  return `<outbox-${emailId}.${createdAt.getTime()}@${domain}>`;
}

/** The last attempt failed: the message is recorded as failed, and so is its job. */
export class EmailUndeliverableError extends Error {}

/**
 * Delivers one outbox message. Claims it first (queued → sending) so two workers never send the
 * same message; on failure it goes back to queued with the error, and throws so pg-boss retries
 * with backoff, until the last attempt, which records it as failed and throws
 * EmailUndeliverableError, so the job shows as failed in Background Jobs with the SMTP error.
 */
export async function deliverEmail(
  db: TDb,
  transport: TMailTransport,
  options: { from: string; maxAttempts: number },
  emailId: number,
): Promise<'sent' | 'skipped'> {
  const [message] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.emailId, emailId), eq(emailOutbox.status, 'queued')))
    .returning();
  if (!message) return 'skipped';
  try {
    await transport.send({
      from: options.from,
      to: message.toAddresses,
      cc: message.ccAddresses,
      bcc: message.bccAddresses,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      attachments: message.attachments.map((a) => ({
        filename: a.fileName,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, 'base64'),
      })),
      messageId: outboxMessageId(message.emailId, message.createdAt, options.from),
    });
  } catch (error) {
    const lastError = ((error as Error).message || String(error)).slice(0, 1000);
    const isLast = message.attempts >= options.maxAttempts;
    await db
      .update(emailOutbox)
      .set({ status: isLast ? 'failed' : 'queued', lastError })
      .where(eq(emailOutbox.emailId, emailId));
    if (isLast)
      throw new EmailUndeliverableError(
        `Email ${emailId} failed after ${message.attempts} attempts: ${lastError}`,
      );
    throw new Error(`Email ${emailId} attempt ${message.attempts} failed: ${lastError}`);
  }
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(emailOutbox.emailId, emailId));
  return 'sent';
}

/** Wakes the email worker for one message (singleton per message while it waits). */
export function enqueueEmail(jobs: TJobs, emailId: number) {
  return jobs.boss.send(QUEUES.email, { emailId } satisfies TEmailJob, {
    singletonKey: `email-${emailId}`,
  });
}

const EMAIL_WORKER_OPTIONS = { batchSize: 1, localConcurrency: 2, pollingIntervalSeconds: 0.5 };

/**
 * Starts the email worker and re-queues what a stopped process left behind: messages still
 * queued, and messages caught mid-send (status sending).
 */
export async function startEmailWorker(
  db: TDb,
  jobs: TJobs,
  transport: TMailTransport,
  options: { from: string; maxAttempts: number; log: FastifyBaseLogger },
) {
  // One message a job (a failed delivery throws so pg-boss retries it, which would fail a whole
  // batch), two workers, polling every half second: pg-boss's default (one job every 2 s)
  // left a burst of note emails waiting minutes behind each other.
  await jobs.boss.work<TEmailJob>(QUEUES.email, EMAIL_WORKER_OPTIONS, async ([job]) => {
    if (!job) return;
    const result = await deliverEmail(db, transport, options, job.data.emailId);
    options.log.info({ emailId: job.data.emailId, result }, 'email delivery');
  });
  await db.update(emailOutbox).set({ status: 'queued' }).where(eq(emailOutbox.status, 'sending'));
  const waiting = await db
    .select({ emailId: emailOutbox.emailId })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['queued']));
  for (const { emailId } of waiting) await enqueueEmail(jobs, emailId);
  return waiting.length;
}
