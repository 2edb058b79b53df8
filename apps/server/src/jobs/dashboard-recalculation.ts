import type { FastifyBaseLogger } from 'fastify';
import type { TDashboardsService, TRecalculationJob } from '../modules/dashboards/index';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/** Recalculate Dashboard: rewrites the stored summaries; a failure is recorded and retried. */
export async function startDashboardRecalculation(
  dashboards: Pick<TDashboardsService, 'runRecalculation'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work<TRecalculationJob>(QUEUES.dashboard, { batchSize: 1 }, async ([job]) => {
    if (!job) return;
    try {
      await dashboards.runRecalculation(job.data);
    } catch (error) {
      log.warn({ err: error, ...job.data }, 'dashboard recalculation failed');
      throw error;
    }
  });
}
