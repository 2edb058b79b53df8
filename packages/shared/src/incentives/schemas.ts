import { z } from 'zod';
import { ZDecimalText, ZMoney } from '../core/money';
import { ZId, ZIdInput } from '../core/ids';
import { decimalInput, wholeNumberInput } from '../core/strict-inputs';
import { INCENTIVE_POOLS, LEADERSHIP_DIVISIONS, STARS_MAX } from './constants';
import { WEEKLY_HOURS_MAX } from './salaried-hours';

/** Any whole year; the service refuses one outside its picker's range (400). */
const ZYear = wholeNumberInput({ min: 2000, max: 2100 });
const ZQuarterNumber = wholeNumberInput({ min: 1, max: 4 });
/** A percent's fraction typed with 4 decimals: 0 to 1 (numeric(5,4) columns). */
const ZFractionInput = decimalInput({ places: 4, min: '0', max: '1' });
const money = ZMoney;
const fraction = ZDecimalText;

export const ZYearQuarterQuery = z.object({ year: ZYear, quarter: ZQuarterNumber });
export type TYearQuarter = z.infer<typeof ZYearQuarterQuery>;
export const ZYearQuery = z.object({ year: ZYear });
export const ZPoolQuery = z.object({ year: ZYear, division: z.literal('Group').optional() });
export const ZAnalysisQuery = z.object({
  year: ZYear,
  quarter: ZQuarterNumber,
  userID: ZIdInput.optional(),
});

/** Spec 2 §3 "Leadership incentive row". */
export const ZLeadershipIncentiveRow = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  empuserid: ZId,
  IncentivePercent: fraction,
  empfullname: z.string(),
  division: z.enum(LEADERSHIP_DIVISIONS),
});
export type TLeadershipIncentiveRow = z.infer<typeof ZLeadershipIncentiveRow>;
/** Spec 2 §3 "Position incentive row". */
export const ZPositionIncentiveRow = z.object({
  Year: z.number().int(),
  Quarter: z.number().int(),
  PositionID: ZId,
  Position: z.string(),
  PoolSize: z.number().int(),
  stars: z.number().int(),
  /** A salaried position's standard week (2 places); null: hours from approved timesheets. */
  weeklyHours: ZDecimalText.nullable(),
});
export type TPositionIncentiveRow = z.infer<typeof ZPositionIncentiveRow>;
export const ZLeadershipIncentiveReply = z.object({
  leadershipIncentive: z.array(ZLeadershipIncentiveRow),
  locked: z.boolean(),
});
export const ZPositionIncentiveReply = z.object({
  positionIncentive: z.array(ZPositionIncentiveRow),
  locked: z.boolean(),
});

/** POST /api/kpi/bonus-pool (spec 2 §7): a leader's incentive % or a position's stars. */
export const ZBonusPoolBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('IncentivePercent'),
    year: ZYear,
    quarter: ZQuarterNumber,
    empUserID: ZIdInput,
    value: ZFractionInput,
  }),
  z.object({
    type: z.literal('stars'),
    year: ZYear,
    quarter: ZQuarterNumber,
    positionID: ZIdInput,
    value: wholeNumberInput({ min: 0, max: STARS_MAX }),
  }),
  z.object({
    type: z.literal('weeklyHours'),
    year: ZYear,
    quarter: ZQuarterNumber,
    positionID: ZIdInput,
    /** null: the position is paid by the hour. */
    value: decimalInput({ places: 2, min: '0', max: String(WEEKLY_HOURS_MAX) }).nullable(),
  }),
]);
export type TBonusPoolBody = z.infer<typeof ZBonusPoolBody>;
export const ZBonusPoolReply = z.object({
  leadershipIncentive: z.array(ZLeadershipIncentiveRow),
  positionIncentive: z.array(ZPositionIncentiveRow),
});

/** Spec 2 §3 "Leadership pool candidate" and "New pool member form". */
export const ZLeaderCandidatesReply = z.object({
  members: z.array(z.object({ userid: ZId, name: z.string() })),
});
export const ZAddLeaderBody = z.object({
  year: ZYear,
  quarter: ZQuarterNumber,
  empUserId: ZIdInput,
  division: z.enum(LEADERSHIP_DIVISIONS),
});

const ZWorksheetRow = z.object({
  UserID: ZId,
  TeamMember: z.string(),
  Position: z.string().nullable(),
  LeadershipDivision: z.enum(LEADERSHIP_DIVISIONS).nullable(),
  Stars: z.number().int(),
  Hours: money,
  Points: money,
  TotalPoints: money,
  ProfitSharePercent: fraction,
  ProfitSharePool: money,
  ProfitShareAmount: money,
  DivisionGrossProfit: money.nullable(),
  DivisionGoalPercent: fraction.nullable(),
  LeadershipPool: money.nullable(),
  LeadershipPercent: fraction,
  LeadershipAmount: money,
  TotalProfitShareAmount: money,
});
export type TWorksheetRowReply = z.infer<typeof ZWorksheetRow>;
const ZWorksheetPool = z.object({
  GroupGrossProfit: money,
  GroupPoolPercent: fraction,
  PotentialProfitSharePool: money,
  KPIPercent: fraction,
  ProfitSharePool: money,
  TotalPoints: money,
  leadershipPools: z.array(
    z.object({
      division: z.enum(LEADERSHIP_DIVISIONS),
      grossProfit: money,
      goalPercent: fraction,
      pool: money,
    }),
  ),
});
export const ZWorksheet = z.object({
  year: z.number().int(),
  quarter: z.number().int(),
  lockedAt: z.string().nullable(),
  pool: ZWorksheetPool,
  rows: z.array(ZWorksheetRow),
  totals: z.object({
    Hours: money,
    Points: money,
    ProfitShareAmount: money,
    LeadershipAmount: money,
    TotalProfitShareAmount: money,
  }),
});
export type TWorksheetReply = z.infer<typeof ZWorksheet>;
export const ZWorksheetReply = z.object({ worksheet: ZWorksheet });

const quarterMoney = { Q1: money, Q2: money, Q3: money, Q4: money };
/** Spec 2 §3 "Incentive summary". */
export const ZSummaryReply = z.object({
  summary: z.array(
    z.object({
      UserID: ZId,
      Name: z.string(),
      Position: z.string().nullable(),
      ...quarterMoney,
      Total: money,
    }),
  ),
  lockedQuarters: z.array(z.number().int()),
});
/** Spec 2 §3 "Pool calculation": name, q1-q4 (money or a fraction, by row). */
export const ZPoolRow = z.object({
  name: z.string(),
  pool: z.enum(INCENTIVE_POOLS).nullable(),
  kind: z.enum(['money', 'percent', 'number']),
  q1: z.string(),
  q2: z.string(),
  q3: z.string(),
  q4: z.string(),
});
export type TPoolRow = z.infer<typeof ZPoolRow>;
export const ZPoolReply = z.object({ pool: z.array(ZPoolRow) });
export const ZSetPoolBody = z.object({
  year: ZYear,
  quarter: ZQuarterNumber,
  pool: z.enum(INCENTIVE_POOLS),
  percent: ZFractionInput,
});

/** Spec 2 §3 "Incentive analysis": one person's row of a quarter with the pool's figures. */
export const ZAnalysis = ZWorksheetRow.omit({ UserID: true }).extend({
  UserID: ZId,
  GroupGrossProfit: money,
  GroupPoolPercent: fraction,
  PotentialProfitSharePool: money,
  KPIPercent: fraction,
});
export type TAnalysis = z.infer<typeof ZAnalysis>;
export const ZAnalysisReply = z.object({
  analysis: ZAnalysis.nullable(),
  people: z.array(z.object({ userid: ZId, name: z.string() })),
});

/** Spec 3 §3 "Payout certificate": teammember, Q1-Q4 amounts (whole dollars), Q1HRS-Q4HRS. */
export const ZCertificate = z.object({
  teammember: z.string(),
  Q1: z.string().nullable(),
  Q2: z.string().nullable(),
  Q3: z.string().nullable(),
  Q4: z.string().nullable(),
  Q1HRS: z.string().nullable(),
  Q2HRS: z.string().nullable(),
  Q3HRS: z.string().nullable(),
  Q4HRS: z.string().nullable(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
export const ZCertificatesReply = z.array(ZCertificate);

export const ZLockBody = z.object({ year: ZYear, quarter: ZQuarterNumber });
