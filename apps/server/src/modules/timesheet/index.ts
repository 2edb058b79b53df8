import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../../db/client';
import { registerTimesheetRoutes } from './routes';
import { createTimesheetService } from './service';

/** The office's weekly timesheet (spec 2 §2.15): hours, approvals and the time activity export. */
export const timesheetModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    registerTimesheetRoutes(app, createTimesheetService(deps));
  },
  { name: 'timesheet' },
);
