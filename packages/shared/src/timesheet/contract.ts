import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZTimeActivitiesReply,
  ZTimesheetApprovalBody,
  ZTimesheetApprovalReply,
  ZTimesheetQuery,
  ZTimesheetReply,
} from './schemas';

/** The weekly timesheet (spec 2 §2.15, §7 "Timesheets"). */
export const timesheetContract = {
  timesheet: defineRoute({
    method: 'GET',
    path: '/api/project/timesheet',
    access: ACCESS.office,
    summary: 'Hours of everyone who worked in a pay period (Saturday to Friday), with approvals',
    query: ZTimesheetQuery,
    reply: ZTimesheetReply,
  }),
  setApproval: defineRoute({
    method: 'POST',
    path: '/api/project/timesheet-approval',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Approve (checked 1) or un-approve (0) a person’s week; recorded in the audit log',
    body: ZTimesheetApprovalBody,
    reply: ZTimesheetApprovalReply,
  }),
  timeActivities: defineRoute({
    method: 'GET',
    path: '/api/project/time-activities',
    access: ACCESS.office,
    summary: 'The pay period’s hours as time activity rows, for the CSV export',
    query: ZTimesheetQuery,
    reply: ZTimeActivitiesReply,
  }),
} as const;
