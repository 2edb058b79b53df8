import { DIVISIONS, type TDivision } from '@n5/shared/project/constants';
import { actualCutoffMonth } from '@n5/shared/dashboards/rules';
import { today, type TDashboardsDeps } from '../deps';
import { sumGrossProfitByDivision } from '../queries/summaries';

/**
 * The actual gross profit of each division over some months of a year, from the stored summaries
 * (the dashboards' GMActual), up to the current month: the incentive pools are measured on it.
 */
export async function actualGrossProfit(
  deps: TDashboardsDeps,
  input: { year: number; fromMonth: number; toMonth: number },
): Promise<Record<TDivision, string>> {
  const to = Math.min(input.toMonth, actualCutoffMonth(input.year, today(deps)));
  const rows =
    to < input.fromMonth
      ? []
      : await sumGrossProfitByDivision(deps.db, input.year, { from: input.fromMonth, to });
  const byDivision = Object.fromEntries(DIVISIONS.map((d) => [d, '0'])) as Record<
    TDivision,
    string
  >;
  for (const row of rows) byDivision[row.division as TDivision] = row.grossProfit;
  return byDivision;
}
