import { companyGoalRows, isGoalYear } from '@n5/shared/goals/rules';
import { MONTH_KEYS, type TCompanyGoalRowReply } from '@n5/shared/goals/schemas';
import { badRequest } from '../../../lib/errors';
import { today, type TGoalsDeps } from '../deps';
import { listCompanyGoals } from '../queries';

export const GOAL_YEAR_OUT_OF_RANGE = 'That year is out of range (2017 to next year)';

export function assertGoalYear(deps: Pick<TGoalsDeps, 'now'>, year: number) {
  if (!isGoalYear(year, today(deps))) throw badRequest(GOAL_YEAR_OUT_OF_RANGE);
}

/** The Company Goals grid of a year: divisions x categories by month, then the Total rows. */
export async function getFinancials(
  deps: TGoalsDeps,
  input: { year: number },
): Promise<{ financials: TCompanyGoalRowReply[] }> {
  assertGoalYear(deps, input.year);
  const values = await listCompanyGoals(deps.db, input.year);
  const rows = companyGoalRows(input.year, values);
  return {
    financials: rows.map((row) => ({
      year: row.year,
      division: row.division,
      goaltype: row.goaltype,
      ...(Object.fromEntries(MONTH_KEYS.map((k, i) => [k, row.months[i]!])) as Record<
        (typeof MONTH_KEYS)[number],
        number
      >),
      total: row.total,
    })),
  };
}
