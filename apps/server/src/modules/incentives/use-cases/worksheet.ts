import { fromNumeric, sum, toNumeric } from '@n5/shared/core/decimal';
import {
  DIVISIONS_OF_LEADERSHIP,
  LEADERSHIP_DIVISIONS,
  type TIncentivePool,
  type TLeadershipDivision,
} from '@n5/shared/incentives/constants';
import { computeWorksheet, positionOf, type TWorksheetMember } from '@n5/shared/incentives/rules';
import { ZWorksheet, type TWorksheetReply, type TYearQuarter } from '@n5/shared/incentives/schemas';
import { quarterRange } from '@n5/shared/kpi/quarters';
import type { TDivision } from '@n5/shared/project/constants';
import { salariedHours } from '@n5/shared/incentives/salaried-hours';
import { assertYear, today, type TIncentivesDeps } from '../deps';
import { findLock, listLeaders, listPools, listStars } from '../queries';

type TPoolRows = Awaited<ReturnType<typeof listPools>>;

/** The percent of a pool in a quarter ('0' when never set). */
export const poolPercent = (pools: TPoolRows, quarter: number, pool: TIncentivePool) =>
  pools.find((p) => p.quarter === quarter && p.pool === pool)?.percent ?? '0';

/** The team members of a quarter: everyone holding a position, and the quarter's leaders. */
async function membersOf(deps: TIncentivesDeps, q: TYearQuarter): Promise<TWorksheetMember[]> {
  const { from, to } = quarterRange(q);
  const [people, leaders, stars, hours] = await Promise.all([
    deps.users.listUsersWithRoles(),
    listLeaders(deps.db, q),
    listStars(deps.db, q),
    deps.timesheet.approvedHours({ from, to }),
  ]);
  const starsOf = new Map(stars.map((s) => [s.roleId, s.stars]));
  const weeklyHoursOf = new Map(stars.map((s) => [s.roleId, s.weeklyHours]));
  const hoursOf = new Map(hours.map((h) => [h.userId, h.hours]));
  const asOf = today(deps).toISOString().slice(0, 10);
  // A salaried position's members get its standard week; the others their approved hours.
  const hoursOfMember = (userId: number, positionId: number | undefined) => {
    const weekly = positionId === undefined ? null : weeklyHoursOf.get(positionId);
    if (weekly !== null && weekly !== undefined) return salariedHours(weekly, { from, to }, asOf);
    return hoursOf.get(userId) ?? '0';
  };
  const leaderOf = new Map(leaders.map((l) => [l.userId, l]));
  const members: TWorksheetMember[] = [];
  const seen = new Set<number>();
  const add = (userId: number, name: string, roleIds: readonly number[]) => {
    const position = positionOf(roleIds);
    const leader = leaderOf.get(userId);
    if (!position && !leader) return;
    seen.add(userId);
    members.push({
      userId,
      name,
      position: position?.name ?? null,
      stars: position ? (starsOf.get(position.id) ?? 0) : 0,
      hours: hoursOfMember(userId, position?.id),
      leadership: leader ? { division: leader.division, percent: leader.percent } : null,
    });
  };
  for (const p of people) add(p.UserID, p.DisplayName, p.RoleIDs);
  for (const l of leaders) if (!seen.has(l.userId)) add(l.userId, l.name, []);
  return members.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
}

const grossProfitOf = (byDivision: Record<TDivision, string>, divisions: readonly TDivision[]) =>
  toNumeric(sum(divisions.map((d) => fromNumeric(byDivision[d]))), 2);

/** The worksheet as the figures stand now (hours, gross profit, KPI %, stars and percents). */
export async function liveWorksheet(
  deps: TIncentivesDeps,
  q: TYearQuarter,
): Promise<TWorksheetReply> {
  const firstMonth = (q.quarter - 1) * 3 + 1;
  const [members, pools, byDivision, kpis] = await Promise.all([
    membersOf(deps, q),
    listPools(deps.db, q.year),
    deps.dashboards.actualGrossProfit({
      year: q.year,
      fromMonth: firstMonth,
      toMonth: firstMonth + 2,
    }),
    deps.kpi.kpis({ year: q.year, quarter: q.quarter }),
  ]);
  const divisions = Object.fromEntries(
    LEADERSHIP_DIVISIONS.map((d) => [
      d,
      {
        grossProfit: grossProfitOf(byDivision, DIVISIONS_OF_LEADERSHIP[d]),
        goalPercent: poolPercent(pools, q.quarter, d),
      },
    ]),
  ) as Record<TLeadershipDivision, { grossProfit: string; goalPercent: string }>;
  const worksheet = computeWorksheet({
    groupGrossProfit: divisions.Group.grossProfit,
    groupPoolPercent: poolPercent(pools, q.quarter, 'Profit Share'),
    kpiPercent: kpis.positionPayout,
    divisions,
    members,
  });
  return { year: q.year, quarter: q.quarter, lockedAt: null, ...worksheet };
}

/**
 * The live worksheets being computed, by quarter: requests that arrive together (the payout
 * screen asks for the summary, the pool calculation and four worksheets at once) share one
 * computation instead of repeating it. An entry lives only while it runs, and every incentives
 * write drops them all once committed, so nothing computed before a change is handed out after.
 */
const inflight = new WeakMap<TIncentivesDeps, Map<string, Promise<TWorksheetReply>>>();

function sharedLiveWorksheet(deps: TIncentivesDeps, q: TYearQuarter) {
  let running = inflight.get(deps);
  if (!running) inflight.set(deps, (running = new Map()));
  const key = `${q.year}-${q.quarter}`;
  const existing = running.get(key);
  if (existing) return existing;
  const computed = liveWorksheet(deps, q).finally(() => {
    if (running.get(key) === computed) running.delete(key);
  });
  running.set(key, computed);
  return computed;
}

/** After a committed write: no running computation may be shared any more. */
export const forgetRunningWorksheets = (deps: TIncentivesDeps) => inflight.get(deps)?.clear();

/** A locked quarter's frozen worksheet, or the live one. */
export async function worksheetOf(
  deps: TIncentivesDeps,
  q: TYearQuarter,
): Promise<TWorksheetReply> {
  const lock = await findLock(deps.db, q.year, q.quarter);
  if (lock) return { ...ZWorksheet.parse(lock.worksheet), lockedAt: lock.lockedAt.toISOString() };
  return sharedLiveWorksheet(deps, q);
}

/** GET payout-worksheet (admins). */
export async function getWorksheet(deps: TIncentivesDeps, q: TYearQuarter) {
  assertYear(deps, q.year);
  return { worksheet: await worksheetOf(deps, q) };
}
