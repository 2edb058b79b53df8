import { fromNumeric } from '@n5/shared/core/decimal';
import {
  divisionsOfScope,
  YEAR_OUT_OF_RANGE,
  type TDashboardScope,
} from '@n5/shared/dashboards/constants';
import {
  actualCutoffMonth,
  isDashboardYear,
  yearByMonth,
  type TMonthFacts,
  type TSummaryFigures,
} from '@n5/shared/dashboards/rules';
import { badRequest } from '../../../lib/errors';
import { today, type TDashboardsDeps } from '../deps';
import { sumByMonth } from '../queries/summaries';

export function assertDashboardYear(deps: Pick<TDashboardsDeps, 'now'>, year: number) {
  if (!isDashboardYear(year, today(deps))) throw badRequest(YEAR_OUT_OF_RANGE);
}

/** The twelve months' nine figures of a division (or the group), from stored summaries and goals. */
export async function yearFigures(
  deps: TDashboardsDeps,
  input: { y: number; d: TDashboardScope },
): Promise<TSummaryFigures[]> {
  assertDashboardYear(deps, input.y);
  const divisions = divisionsOfScope(input.d);
  const [rows, goals] = await Promise.all([
    sumByMonth(deps.db, input.y, divisions),
    deps.goals.monthlyGoals({ year: input.y, divisions }),
  ]);
  const facts: Array<TMonthFacts | undefined> = [];
  for (const row of rows) {
    facts[row.month - 1] = {
      pipelineRevenue: fromNumeric(row.pipelineRevenue),
      pipelineGrossProfit: fromNumeric(row.pipelineGrossProfit),
      actualRevenue: fromNumeric(row.actualRevenue),
      actualCost: fromNumeric(row.actualCost),
    };
  }
  return yearByMonth(facts, goals, actualCutoffMonth(input.y, today(deps)));
}
