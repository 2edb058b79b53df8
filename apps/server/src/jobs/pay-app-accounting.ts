import type { FastifyBaseLogger } from 'fastify';
import type { TBillingService, TPayAppAccountingJob } from '../modules/billing/index';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/**
 * Pay apps sent to accounting: the billing service pushes the certified figures through the
 * gateway as a pro forma invoice and keeps the outcome on the pay app; a retryable failure is
 * thrown so pg-boss tries again with backoff.
 */
export async function startPayAppAccounting(
  billing: Pick<TBillingService, 'runAccountingPush'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work<TPayAppAccountingJob>(
    QUEUES.payAppAccounting,
    { batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await billing.runAccountingPush(job.data);
      } catch (error) {
        log.warn({ err: error, payAppId: job.data.payAppId }, 'pay app push to accounting failed');
        throw error;
      }
    },
  );
}
