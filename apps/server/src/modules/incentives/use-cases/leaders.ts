import { BONUS_POOL_FIRST_YEAR } from '@n5/shared/incentives/constants';
import type { z } from 'zod';
import type { ZAddLeaderBody } from '@n5/shared/incentives/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/errors';
import { assertUnlocked, assertYear, type TIncentivesDeps } from '../deps';
import { insertLeader, findLock } from '../queries';
import { leaderRows } from './bonus-pool';
import { forgetRunningWorksheets } from './worksheet';

/** GET potential-leadership-pool-members: every active person (userid, name). */
export async function listLeaderCandidates(deps: TIncentivesDeps) {
  const people = await deps.users.listUsersWithRoles();
  return { members: people.map((p) => ({ userid: p.UserID, name: p.DisplayName })) };
}

/**
 * POST potential-leadership-pool-members (Add Leader): a person joins a quarter's leadership pool
 * in a division at 0%. 404 unknown person, 409 already a leader or a locked quarter; audited.
 */
export async function addLeader(
  deps: TIncentivesDeps,
  input: z.infer<typeof ZAddLeaderBody>,
  user: TUser,
) {
  assertYear(deps, input.year, BONUS_POOL_FIRST_YEAR);
  const q = { year: input.year, quarter: input.quarter };
  const people = await deps.users.listUsersWithRoles();
  if (!people.some((p) => p.UserID === input.empUserId))
    throw notFound(`There is no active person ${input.empUserId}.`);
  await deps.db.transaction(async (tx) => {
    await assertUnlocked(tx, q.year, q.quarter);
    const added = await insertLeader(tx, {
      ...q,
      userId: input.empUserId,
      division: input.division,
    });
    if (!added) throw conflict('That person is already a leader in this quarter.');
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'incentive_leader',
      entityId: `${q.year}:${q.quarter}:${input.empUserId}`,
      action: 'insert',
      after: { division: input.division, incentivePercent: '0.0000' },
    });
  });
  forgetRunningWorksheets(deps);
  const locked = (await findLock(deps.db, q.year, q.quarter)) !== null;
  return { leadershipIncentive: await leaderRows(deps, q), locked };
}
