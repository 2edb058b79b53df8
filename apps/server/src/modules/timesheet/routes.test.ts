import { and, between, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fromNumeric, sign, sum, toNumeric } from '@n5/shared/core/decimal';
import { addDays } from '@n5/shared/mobile/rules';
import { timesheetContract as c } from '@n5/shared/timesheet/contract';
import { FIGURE_KEYS, payPeriodStart } from '@n5/shared/timesheet/rules';
import { TIME_ACTIVITY_COLUMNS } from '@n5/shared/timesheet/schemas';
import { auditLog, fieldAssignments, timesheetApprovals } from '../../db/schema/index';
import { addFieldDays } from '../../testing/books';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, userOf, buildProject } = useTestApp();

// Pay periods (Saturday to Friday) far from the seed's weeks, so only this file's hours are in
// them: WEEK is worked and left unapproved, EARLIER is worked and approved by the admin.
const WEEK = '2031-03-01';
const WEEK_END = '2031-03-07';
const EARLIER = '2031-02-22';

/** Hours the books hold for three people (two days each, some overtime) in a week. */
async function workWeek(start: string) {
  const { ProjectID: projectId } = await buildProject({ StageType: 'In Progress' });
  const people = await Promise.all([userOf('field'), userOf('pm'), userOf('estimator')]);
  await addFieldDays(
    t.database.db,
    people.flatMap((person, i) =>
      [2, 3].map((offset) => ({
        ...{ date: addDays(start, offset), projectId, userId: person.UserID },
        ...{ regularHours: `${6 + i}.50`, overtimeHours: offset === 3 ? '1.25' : '0.00' },
      })),
    ),
  );
  return people;
}

let worked: Promise<unknown> | undefined;
/** Both weeks' hours, written once for the file, EARLIER's approved by the admin. */
function workedWeeks() {
  worked ??= (async () => {
    await workWeek(WEEK);
    for (const person of await workWeek(EARLIER)) {
      await callAs('admin', c.setApproval, {
        body: { userID: person.UserID, checked: 1, periodStartDate: EARLIER },
      });
    }
  })();
  return worked;
}

async function sqlSums(from: string, to: string) {
  const [row] = await t.database.db
    .select({
      regular: sql<string>`coalesce(sum(${fieldAssignments.regularHours}), 0)::numeric(9, 2)::text`,
      overtime: sql<string>`coalesce(sum(${fieldAssignments.overtimeHours}), 0)::numeric(9, 2)::text`,
    })
    .from(fieldAssignments)
    .where(between(fieldAssignments.assignmentDate, from, to));
  return row!;
}

describe('GET /api/project/timesheet', () => {
  it('sums each person’s days, the week and the offices exactly as the database does', async () => {
    await workedWeeks();
    const sheet = await callAs('pm', c.timesheet, { query: { periodStartDate: WEEK } });
    expect(sheet.periodStartDate).toBe(WEEK);
    expect(sheet.periodEndDate).toBe(WEEK_END);
    expect(sheet.rows).toHaveLength(3);
    const sums = await sqlSums(WEEK, WEEK_END);
    expect(sheet.totals.totalr).toBe(sums.regular);
    expect(sheet.totals.totalo).toBe(sums.overtime);
    // The offices split the week's totals: every person's hours go under their office.
    const byOffice = sum(['MO', 'KS', 'KCMO'].map((o) => fromNumeric(sheet.totals[`${o}r`]!)));
    expect(toNumeric(byOffice, 2)).toBe(sheet.totals.totalr);
    for (const row of sheet.rows) {
      expect(Object.keys(row.figures)).toEqual(FIGURE_KEYS);
      expect(row.approvalInd).toBe(0);
    }
  });

  it('shows the approvals, with who approved, and takes any day of the week', async () => {
    await workedWeeks();
    const sheet = await callAs('pm', c.timesheet, { query: { periodStartDate: '2031-02-26' } });
    expect(sheet.periodStartDate).toBe(EARLIER);
    const approved = sheet.rows.filter((r) => r.approvalInd === 1);
    expect(approved).toHaveLength(3);
    expect(approved.length).toBe(sheet.rows.length);
    expect(approved[0]!.approvedBy).toBe((await userOf('admin')).DisplayName);
  });

  it('refuses a day that is not a date (400) and people outside the office (403)', async () => {
    const bad = await refusedAs('pm', c.timesheet, { query: { periodStartDate: '2026-02-30' } });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/periodStartDate/);
    const field = await refusedAs('field', c.timesheet, {
      query: { periodStartDate: WEEK },
    });
    expect(field.status).toBe(403);
  });
});

describe('POST /api/project/timesheet-approval', () => {
  it('approves and un-approves a person’s week, each in the audit log', async () => {
    await workedWeeks();
    const field = await userOf('field');
    const admin = await userOf('admin');
    const body = { userID: field.UserID, checked: 1 as const, periodStartDate: '2031-03-04' };
    const approved = await callAs('admin', c.setApproval, { body });
    expect(approved.row.approvalInd).toBe(1);
    expect(approved.row.approvedBy).toBe(admin.DisplayName);
    // Approving again keeps the first approval and writes nothing more.
    await callAs('admin', c.setApproval, { body });
    const audits = () =>
      t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'timesheet_approval'),
            eq(auditLog.entityId, `${field.UserID}:${WEEK}`),
          ),
        );
    expect((await audits()).map((a) => a.action)).toEqual(['insert', 'insert']);

    const cleared = await callAs('admin', c.setApproval, { body: { ...body, checked: 0 } });
    expect(cleared.row.approvalInd).toBe(0);
    expect(cleared.row.approvedBy).toBeNull();
    expect((await audits()).map((a) => a.action)).toContain('delete');
    const rows = await t.database.db
      .select()
      .from(timesheetApprovals)
      .where(eq(timesheetApprovals.userId, field.UserID));
    expect(rows.some((r) => r.periodStart === payPeriodStart('2031-03-04'))).toBe(false);
  });

  it('refuses who may not approve (403), an unknown person (404) and a bad flag (400)', async () => {
    const field = await userOf('field');
    const body = { userID: field.UserID, checked: 1 as const, periodStartDate: WEEK };
    expect((await refusedAs('pm', c.setApproval, { body })).status).toBe(403);
    const unknown = await refusedAs('admin', c.setApproval, {
      body: { ...body, userID: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe('There is no user 999999.');
    const flag = await refusedAs('admin', c.setApproval, {
      body: { ...body, checked: 2 as never },
    });
    expect(flag.status).toBe(400);
  });
});

describe('GET /api/project/time-activities', () => {
  it('lists every day’s regular and overtime hours as rows with the export’s columns', async () => {
    await workedWeeks();
    const { activities } = await callAs('pm', c.timeActivities, {
      query: { periodStartDate: WEEK },
    });
    // Three people on two days: six regular rows, and the overtime of the second day.
    expect(activities).toHaveLength(9);
    for (const a of activities) {
      expect(Object.keys(a)).toEqual([...TIME_ACTIVITY_COLUMNS]);
      expect(['RG', 'OT']).toContain(a['Earning Type']);
      expect(sign(fromNumeric(a['Time Spent']))).toBe(1);
    }
    const sums = await sqlSums(WEEK, WEEK_END);
    const regular = sum(
      activities.filter((a) => a['Earning Type'] === 'RG').map((a) => fromNumeric(a['Time Spent'])),
    );
    expect(toNumeric(regular, 2)).toBe(sums.regular);
  });
});
