import { timesheetFigures, type TOffice } from '@n5/shared/timesheet/rules';
import type { TTimesheetRow } from '@n5/shared/timesheet/schemas';
import type { listApprovals, listPeriodHours } from './queries';

export type THoursRow = Awaited<ReturnType<typeof listPeriodHours>>[number];
type TApproval = Awaited<ReturnType<typeof listApprovals>>[number];

/** A person's row of the week: their figures by the shared rules and their approval. */
export function rowOf(
  person: { userId: number; displayName: string; office: string | null },
  start: string,
  hours: readonly THoursRow[],
  approval: TApproval | undefined,
): TTimesheetRow {
  const office = person.office as TOffice | null;
  return {
    userid: person.userId,
    displayname: person.displayName,
    office,
    approvalInd: approval ? 1 : 0,
    approvedBy: approval?.approvedBy ?? null,
    approvedAt: approval ? approval.approvedAt.toISOString() : null,
    figures: timesheetFigures(
      start,
      office,
      hours.map((h) => ({
        userId: h.userId,
        date: h.date,
        regular: h.regular,
        overtime: h.overtime,
      })),
    ),
  };
}
