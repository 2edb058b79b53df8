import { z } from 'zod';
import { ZDecimalText, ZMoney } from '../core/money';
import { ZId, ZIdInput } from '../core/ids';
import { wholeNumberInput } from '../core/strict-inputs';
import {
  DASHBOARD_SCOPES,
  DRILL_MEASURES,
  LEADERBOARD_ROLES,
  PIVOT_TYPES,
  RECALCULATION_STATUSES,
  SHORT_MONTHS,
} from './constants';
import { SUMMARY_KEYS } from './rules';

/** Any whole year; the service answers 'That year is out of range' outside 2020..next year. */
export const ZYearInput = wholeNumberInput({ min: 1000, max: 9999 });

export const ZDashboardQuery = z.object({ y: ZYearInput, d: z.enum(DASHBOARD_SCOPES) });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

export const ZSummaryFigures = z.object(
  Object.fromEntries(SUMMARY_KEYS.map((k) => [k, ZMoney])) as Record<
    (typeof SUMMARY_KEYS)[number],
    typeof ZMoney
  >,
);
export type TSummaryFiguresText = z.infer<typeof ZSummaryFigures>;

export const ZDivisionSummaryReply = z.object({ summary: z.array(ZSummaryFigures) });
export const ZMonthlySummaryReply = z.object({
  summary: z.array(ZSummaryFigures.extend({ ShortMonth: z.enum(SHORT_MONTHS) })),
});
export type TMonthlySummaryRow = z.infer<typeof ZMonthlySummaryReply>['summary'][number];

export const ZPivotQuery = ZDashboardQuery.extend({ t: z.enum(PIVOT_TYPES).optional() });
export const ZPivotRow = z.object({
  type: z.enum(PIVOT_TYPES),
  ...(Object.fromEntries(SHORT_MONTHS.map((m) => [m, ZMoney])) as Record<
    (typeof SHORT_MONTHS)[number],
    typeof ZMoney
  >),
  Total: ZMoney,
});
export type TPivotRow = z.infer<typeof ZPivotRow>;
export const ZPivotReply = z.object({ summary: z.array(ZPivotRow) });

export const ZLeaderboardQuery = ZDashboardQuery.extend({ r: z.enum(LEADERBOARD_ROLES) });
export type TLeaderboardQuery = z.infer<typeof ZLeaderboardQuery>;

/** Goal leaderboard: each person's goal amount, pipeline and actual revenue of their projects. */
export const ZGoalLeader = z.object({
  userId: z.number().int(),
  name: z.string(),
  goal: ZMoney,
  pipeline: ZMoney,
  actual: ZMoney,
  variance: ZMoney,
});
export type TGoalLeader = z.infer<typeof ZGoalLeader>;
export const ZGoalLeaderboardReply = z.object({ data: z.array(ZGoalLeader) });

export const ZMarginLeader = z.object({
  userId: z.number().int(),
  name: z.string(),
  revenue: ZMoney,
  grossProfit: ZMoney,
  /** Fraction with 4 places; null without revenue. */
  gmPercent: ZDecimalText.nullable(),
});
export type TMarginLeader = z.infer<typeof ZMarginLeader>;
export const ZMarginLeaderboardReply = z.object({ data: z.array(ZMarginLeader) });

export const ZRevenueLeader = z.object({
  userId: z.number().int(),
  name: z.string(),
  revenue: ZMoney,
});
export type TRevenueLeader = z.infer<typeof ZRevenueLeader>;
export const ZRevenueLeaderboardReply = z.object({ data: z.array(ZRevenueLeader) });

/** The projects behind a figure: a bar (a year), a month, or a leaderboard row (a person). */
export const ZDrillQuery = ZDashboardQuery.extend({
  month: wholeNumberInput({ min: 1, max: 12 }).optional(),
  r: z.enum(LEADERBOARD_ROLES).optional(),
  userId: ZIdInput.optional(),
  measure: z.enum(DRILL_MEASURES).optional(),
});
export type TDrillQuery = z.infer<typeof ZDrillQuery>;
export const ZDrillProject = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  division: z.string(),
  stage: z.string(),
  pipelineRevenue: ZMoney,
  pipelineGrossProfit: ZMoney,
  actualRevenue: ZMoney,
  actualGrossProfit: ZMoney,
});
export type TDrillProject = z.infer<typeof ZDrillProject>;
export const ZDrillReply = z.object({ projects: z.array(ZDrillProject) });

export const ZGrossMarginByPmQuery = z.object({ year: ZYearInput });
export const ZGrossMarginByPmRow = z.object({
  projectManager: z.string(),
  projects: z.number().int(),
  revenue: ZMoney,
  cost: ZMoney,
  grossProfit: ZMoney,
  gmPercent: ZDecimalText.nullable(),
});
export const ZGrossMarginByPmReply = z.object({ data: z.array(ZGrossMarginByPmRow) });

export const ZRecalculation = z.object({
  recalculationId: ZId,
  years: z.array(z.number().int()),
  status: z.enum(RECALCULATION_STATUSES),
  error: z.string().nullable(),
});
export type TRecalculation = z.infer<typeof ZRecalculation>;
export const ZRecalculateBody = z.object({}).strict();
export const ZRecalculationParams = z.object({ id: ZIdInput });
