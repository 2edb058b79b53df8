import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { ZIdInput } from '../core/ids';
import { ZFlag } from '../core/strict-inputs';
import { ZIsoDate } from '../mobile/schemas';
import { OFFICES } from './rules';

const hours = ZDecimalText;

export const ZTimesheetQuery = z.object({ periodStartDate: ZIsoDate });

/** Spec 2 §3 "Timesheet row": sat..fri regular (r) and overtime (o), totals, per office. */
export const ZTimesheetRow = z.object({
  userid: z.number().int(),
  displayname: z.string(),
  office: z.enum(OFFICES).nullable(),
  approvalInd: z.union([z.literal(0), z.literal(1)]),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  figures: z.record(z.string(), hours),
});
export type TTimesheetRow = z.infer<typeof ZTimesheetRow>;

export const ZTimesheetReply = z.object({
  periodStartDate: z.string(),
  periodEndDate: z.string(),
  rows: z.array(ZTimesheetRow),
  totals: z.record(z.string(), hours),
});
export type TTimesheetReply = z.infer<typeof ZTimesheetReply>;

export const ZTimesheetApprovalBody = z.object({
  userID: ZIdInput,
  checked: ZFlag,
  periodStartDate: ZIsoDate,
});

export const ZTimesheetApprovalReply = z.object({ row: ZTimesheetRow });

/** Spec 2 §3 "Time activity export columns". */
export const TIME_ACTIVITY_COLUMNS = [
  'Key',
  'Employee',
  'Employee Name',
  'Date',
  'Week Number',
  'Earning Type',
  'Labor Item',
  'Branch',
  'Project',
  'Project Task',
  'Cost Code',
  'Time Spent',
  'Billable',
  'Billable Time',
  'Description',
] as const;
export const ZTimeActivity = z.record(z.enum(TIME_ACTIVITY_COLUMNS), z.string());
export const ZTimeActivitiesReply = z.object({ activities: z.array(ZTimeActivity) });
export type TTimeActivity = z.infer<typeof ZTimeActivity>;
