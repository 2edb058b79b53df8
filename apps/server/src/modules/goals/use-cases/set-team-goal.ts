import { fromPercent, parseDecimal, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import type { TSetTeamGoalBody } from '@n5/shared/goals/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import type { TGoalsDeps } from '../deps';
import { findTeamGoal, updateTeamGoalAmount, updateTeamGoalMonth } from '../queries';
import { assertGoalYear } from './get-financials';
import { listTeamMemberGoals } from './list-team-goals';

/**
 * Sets a team member's goal amount (whole dollars) or one month: the percent sent is stored as
 * its fraction (divided by 100), null empties it. The schema has refused anything else.
 */
export async function setTeamMemberGoal(deps: TGoalsDeps, input: TSetTeamGoalBody, user: TUser) {
  assertGoalYear(deps, input.year);
  const key = { year: input.year, division: input.division, role: input.role };
  const userId = input.userid;
  await deps.db.transaction(async (tx) => {
    const before = await findTeamGoal(tx, key, userId);
    if (!before) throw notFound('That team member has no goal for this year, division and role.');
    let after: Record<string, unknown>;
    if (input.field === 'GoalAmount') {
      const amount =
        typeof input.value === 'number' ? input.value : parseInteger(String(input.value))!;
      await updateTeamGoalAmount(tx, key, userId, amount);
      after = { goalAmount: amount };
    } else {
      const percent = input.value === null ? null : parseDecimal(input.value)!;
      const fraction = percent ? toNumeric(fromPercent(percent), PLACES.fraction) : null;
      await updateTeamGoalMonth(tx, key, userId, parseInteger(input.field)!, fraction);
      after = { [`month${input.field}`]: fraction };
    }
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'team_member_goal',
      entityId: `${key.year}:${key.division}:${key.role}:${userId}`,
      action: 'update',
      before:
        input.field === 'GoalAmount'
          ? { goalAmount: before.goalAmount }
          : { [`month${input.field}`]: before.months[parseInteger(input.field)! - 1] },
      after,
    });
  });
  return listTeamMemberGoals(deps, key);
}
