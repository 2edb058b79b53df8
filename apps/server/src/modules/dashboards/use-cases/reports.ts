import { divisionsOfScope } from '@n5/shared/dashboards/constants';
import { fromNumeric, PLACES, sub, toNumeric } from '@n5/shared/core/decimal';
import { grossMarginFraction, moneyText } from '@n5/shared/dashboards/rules';
import type { TDrillQuery } from '@n5/shared/dashboards/schemas';
import type { TDashboardsDeps } from '../deps';
import { drillProjects, grossMarginByPm } from '../queries/summaries';
import { assertDashboardYear } from './year-figures';

/** The projects behind a bar (the year), a month, or a leaderboard row (a person). */
export async function drillIntoFigure(deps: TDashboardsDeps, input: TDrillQuery) {
  assertDashboardYear(deps, input.y);
  const projects = await drillProjects(deps.db, {
    year: input.y,
    divisions: divisionsOfScope(input.d),
    measure: input.measure ?? 'revenue',
    ...(input.month ? { month: input.month } : {}),
    ...(input.r && input.userId ? { role: input.r, userId: input.userId } : {}),
  });
  return { projects };
}

/** Gross Margin by PM (spec 2 §7): each PM's actual revenue, cost, gross profit and margin. */
export async function getGrossMarginByPm(deps: TDashboardsDeps, input: { year: number }) {
  assertDashboardYear(deps, input.year);
  const rows = await grossMarginByPm(deps.db, input.year);
  return {
    data: rows.map((row) => {
      const revenue = fromNumeric(row.revenue);
      const gp = sub(revenue, fromNumeric(row.cost));
      const margin = grossMarginFraction(revenue, gp);
      return {
        projectManager: row.projectManager,
        projects: row.projects,
        revenue: row.revenue,
        cost: row.cost,
        grossProfit: moneyText(gp),
        gmPercent: margin ? toNumeric(margin, PLACES.fraction) : null,
      };
    }),
  };
}
