import { PAYOUT_FIRST_YEAR, LOCKED_QUARTER } from '@n5/shared/incentives/constants';
import type { TDb, TDbOrTx } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { TDashboardsService } from '../dashboards/index';
import type { TKpiService } from '../kpi/index';
import type { TTimesheetService } from '../timesheet/index';
import type { TUsersService } from '../users/index';
import { findLock } from './queries';

export interface TIncentivesDeps {
  db: TDb;
  /** People and the roles that give their position. */
  users: Pick<TUsersService, 'listUsersWithRoles'>;
  /** Approved hours of a quarter. */
  timesheet: Pick<TTimesheetService, 'approvedHours'>;
  /** Actual gross profit by division. */
  dashboards: Pick<TDashboardsService, 'actualGrossProfit'>;
  /** The KPI % (the position payout of the KPI dashboard). */
  kpi: Pick<TKpiService, 'kpis'>;
  /** The clock (tests pin it). */
  now?: () => Date;
}

export const today = (deps: Pick<TIncentivesDeps, 'now'>) => (deps.now ? deps.now() : new Date());

/** Years run from `first` (2019 payouts, 2020 bonus pools) to next year (400 otherwise). */
export function assertYear(
  deps: Pick<TIncentivesDeps, 'now'>,
  year: number,
  first = PAYOUT_FIRST_YEAR,
) {
  const last = today(deps).getUTCFullYear() + 1;
  if (year < first || year > last) throw badRequest(`The year must be from ${first} to ${last}.`);
}

/** A paid (locked) quarter refuses every change (409). */
export async function assertUnlocked(db: TDbOrTx, year: number, quarter: number) {
  if (await findLock(db, year, quarter)) throw conflict(LOCKED_QUARTER);
}
