import { FIGURE_KEYS, timesheetTotals } from '@n5/shared/timesheet/rules';
import { period, type TTimesheetDeps } from '../deps';
import { rowOf, type THoursRow } from '../present';
import { listApprovals, listPeriodHours } from '../queries';

/** Everyone's hours of a pay period, a row a person with the approvals, and the totals. */
export async function getTimesheet(deps: TTimesheetDeps, input: { anyDay: string }) {
  const { db } = deps;
  const { start, end } = period(input.anyDay);
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
