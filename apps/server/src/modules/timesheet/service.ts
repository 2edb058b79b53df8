import { fromNumeric, isZero, toNumeric } from '@n5/shared/core/decimal';
import type { TUser } from '@n5/shared/session/schemas';
import {
  FIGURE_KEYS,
  isoWeekNumber,
  payPeriodDays,
  payPeriodStart,
  timesheetFigures,
  timesheetTotals,
  type TOffice,
} from '@n5/shared/timesheet/rules';
import type { TTimeActivity, TTimesheetRow } from '@n5/shared/timesheet/schemas';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import {
  deleteApproval,
  findPerson,
  insertApproval,
  listApprovals,
  listPeriodHours,
  sumApprovedHours,
} from './queries';

type THoursRow = Awaited<ReturnType<typeof listPeriodHours>>[number];
type TApproval = Awaited<ReturnType<typeof listApprovals>>[number];

/**
 * The office's weekly timesheet (spec 2 §2.15): everyone's hours of a pay period from the field
 * crews' days (field_assignments), summed exactly by the shared rules, with the approvals.
 */
export function createTimesheetService({ db }: { db: TDb }) {
  function period(anyDay: string) {
    const days = payPeriodDays(anyDay);
    return { start: days[0]!, end: days[6]! };
  }

  function rowOf(
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

  async function timesheet(anyDay: string) {
    const { start, end } = period(anyDay);
    const [hours, approvals] = await Promise.all([
      listPeriodHours(db, start, end),
      listApprovals(db, start),
    ]);
    const byUser = new Map<number, THoursRow[]>();
    for (const h of hours) byUser.set(h.userId, [...(byUser.get(h.userId) ?? []), h]);
    const approvalOf = new Map(approvals.map((a) => [a.userId, a]));
    const rows = [...byUser.values()].map((entries) =>
      rowOf(entries[0]!, start, entries, approvalOf.get(entries[0]!.userId)),
    );
    return {
      periodStartDate: start,
      periodEndDate: end,
      rows,
      totals: timesheetTotals(
        rows.map((r) => r.figures),
        FIGURE_KEYS,
      ),
    };
  }

  /**
   * Approves (checked) or un-approves a person's week: one row and its audit line in one
   * transaction. Any day of the week names it; the reply is the person's row as it now is.
   */
  async function setApproval(
    input: { userID: number; checked: 0 | 1; periodStartDate: string },
    user: TUser,
  ) {
    const start = payPeriodStart(input.periodStartDate);
    const person = await findPerson(db, input.userID);
    if (!person) throw notFound(`There is no user ${input.userID}.`);
    await db.transaction(async (tx) => {
      const changed =
        input.checked === 1
          ? await insertApproval(tx, {
              userId: person.userId,
              periodStart: start,
              approvedBy: user.UserID,
            })
          : await deleteApproval(tx, person.userId, start);
      if (!changed) return;
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'timesheet_approval',
        entityId: `${person.userId}:${start}`,
        action: input.checked === 1 ? 'insert' : 'delete',
        before: input.checked === 1 ? null : { approved: true },
        after: input.checked === 1 ? { approved: true, periodStart: start } : null,
      });
    });
    const { end } = period(start);
    const hours = (await listPeriodHours(db, start, end)).filter((h) => h.userId === person.userId);
    const [approval] = await listApprovals(db, start, person.userId);
    return { row: rowOf(person, start, hours, approval) };
  }

  /**
   * The week's hours as time activity rows (spec 2 §3): one per person, day, project and
   * earning type with hours (RG regular, OT overtime), for the payroll import.
   */
  async function timeActivities(anyDay: string) {
    const { start, end } = period(anyDay);
    const hours = await listPeriodHours(db, start, end);
    const activities: TTimeActivity[] = [];
    for (const h of hours) {
      for (const [type, amount] of [
        ['RG', h.regular],
        ['OT', h.overtime],
      ] as const) {
        const spent = fromNumeric(amount);
        if (isZero(spent)) continue;
        const text = toNumeric(spent, 2);
        activities.push({
          Key: `${h.assignmentId}-${type}`,
          Employee: String(h.userId),
          'Employee Name': h.displayName,
          Date: h.date,
          'Week Number': String(isoWeekNumber(h.date)),
          'Earning Type': type,
          'Labor Item': 'LABOR',
          Branch: h.office ?? '',
          Project: String(h.projectId),
          'Project Task': h.subCategoryCode ?? '',
          'Cost Code': '',
          'Time Spent': text,
          Billable: 'Yes',
          'Billable Time': text,
          Description: h.projectName,
        });
      }
    }
    return { activities };
  }

  /** Each person's approved hours of the days from..to (the incentive worksheet's Hours). */
  const approvedHours = (range: { from: string; to: string }) =>
    sumApprovedHours(db, range.from, range.to);

  return { timesheet, setApproval, timeActivities, approvedHours };
}

export type TTimesheetService = ReturnType<typeof createTimesheetService>;
