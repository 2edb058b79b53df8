import type { FastifyInstance } from 'fastify';
import { timesheetContract as c } from '@n5/shared/timesheet/contract';
import { registerRoute } from '../../lib/route';
import type { TTimesheetService } from './service';

/** The weekly timesheet's calls (spec 2 §7 "Timesheets"); HTTP only. */
export function registerTimesheetRoutes(app: FastifyInstance, timesheet: TTimesheetService) {
  registerRoute(app, c.timesheet, ({ query }) => timesheet.timesheet(query.periodStartDate));
  registerRoute(app, c.setApproval, ({ body, request }) =>
    timesheet.setApproval(body, request.user!),
  );
  registerRoute(app, c.timeActivities, ({ query }) =>
    timesheet.timeActivities(query.periodStartDate),
  );
}
