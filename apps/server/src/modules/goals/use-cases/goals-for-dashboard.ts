import { fromNumeric, ZERO } from '@n5/shared/core/decimal';
import { TEAM_GOAL_ROLE_CODE, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import type { TLeaderboardRole } from '@n5/shared/dashboards/constants';
import type { TMonthGoals } from '@n5/shared/dashboards/rules';
import type { TDivision } from '@n5/shared/project/constants';
import type { TGoalsDeps } from '../deps';
import { sumCompanyGoals, sumTeamGoals } from '../queries';

const KEY = { Revenue: 'revenue', 'Gross Profit': 'grossProfit', Overhead: 'overhead' } as const;

/** The company goals of some divisions by month (index 0 = January), for the dashboards. */
export async function monthlyGoals(
  deps: TGoalsDeps,
  input: { year: number; divisions: TDivision[] },
): Promise<TMonthGoals[]> {
  const months: TMonthGoals[] = Array.from({ length: 12 }, () => ({
    revenue: ZERO,
    grossProfit: ZERO,
    overhead: ZERO,
  }));
  for (const row of await sumCompanyGoals(deps.db, input.year, input.divisions)) {
    months[row.month - 1]![KEY[row.goalType]] = fromNumeric(row.value);
  }
  return months;
}

/** Each person's goal amount of a year for a leaderboard role (PM, PE, SI). */
export async function teamGoalAmounts(
  deps: TGoalsDeps,
  input: { year: number; role: TLeaderboardRole; divisions: TDivision[] },
) {
  const role = TEAM_GOAL_ROLES.find((r) => TEAM_GOAL_ROLE_CODE[r] === input.role)!;
  const rows = await sumTeamGoals(deps.db, input.year, role, input.divisions);
  return new Map(rows.map((r) => [r.userId, fromNumeric(r.goal)]));
}
