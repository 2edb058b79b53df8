import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { TEmailService } from '../email';
import { registerJobsRoutes } from './routes';
import { createJobsService, type TJobsService } from './service';

export type { TJobsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: TJobsService;
  }
}

/** The admins' view of the background jobs (counts, failures, retry). */
export const jobsModule = fp(
  async (app: FastifyInstance, deps: { db: TDb; jobs: TJobs | null; email: TEmailService }) => {
    const jobs = createJobsService(deps);
    app.decorate('jobs', jobs);
    registerJobsRoutes(app, jobs);
  },
  { name: 'jobs' },
);
