import { isAdmin } from '@n5/shared/permissions/can';
import type { TAnalysis } from '@n5/shared/incentives/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { forbidden } from '../../../lib/errors';
import { assertYear, type TIncentivesDeps } from '../deps';
import { worksheetOf } from './worksheet';

/**
 * GET incentive-analysis: one person's quarter-to-date incentive with the pool's figures. A user
 * sees only their own (403 for anyone else's); admins may name anyone and get the people to pick.
 */
export async function getAnalysis(
  deps: TIncentivesDeps,
  input: { year: number; quarter: number; userID?: number | undefined },
  user: TUser,
) {
  const admin = isAdmin(user);
  const userId = input.userID ?? user.UserID;
  if (userId !== user.UserID && !admin) throw forbidden('You may see only your own incentive.');
  assertYear(deps, input.year);
  const sheet = await worksheetOf(deps, { year: input.year, quarter: input.quarter });
  const row = sheet.rows.find((r) => r.UserID === userId);
  const analysis: TAnalysis | null = row
    ? {
        ...row,
        GroupGrossProfit: sheet.pool.GroupGrossProfit,
        GroupPoolPercent: sheet.pool.GroupPoolPercent,
        PotentialProfitSharePool: sheet.pool.PotentialProfitSharePool,
        KPIPercent: sheet.pool.KPIPercent,
      }
    : null;
  const people = admin ? sheet.rows.map((r) => ({ userid: r.UserID, name: r.TeamMember })) : [];
  return { analysis, people };
}
