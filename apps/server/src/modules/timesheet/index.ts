import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TTimesheetDeps } from './deps';
import { registerTimesheetRoutes } from './routes';
import { createTimesheetService, type TTimesheetService } from './service';

export type { TTimesheetService };

declare module 'fastify' {
  interface FastifyInstance {
    timesheet: TTimesheetService;
  }
}

/** The office's weekly timesheet (spec 2 §2.15): hours, approvals and the time activity export. */
export const timesheetModule = fp(
  async (app: FastifyInstance, deps: TTimesheetDeps) => {
    const timesheet = createTimesheetService(deps);
    app.decorate('timesheet', timesheet);
    registerTimesheetRoutes(app, timesheet);
  },
  { name: 'timesheet' },
);
