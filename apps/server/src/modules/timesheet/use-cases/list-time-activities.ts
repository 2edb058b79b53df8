import { fromNumeric, isZero, toNumeric } from '@n5/shared/core/decimal';
import { isoWeekNumber } from '@n5/shared/timesheet/rules';
import type { TTimeActivity } from '@n5/shared/timesheet/schemas';
import { period, type TTimesheetDeps } from '../deps';
import { listPeriodHours } from '../queries';

/**
 * The week's hours as time activity rows (spec 2 §3): one per person, day, project and
 * earning type with hours (RG regular, OT overtime), for the payroll import.
 */
export async function listTimeActivities(deps: TTimesheetDeps, input: { anyDay: string }) {
  const { start, end } = period(input.anyDay);
  const hours = await listPeriodHours(deps.db, start, end);
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
