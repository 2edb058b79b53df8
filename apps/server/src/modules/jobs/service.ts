import { quoteInput } from '@n5/shared/core/errors';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { TEmailJob } from '../../jobs/email-delivery';
import { QUEUES } from '../../jobs/queues';
import type { TEmailService } from '../email';
import { badRequest, notFound } from '../../lib/errors';
import { JOB_STATES } from '@n5/shared/jobs/contract';
import {
  countJobsByQueueAndState,
  hasJobSchema,
  KNOWN_QUEUES,
  listRecentFailedJobs,
} from './queries';

/** pg-boss stores a failure's error in the job output as { message, stack } (or a string). */
function errorText(output: unknown): string {
  if (!output) return 'No error recorded.';
  if (typeof output === 'string') return output;
  const value = output as { message?: unknown; value?: unknown };
  if (typeof value.message === 'string') return value.message;
  if (typeof value.value === 'string') return value.value;
  return JSON.stringify(output).slice(0, 1000);
}

/** What pg-boss takes as a queue name (its assertObjectName); anything else makes it throw. */
const QUEUE_NAME = /^[\w.\-/]{1,50}$/;

export function createJobsService(deps: { db: TDb; jobs: TJobs | null; email: TEmailService }) {
  const { db, jobs, email } = deps;

  async function overview() {
    const ready = await hasJobSchema(db);
    const counts = ready ? await countJobsByQueueAndState(db) : [];
    const failed = ready ? await listRecentFailedJobs(db, 50) : [];
    const names = [...new Set([...KNOWN_QUEUES, ...counts.map((c) => c.name)])].sort();
    return {
      running: !!jobs,
      emailDeliveryConfigured: email.isDeliveryConfigured(),
      queues: names.map((name) => ({
        name,
        counts: Object.fromEntries(
          JOB_STATES.map((state) => [
            state,
            counts.find((c) => c.name === name && c.state === state)?.n ?? 0,
          ]),
        ) as Record<(typeof JOB_STATES)[number], number>,
      })),
      failed: failed.map(({ output, ...job }) => ({ ...job, error: errorText(output) })),
    };
  }

  async function retry(queue: string, id: string) {
    // A name pg-boss could not hold (it asserts, a 500 before) is no queue of ours: 404, checked
    // before asking pg-boss, and whether or not jobs run in this process.
    if (!QUEUE_NAME.test(queue)) throw notFound(`There is no queue named "${quoteInput(queue)}".`);
    if (!jobs) throw badRequest('Background jobs are not running in this process.');
    // pg-boss throws for a queue it does not have (a 500 before): unknown is a 404.
    if (!(await jobs.boss.getQueue(queue))) {
      throw notFound(`There is no queue named "${quoteInput(queue)}".`);
    }
    const [job] = await jobs.boss.findJobs(queue, { id });
    if (!job) throw notFound(`There is no job ${id} in queue ${queue}.`);
    if (job.state !== 'failed')
      throw badRequest(`Only a failed job can be retried; this one is ${job.state}.`);
    // An email job failed for good has marked its message failed; retrying it sends it again.
    if (queue === QUEUES.email) await email.requeueFailed((job.data as TEmailJob).emailId);
    await jobs.boss.retry(queue, id);
    return { retried: true };
  }

  return { overview, retry };
}
export type TJobsService = ReturnType<typeof createJobsService>;
