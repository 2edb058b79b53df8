import { fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { monthsTotal } from '@n5/shared/goals/rules';
import {
  MONTH_KEYS,
  type TTeamGoalsQuery,
  type TTeamMemberGoalRow,
} from '@n5/shared/goals/schemas';
import type { TGoalsDeps } from '../deps';
import { listTeamGoals } from '../queries';
import { assertGoalYear } from './get-financials';

/** Team member goals of a year, division and role (spec 2 §2.9). */
export async function listTeamMemberGoals(
  deps: TGoalsDeps,
  input: TTeamGoalsQuery,
): Promise<{ teamMemberGoals: TTeamMemberGoalRow[] }> {
  assertGoalYear(deps, input.year);
  const rows = await listTeamGoals(deps.db, input);
  return {
    teamMemberGoals: rows.map((row) => {
      const months = row.months.map((m) => (m === null ? null : fromNumeric(m)));
      return {
        Year: input.year,
        Division: input.division,
        Role: input.role,
        Estimator: row.name,
        EstimatorID: row.userId,
        GoalAmount: row.goalAmount,
        ...(Object.fromEntries(
          MONTH_KEYS.map((k, i) => [k, months[i] ? toNumeric(months[i], PLACES.fraction) : null]),
        ) as Record<(typeof MONTH_KEYS)[number], string | null>),
        Total: toNumeric(monthsTotal(months), PLACES.fraction),
      };
    }),
  };
}
