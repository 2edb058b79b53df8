import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { PLACES, compare, fromNumeric, ZERO } from '../core/decimal';
import { ZId, ZIdInput } from '../core/ids';
import { parseNumericInput, wholeNumberInput } from '../core/strict-inputs';
import {
  GOAL_AMOUNT_MAX,
  GOAL_DIVISIONS,
  GOAL_TYPES,
  GOAL_VALUE_MAX,
  MONTH_PERCENT_MAX,
  TEAM_GOAL_ROLES,
} from './constants';

/** Any whole year; the service refuses one outside 2017..next year (400). */
const ZGoalYear = wholeNumberInput({ min: 1000, max: 9999 });
const MONTH_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type TMonthKey = (typeof MONTH_KEYS)[number];
export { MONTH_KEYS };

export const ZFinancialsQuery = z.object({ year: ZGoalYear });

/** Spec 2 §3 "Company goal row": year, division, goaltype, months keyed 1..12, total. */
export const ZCompanyGoalRow = z.object({
  year: z.number().int(),
  division: z.string(),
  goaltype: z.enum(GOAL_TYPES),
  ...(Object.fromEntries(MONTH_KEYS.map((k) => [k, z.number().int()])) as Record<
    TMonthKey,
    z.ZodNumber
  >),
  total: z.number().int(),
});
export type TCompanyGoalRowReply = z.infer<typeof ZCompanyGoalRow>;
export const ZFinancialsReply = z.object({ financials: z.array(ZCompanyGoalRow) });

/** POST /api/dashboard/financials: one cell; a Total row is not a division, so it is refused. */
export const ZSetFinancialBody = z.object({
  year: ZGoalYear,
  month: wholeNumberInput({ min: 1, max: 12 }),
  division: z.enum(GOAL_DIVISIONS),
  goaltype: z.enum(GOAL_TYPES),
  value: wholeNumberInput({ min: 0, max: GOAL_VALUE_MAX }),
});

export const ZTeamGoalsQuery = z.object({
  year: ZGoalYear,
  division: z.enum(GOAL_DIVISIONS),
  role: z.enum(TEAM_GOAL_ROLES),
});
export type TTeamGoalsQuery = z.infer<typeof ZTeamGoalsQuery>;

/** Spec 2 §3 "Team member goal row"; months are fractions (text, 4 places) or null. */
export const ZTeamMemberGoalRow = z.object({
  Year: z.number().int(),
  Division: z.string(),
  Role: z.string(),
  Estimator: z.string(),
  EstimatorID: z.number().int(),
  GoalAmount: z.number().int(),
  ...(Object.fromEntries(MONTH_KEYS.map((k) => [k, z.string().nullable()])) as Record<
    TMonthKey,
    z.ZodNullable<z.ZodString>
  >),
  Total: ZDecimalText,
});
export type TTeamMemberGoalRow = z.infer<typeof ZTeamMemberGoalRow>;
export const ZTeamGoalsReply = z.object({ teamMemberGoals: z.array(ZTeamMemberGoalRow) });

export const TEAM_GOAL_FIELDS = ['GoalAmount', ...MONTH_KEYS] as const;
const percentMessage = `must be a percent from 0 to ${MONTH_PERCENT_MAX} with at most 2 decimals, or empty`;
const amountMessage = `must be a whole number from 0 to ${GOAL_AMOUNT_MAX}`;

/**
 * POST /api/kpi/team-member-goal: GoalAmount takes a whole number; a month takes a percent (two
 * decimals, stored divided by 100) or null. A refusal names the field.
 */
export const ZSetTeamGoalBody = ZTeamGoalsQuery.extend({
  userid: ZIdInput,
  field: z.enum(TEAM_GOAL_FIELDS),
  value: z.union([z.number(), z.string(), z.null()]),
}).superRefine((body, ctx) => {
  if (body.field === 'GoalAmount') {
    const whole = wholeNumberInput({ min: 0, max: GOAL_AMOUNT_MAX }).safeParse(body.value);
    if (!whole.success)
      ctx.addIssue({ code: 'custom', path: ['GoalAmount'], message: amountMessage });
    return;
  }
  if (body.value === null) return;
  const percent = parseNumericInput(body.value);
  const ok =
    percent !== null &&
    percent.scale <= PLACES.fraction - 2 &&
    compare(percent, ZERO) >= 0 &&
    compare(percent, fromNumeric(MONTH_PERCENT_MAX)) <= 0;
  if (!ok) ctx.addIssue({ code: 'custom', path: [`month ${body.field}`], message: percentMessage });
});
export type TSetTeamGoalBody = z.infer<typeof ZSetTeamGoalBody>;

export const ZTeamMemberOption = z.object({ id: ZId, full_name: z.string() });
export const ZTeamMembersReply = z.object({ members: z.array(ZTeamMemberOption) });
export const ZAddTeamMembersBody = ZTeamGoalsQuery.extend({
  members: z.array(ZIdInput).min(1, 'Select at least one team member').max(200),
});
export type TAddTeamMembersBody = z.infer<typeof ZAddTeamMembersBody>;
