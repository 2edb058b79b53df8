import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { ROLE_NAME } from '../permissions/roles';
import {
  ZDashboardQuery,
  ZDivisionSummaryReply,
  ZDrillQuery,
  ZDrillReply,
  ZGoalLeaderboardReply,
  ZGrossMarginByPmQuery,
  ZGrossMarginByPmReply,
  ZLeaderboardQuery,
  ZMarginLeaderboardReply,
  ZMonthlySummaryReply,
  ZPivotQuery,
  ZPivotReply,
  ZRecalculateBody,
  ZRecalculation,
  ZRecalculationParams,
  ZRevenueLeaderboardReply,
} from './schemas';

/**
 * The division and group dashboards (spec 2 §2.4, §7 "Dashboards"): every call reads the stored
 * summaries the recalculation job writes; d is construction, mechanical, service or group.
 */
export const dashboardsContract = {
  summaryByDivision: defineRoute({
    method: 'GET',
    path: '/api/dashboard/division-summary-by-division',
    access: ACCESS.office,
    summary: 'The year’s goal, pipeline and actual revenue, gross profit and net profit',
    query: ZDashboardQuery,
    reply: ZDivisionSummaryReply,
  }),
  summaryByMonth: defineRoute({
    method: 'GET',
    path: '/api/dashboard/division-summary-by-month',
    access: ACCESS.office,
    summary: 'The same nine figures for each month of the year',
    query: ZDashboardQuery,
    reply: ZMonthlySummaryReply,
  }),
  summaryPivot: defineRoute({
    method: 'GET',
    path: '/api/dashboard/division-summary-by-month-pivot',
    access: ACCESS.office,
    summary: 'Actual revenue (RV), gross profit (GM) and net profit (NP) by month; t picks one',
    query: ZPivotQuery,
    reply: ZPivotReply,
  }),
  goalLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/dashboard/pipeline-leaderboard-variance-by-division',
    access: ACCESS.office,
    summary: 'PM, PE or SI goals against the pipeline and actual revenue of the projects they hold',
    query: ZLeaderboardQuery,
    reply: ZGoalLeaderboardReply,
  }),
  marginLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/dashboard/gmp-leaderboard-by-division',
    access: ACCESS.office,
    summary: 'Gross margin % leaders: actual gross profit over actual revenue by person',
    query: ZLeaderboardQuery,
    reply: ZMarginLeaderboardReply,
  }),
  revenueLeaderboard: defineRoute({
    method: 'GET',
    path: '/api/dashboard/revenue-leaderboard-by-division',
    access: ACCESS.office,
    summary: 'Revenue leaders: actual revenue by person',
    query: ZLeaderboardQuery,
    reply: ZRevenueLeaderboardReply,
  }),
  drill: defineRoute({
    method: 'GET',
    path: '/api/dashboard/projects',
    access: ACCESS.office,
    summary: 'The projects behind a figure (a year, a month or a person), largest first',
    query: ZDrillQuery,
    reply: ZDrillReply,
  }),
  grossMarginByPm: defineRoute({
    method: 'GET',
    path: '/api/dashboard/gross-margin-by-pm',
    // Office (the dashboards' menu) or Accounting (Accounting Reports, spec 2 §2.19).
    access: { kind: 'anyOf', of: [ACCESS.office, ACCESS.role(ROLE_NAME.ACCOUNTING)] },
    summary: 'The Gross Margin by PM report of a year (exported to CSV)',
    query: ZGrossMarginByPmQuery,
    reply: ZGrossMarginByPmReply,
  }),
  recalculate: defineRoute({
    method: 'POST',
    path: '/api/dashboard/recalculate',
    idempotency: 'unkeyed',
    access: ACCESS.admin,
    summary: 'Queues the recalculation of the stored summaries (last, this and next year)',
    body: ZRecalculateBody,
    reply: ZRecalculation,
  }),
  recalculation: defineRoute({
    method: 'GET',
    path: '/api/dashboard/recalculations/:id',
    access: ACCESS.admin,
    summary: 'Where a recalculation is: queued, running, done or failed',
    params: ZRecalculationParams,
    reply: ZRecalculation,
  }),
} as const;
