import { allocate } from '../core/allocate';
import {
  add,
  compare,
  div,
  fromNumeric,
  fromUnits,
  mul,
  PLACES,
  round,
  sum,
  toNumeric,
  ZERO,
  type TDecimal,
} from '../core/decimal';
import { parseInteger } from '../core/integer';
import { quarterRange } from '../kpi/quarters';
import { POSITION_ROLES, STARS_MAX, type TLeadershipDivision } from './constants';

/**
 * The quarterly payout (issue 36 item 2, docs/rules.md "Incentive payouts"): exact decimals, money
 * to the cent, percents as fractions. Every worksheet column is computed here and nowhere else.
 */

const M = PLACES.money;
/** Profit share % and leadership share % are shown with 4 decimals of a percent: 6 places. */
const SHARE_PLACES = 6;

export interface TWorksheetMember {
  userId: number;
  name: string;
  position: string | null;
  stars: number;
  /** Approved hours of the quarter, 2 places. */
  hours: string;
  leadership: { division: TLeadershipDivision; percent: string } | null;
}

export interface TWorksheetInput {
  groupGrossProfit: string;
  groupPoolPercent: string;
  kpiPercent: string;
  divisions: Record<TLeadershipDivision, { grossProfit: string; goalPercent: string }>;
  members: readonly TWorksheetMember[];
}

export interface TWorksheetRow {
  UserID: number;
  TeamMember: string;
  Position: string | null;
  LeadershipDivision: TLeadershipDivision | null;
  Stars: number;
  Hours: string;
  Points: string;
  TotalPoints: string;
  ProfitSharePercent: string;
  ProfitSharePool: string;
  ProfitShareAmount: string;
  DivisionGrossProfit: string | null;
  DivisionGoalPercent: string | null;
  LeadershipPool: string | null;
  LeadershipPercent: string;
  LeadershipAmount: string;
  TotalProfitShareAmount: string;
}

export interface TWorksheetPool {
  GroupGrossProfit: string;
  GroupPoolPercent: string;
  PotentialProfitSharePool: string;
  KPIPercent: string;
  ProfitSharePool: string;
  TotalPoints: string;
  leadershipPools: Array<{
    division: TLeadershipDivision;
    grossProfit: string;
    goalPercent: string;
    pool: string;
  }>;
}

export interface TWorksheet {
  pool: TWorksheetPool;
  rows: TWorksheetRow[];
  totals: {
    Hours: string;
    Points: string;
    ProfitShareAmount: string;
    LeadershipAmount: string;
    TotalProfitShareAmount: string;
  };
}

const money = (d: TDecimal) => toNumeric(d, M);
const positive = (d: TDecimal) => (compare(d, ZERO) > 0 ? d : ZERO);

/** A pool: a (non-negative) gross profit times its percents, rounded to the cent. */
export function poolOf(grossProfit: string, ...percents: string[]): TDecimal {
  const exact = percents.reduce(
    (acc, p) => mul(acc, fromNumeric(p)),
    positive(fromNumeric(grossProfit)),
  );
  return round(exact, M);
}

/** Points = stars x hours. Worked example: 4 stars x 120.50 hours = 482.00. */
export function pointsOf(stars: number, hours: string): TDecimal {
  return round(mul(fromUnits(BigInt(stars)), fromNumeric(hours)), M);
}

/** part / whole to 6 places (0 when the whole is 0). */
function shareOf(part: TDecimal, whole: TDecimal): TDecimal {
  return compare(whole, ZERO) === 0 ? ZERO : div(part, whole, SHARE_PLACES);
}

/**
 * Splits a pool by weights to the cent (largest remainder): the parts sum to the pool exactly.
 * With no weight at all nothing is paid (the pool is not distributed).
 */
export function sharePool(pool: TDecimal, weights: readonly TDecimal[]): TDecimal[] {
  if (weights.every((w) => compare(w, ZERO) === 0)) return weights.map(() => ZERO);
  return allocate(pool, weights, M);
}

/**
 * A division's leadership shares: the pool x each leader's percent, split together so the shares
 * sum to round(pool x the sum of the percents) to the cent.
 */
export function leadershipShares(pool: TDecimal, percents: readonly TDecimal[]): TDecimal[] {
  const paid = round(mul(pool, sum(percents)), M);
  return sharePool(paid, percents);
}

function leadershipPools(input: TWorksheetInput) {
  const divisions = Object.keys(input.divisions) as TLeadershipDivision[];
  return divisions.map((division) => {
    const d = input.divisions[division];
    return {
      division,
      grossProfit: d.grossProfit,
      goalPercent: d.goalPercent,
      pool: poolOf(d.grossProfit, d.goalPercent),
    };
  });
}

/** Each leader's share, by member index (0 for members who lead nothing). */
function leaderAmounts(input: TWorksheetInput, pools: ReturnType<typeof leadershipPools>) {
  const amounts: TDecimal[] = input.members.map(() => ZERO);
  for (const p of pools) {
    const leaders = input.members
      .map((m, i) => ({ m, i }))
      .filter(({ m }) => m.leadership?.division === p.division);
    const shares = leadershipShares(
      p.pool,
      leaders.map(({ m }) => fromNumeric(m.leadership!.percent)),
    );
    leaders.forEach(({ i }, k) => (amounts[i] = shares[k]!));
  }
  return amounts;
}

/** The Individual Incentive Worksheet of a quarter: every column of every row, and the totals. */
export function computeWorksheet(input: TWorksheetInput): TWorksheet {
  const potential = poolOf(input.groupGrossProfit, input.groupPoolPercent);
  const profitPool = poolOf(input.groupGrossProfit, input.groupPoolPercent, input.kpiPercent);
  const points = input.members.map((m) => pointsOf(m.stars, m.hours));
  const totalPoints = sum(points);
  const shares = sharePool(profitPool, points);
  const pools = leadershipPools(input);
  const leaderShare = leaderAmounts(input, pools);
  const rows = input.members.map((m, i): TWorksheetRow => {
    const lp = m.leadership ? pools.find((p) => p.division === m.leadership!.division)! : null;
    return {
      UserID: m.userId,
      TeamMember: m.name,
      Position: m.position,
      LeadershipDivision: m.leadership?.division ?? null,
      Stars: m.stars,
      Hours: money(fromNumeric(m.hours)),
      Points: money(points[i]!),
      TotalPoints: money(totalPoints),
      ProfitSharePercent: toNumeric(shareOf(points[i]!, totalPoints), SHARE_PLACES),
      ProfitSharePool: money(profitPool),
      ProfitShareAmount: money(shares[i]!),
      DivisionGrossProfit: lp ? money(positive(fromNumeric(lp.grossProfit))) : null,
      DivisionGoalPercent: lp ? toNumeric(fromNumeric(lp.goalPercent), PLACES.fraction) : null,
      LeadershipPool: lp ? money(lp.pool) : null,
      LeadershipPercent: toNumeric(fromNumeric(m.leadership?.percent ?? '0'), PLACES.fraction),
      LeadershipAmount: money(leaderShare[i]!),
      TotalProfitShareAmount: money(add(shares[i]!, leaderShare[i]!)),
    };
  });
  const col = (
    k: 'Hours' | 'Points' | 'ProfitShareAmount' | 'LeadershipAmount' | 'TotalProfitShareAmount',
  ) => money(sum(rows.map((r) => fromNumeric(r[k]))));
  return {
    pool: {
      GroupGrossProfit: money(positive(fromNumeric(input.groupGrossProfit))),
      GroupPoolPercent: toNumeric(fromNumeric(input.groupPoolPercent), PLACES.fraction),
      PotentialProfitSharePool: money(potential),
      KPIPercent: toNumeric(fromNumeric(input.kpiPercent), PLACES.fraction),
      ProfitSharePool: money(profitPool),
      TotalPoints: money(totalPoints),
      leadershipPools: pools.map((p) => ({
        ...p,
        grossProfit: money(positive(fromNumeric(p.grossProfit))),
        pool: money(p.pool),
      })),
    },
    rows,
    totals: {
      Hours: col('Hours'),
      Points: col('Points'),
      ProfitShareAmount: col('ProfitShareAmount'),
      LeadershipAmount: col('LeadershipAmount'),
      TotalProfitShareAmount: col('TotalProfitShareAmount'),
    },
  };
}

/** A person's position: the first position role they hold, or null. */
export function positionOf(roleIds: readonly number[]) {
  return POSITION_ROLES.find((p) => roleIds.includes(p.id)) ?? null;
}

/**
 * The stars typed in the position grid (spec 2 §5): empty gives 0, non-numeric keeps the old
 * value (null here), otherwise a whole number 0 to 5 (a number out of range is refused: null).
 */
export function parseStarsEntry(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  const n = parseInteger(t);
  return n !== null && n >= 0 && n <= STARS_MAX ? n : null;
}

/**
 * The incentive % typed in the leadership grid (spec 2 §5): a decimal fraction with up to 4
 * places, 0 to 1; empty gives 0; a non-number reverts (null).
 */
export function parseIncentivePercentEntry(text: string): string | null {
  const t = text.trim();
  if (t === '') return '0.0000';
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const d = fromNumeric(t);
  if (compare(d, fromUnits(1n)) > 0 || d.scale > PLACES.fraction) return null;
  return toNumeric(d, PLACES.fraction);
}

/** Whole dollars on a certificate (spec 3 §2.8): rounded half away from zero. */
export const wholeDollars = (amount: string) => toNumeric(round(fromNumeric(amount), 0), 0);
/** Hours on a certificate are truncated to whole hours (spec 3 §2.8). */
export function truncatedHours(hours: string): string {
  const d = fromNumeric(hours);
  const whole = d.units / 10n ** BigInt(d.scale);
  return whole.toString();
}

/** A quarter is over (and may be locked as paid) once its last day is before today (YYYY-MM-DD). */
export function isQuarterOver(q: { year: number; quarter: number }, today: string): boolean {
  return quarterRange(q).to < today;
}
