import type { FastifyInstance } from 'fastify';
import { jobsContract } from '@n5/shared/jobs/contract';
import { registerRoute } from '../../lib/route';
import type { TJobsService } from './service';

export function registerJobsRoutes(app: FastifyInstance, jobs: TJobsService) {
  registerRoute(app, jobsContract.listQueues, async () => jobs.overview());
  registerRoute(app, jobsContract.retryJob, async ({ params }) =>
    jobs.retry(params.queue, params.id),
  );
}
