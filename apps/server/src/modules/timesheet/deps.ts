import { payPeriodDays } from '@n5/shared/timesheet/rules';
import type { TDb } from '../../db/client';

/** What every timesheet use case is handed: the database. */
export interface TTimesheetDeps {
  db: TDb;
}

/** The pay period (Monday to Sunday) of any of its days. */
export function period(anyDay: string) {
  const days = payPeriodDays(anyDay);
  return { start: days[0]!, end: days[6]! };
}
