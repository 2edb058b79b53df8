import { PLACES, toNumeric } from '@n5/shared/core/decimal';
import { parseNumericInput } from '@n5/shared/core/strict-inputs';
import { BONUS_POOL_FIRST_YEAR, POSITION_ROLES } from '@n5/shared/incentives/constants';
import { positionOf } from '@n5/shared/incentives/rules';
import type {
  TBonusPoolBody,
  TLeadershipIncentiveRow,
  TPositionIncentiveRow,
  TYearQuarter,
} from '@n5/shared/incentives/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { assertUnlocked, assertYear, type TIncentivesDeps } from '../deps';
import { forgetRunningWorksheets } from './worksheet';
import {
  findLeader,
  findLock,
  listLeaders,
  listStars,
  updateLeaderPercent,
  upsertStars,
  upsertWeeklyHours,
} from '../queries';

async function leaderRows(
  deps: TIncentivesDeps,
  q: TYearQuarter,
): Promise<TLeadershipIncentiveRow[]> {
  const leaders = await listLeaders(deps.db, q);
  return leaders.map((l) => ({
    year: q.year,
    quarter: q.quarter,
    empuserid: l.userId,
    IncentivePercent: l.percent,
    empfullname: l.name,
    division: l.division,
  }));
}

async function positionRows(
  deps: TIncentivesDeps,
  q: TYearQuarter,
): Promise<TPositionIncentiveRow[]> {
  const [people, stars] = await Promise.all([
    deps.users.listUsersWithRoles(),
    listStars(deps.db, q),
  ]);
  const size = new Map<number, number>();
  for (const p of people) {
    const position = positionOf(p.RoleIDs);
    if (position) size.set(position.id, (size.get(position.id) ?? 0) + 1);
  }
  return POSITION_ROLES.map((p) => ({
    Year: q.year,
    Quarter: q.quarter,
    PositionID: p.id,
    Position: p.name,
    PoolSize: size.get(p.id) ?? 0,
    stars: stars.find((s) => s.roleId === p.id)?.stars ?? 0,
    weeklyHours: stars.find((s) => s.roleId === p.id)?.weeklyHours ?? null,
  }));
}

const isLocked = async (deps: TIncentivesDeps, q: TYearQuarter) =>
  (await findLock(deps.db, q.year, q.quarter)) !== null;

/** GET leadership-incentive. */
export async function getLeadershipIncentive(deps: TIncentivesDeps, q: TYearQuarter) {
  assertYear(deps, q.year, BONUS_POOL_FIRST_YEAR);
  const [leadershipIncentive, locked] = await Promise.all([leaderRows(deps, q), isLocked(deps, q)]);
  return { leadershipIncentive, locked };
}

/** GET position-incentive. */
export async function getPositionIncentive(deps: TIncentivesDeps, q: TYearQuarter) {
  assertYear(deps, q.year, BONUS_POOL_FIRST_YEAR);
  const [positionIncentive, locked] = await Promise.all([positionRows(deps, q), isLocked(deps, q)]);
  return { positionIncentive, locked };
}

/**
 * POST bonus-pool: a leader's incentive % (a fraction 0 to 1, 4 places), a position's stars
 * (0 to 5) or its standard weekly hours (0 to 80, null: paid by the hour; the schema refuses
 * others, 400). A locked quarter refuses (409); audited.
 */
export async function setBonusPool(deps: TIncentivesDeps, input: TBonusPoolBody, user: TUser) {
  assertYear(deps, input.year, BONUS_POOL_FIRST_YEAR);
  const q = { year: input.year, quarter: input.quarter };
  await deps.db.transaction(async (tx) => {
    await assertUnlocked(tx, q.year, q.quarter);
    if (input.type !== 'IncentivePercent') {
      if (!POSITION_ROLES.some((p) => p.id === input.positionID))
        throw notFound(`There is no position ${input.positionID}.`);
      let after: Record<string, unknown>;
      if (input.type === 'stars') {
        await upsertStars(tx, q, input.positionID, input.value);
        after = { stars: input.value };
      } else {
        const parsed = input.value === null ? null : parseNumericInput(input.value)!;
        const weeklyHours = parsed === null ? null : toNumeric(parsed, PLACES.money);
        await upsertWeeklyHours(tx, q, input.positionID, weeklyHours);
        after = { weeklyHours };
      }
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'incentive_position_stars',
        entityId: `${q.year}:${q.quarter}:${input.positionID}`,
        action: 'update',
        after,
      });
      return;
    }
    const before = await findLeader(tx, q, input.empUserID);
    if (!before) throw notFound('That person is not a leader in this quarter.');
    const percent = toNumeric(parseNumericInput(input.value)!, PLACES.fraction);
    await updateLeaderPercent(tx, q, input.empUserID, percent);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'incentive_leader',
      entityId: `${q.year}:${q.quarter}:${input.empUserID}`,
      action: 'update',
      before: { incentivePercent: before.percent },
      after: { incentivePercent: percent },
    });
  });
  forgetRunningWorksheets(deps);
  const [leadershipIncentive, positionIncentive] = await Promise.all([
    leaderRows(deps, q),
    positionRows(deps, q),
  ]);
  return { leadershipIncentive, positionIncentive };
}

export { leaderRows };
