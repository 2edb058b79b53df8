import type { FastifyBaseLogger } from 'fastify';
import type { TProjectAccountingSync } from '../lib/accounting/project-sync';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/** Projects created or changed, pushed with their tasks; retryable failures are tried again. */
export async function startProjectAccounting(
  sync: Pick<TProjectAccountingSync, 'run'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work<{ projectId: number }>(
    QUEUES.projectAccounting,
    { batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await sync.run(job.data.projectId);
      } catch (error) {
        log.warn({ err: error, projectId: job.data.projectId }, 'project push will be retried');
        throw error;
      }
    },
  );
}
