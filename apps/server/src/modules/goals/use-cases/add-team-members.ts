import type { TAddTeamMembersBody } from '@n5/shared/goals/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest } from '../../../lib/errors';
import type { TGoalsDeps } from '../deps';
import { insertTeamMembers } from '../queries';
import { assertGoalYear } from './get-financials';
import { listTeamMemberGoals } from './list-team-goals';

/** The people who may be given a goal: active users (spec: id, full_name). */
export async function listTeamMembers(deps: TGoalsDeps) {
  const people = await deps.users.listUsers();
  return { members: people.map((p) => ({ id: p.UserID, full_name: p.DisplayName })) };
}

/** Adds people to a year, division and role with an empty goal; those already there stay. */
export async function addTeamMembers(deps: TGoalsDeps, input: TAddTeamMembersBody, user: TUser) {
  assertGoalYear(deps, input.year);
  const key = { year: input.year, division: input.division, role: input.role };
  const active = new Set((await deps.users.listUsers()).map((p) => p.UserID));
  const unknown = input.members.filter((id) => !active.has(id));
  if (unknown.length) throw badRequest(`members: no active user ${unknown.join(', ')}`);
  await deps.db.transaction(async (tx) => {
    const added = await insertTeamMembers(tx, key, [...new Set(input.members)]);
    for (const { userId } of added) {
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'team_member_goal',
        entityId: `${key.year}:${key.division}:${key.role}:${userId}`,
        action: 'insert',
        after: { ...key, userId, goalAmount: 0 },
      });
    }
  });
  return listTeamMemberGoals(deps, key);
}
