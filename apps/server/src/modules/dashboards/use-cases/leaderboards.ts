import { fromNumeric, PLACES, sub, toNumeric, ZERO } from '@n5/shared/core/decimal';
import { divisionsOfScope } from '@n5/shared/dashboards/constants';
import {
  byFigureDesc,
  goalVariance,
  grossMarginFraction,
  moneyText,
} from '@n5/shared/dashboards/rules';
import type {
  TGoalLeader,
  TLeaderboardQuery,
  TMarginLeader,
  TRevenueLeader,
} from '@n5/shared/dashboards/schemas';
import type { TDashboardsDeps } from '../deps';
import { namesOf, sumByPerson } from '../queries/summaries';
import { assertDashboardYear } from './year-figures';

async function people(deps: TDashboardsDeps, input: TLeaderboardQuery) {
  assertDashboardYear(deps, input.y);
  const rows = await sumByPerson(deps.db, input.y, divisionsOfScope(input.d), input.r);
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    pipeline: fromNumeric(row.pipelineRevenue),
    revenue: fromNumeric(row.actualRevenue),
    grossProfit: sub(fromNumeric(row.actualRevenue), fromNumeric(row.actualCost)),
  }));
}

/**
 * Project Manager / Engineer / Superintendent Goals: each person with a goal or a project, their
 * goal amount, the pipeline and actual revenue of the projects they hold, and pipeline − goal.
 */
export async function goalLeaderboard(
  deps: TDashboardsDeps,
  input: TLeaderboardQuery,
): Promise<{ data: TGoalLeader[] }> {
  const [rows, goals] = await Promise.all([
    people(deps, input),
    deps.goals.teamGoalAmounts({
      year: input.y,
      role: input.r,
      divisions: divisionsOfScope(input.d),
    }),
  ]);
  const held = new Set(rows.map((r) => r.userId));
  const goalOnly = await namesOf(
    deps.db,
    [...goals.keys()].filter((id) => !held.has(id)),
  );
  const all = [
    ...rows,
    ...goalOnly.map((p) => ({ ...p, pipeline: ZERO, revenue: ZERO, grossProfit: ZERO })),
  ].map((p) => {
    const goal = goals.get(p.userId) ?? ZERO;
    return { ...p, goal, variance: goalVariance(p.pipeline, goal) };
  });
  all.sort(byFigureDesc((p) => p.variance));
  return {
    data: all.map((p) => ({
      userId: p.userId,
      name: p.name,
      goal: moneyText(p.goal),
      pipeline: moneyText(p.pipeline),
      actual: moneyText(p.revenue),
      variance: moneyText(p.variance),
    })),
  };
}

/** Gross Margin % Leaders: actual gross profit over actual revenue; people without revenue last. */
export async function marginLeaderboard(
  deps: TDashboardsDeps,
  input: TLeaderboardQuery,
): Promise<{ data: TMarginLeader[] }> {
  const rows = (await people(deps, input)).map((p) => ({
    ...p,
    margin: grossMarginFraction(p.revenue, p.grossProfit),
  }));
  const withRevenue = rows.filter((p) => p.margin !== null);
  withRevenue.sort(byFigureDesc((p) => p.margin!));
  return {
    data: withRevenue.map((p) => ({
      userId: p.userId,
      name: p.name,
      revenue: moneyText(p.revenue),
      grossProfit: moneyText(p.grossProfit),
      gmPercent: toNumeric(p.margin!, PLACES.fraction),
    })),
  };
}

/** Revenue Leaders: actual (certified) revenue by person, largest first. */
export async function revenueLeaderboard(
  deps: TDashboardsDeps,
  input: TLeaderboardQuery,
): Promise<{ data: TRevenueLeader[] }> {
  const rows = (await people(deps, input)).filter((p) => p.revenue.units > 0n);
  rows.sort(byFigureDesc((p) => p.revenue));
  return {
    data: rows.map((p) => ({ userId: p.userId, name: p.name, revenue: moneyText(p.revenue) })),
  };
}
