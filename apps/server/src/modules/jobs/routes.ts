import type { FastifyInstance } from 'fastify';
import { jobsContract } from '@n5/shared/jobs/contract';
import { registerRoute } from '../../lib/route';
import type { createJobsService } from './service';

export async function jobsRoutes(
  app: FastifyInstance,
  options: { jobs: ReturnType<typeof createJobsService> },
) {
  registerRoute(app, jobsContract.listQueues, async () => options.jobs.overview());
  registerRoute(app, jobsContract.retryJob, async ({ params }) =>
    options.jobs.retry(params.queue, params.id),
  );
}
