import type { TUser } from '@n5/shared/session/schemas';
import type { TDashboardsDeps } from './deps';
import {
  getSummaryByDivision,
  getSummaryByMonth,
  getSummaryPivot,
} from './use-cases/get-summaries';
import { goalLeaderboard, marginLeaderboard, revenueLeaderboard } from './use-cases/leaderboards';
import {
  ensureSummaries,
  getRecalculation,
  recalculateYears,
  requestRecalculation,
  runRecalculation,
} from './use-cases/recalculate';
import { drillIntoFigure, getGrossMarginByPm } from './use-cases/reports';
import { actualGrossProfit } from './use-cases/gross-profit';

type TInput<F> = F extends (deps: TDashboardsDeps, input: infer I, ...rest: never[]) => unknown
  ? I
  : never;

/** The dashboards: stored summaries, leaderboards, reports and the recalculation job. */
export function createDashboardsService(deps: TDashboardsDeps) {
  return {
    getSummaryByDivision: (input: TInput<typeof getSummaryByDivision>) =>
      getSummaryByDivision(deps, input),
    getSummaryByMonth: (input: TInput<typeof getSummaryByMonth>) => getSummaryByMonth(deps, input),
    getSummaryPivot: (input: TInput<typeof getSummaryPivot>) => getSummaryPivot(deps, input),
    goalLeaderboard: (input: TInput<typeof goalLeaderboard>) => goalLeaderboard(deps, input),
    marginLeaderboard: (input: TInput<typeof marginLeaderboard>) => marginLeaderboard(deps, input),
    revenueLeaderboard: (input: TInput<typeof revenueLeaderboard>) =>
      revenueLeaderboard(deps, input),
    drillIntoFigure: (input: TInput<typeof drillIntoFigure>) => drillIntoFigure(deps, input),
    getGrossMarginByPm: (input: TInput<typeof getGrossMarginByPm>) =>
      getGrossMarginByPm(deps, input),
    requestRecalculation: (user: TUser) => requestRecalculation(deps, {}, user),
    getRecalculation: (input: TInput<typeof getRecalculation>) => getRecalculation(deps, input),
    runRecalculation: (input: TInput<typeof runRecalculation>) => runRecalculation(deps, input),
    recalculateYears: (years: number[]) => recalculateYears(deps, years),
    ensureSummaries: () => ensureSummaries(deps),
    actualGrossProfit: (input: TInput<typeof actualGrossProfit>) => actualGrossProfit(deps, input),
  };
}
export type TDashboardsService = ReturnType<typeof createDashboardsService>;
