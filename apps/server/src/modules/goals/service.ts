import type { TUser } from '@n5/shared/session/schemas';
import type { TGoalsDeps } from './deps';
import { addTeamMembers, listTeamMembers } from './use-cases/add-team-members';
import { getFinancials } from './use-cases/get-financials';
import { monthlyGoals, teamGoalAmounts } from './use-cases/goals-for-dashboard';
import { listTeamMemberGoals } from './use-cases/list-team-goals';
import { setFinancial } from './use-cases/set-financial';
import { setTeamMemberGoal } from './use-cases/set-team-goal';

type TInput<F> = F extends (deps: TGoalsDeps, input: infer I, ...rest: never[]) => unknown
  ? I
  : never;

/** Company goals and team member goals: the use cases, composed. */
export function createGoalsService(deps: TGoalsDeps) {
  return {
    getFinancials: (input: TInput<typeof getFinancials>) => getFinancials(deps, input),
    setFinancial: (input: TInput<typeof setFinancial>, user: TUser) =>
      setFinancial(deps, input, user),
    listTeamMemberGoals: (input: TInput<typeof listTeamMemberGoals>) =>
      listTeamMemberGoals(deps, input),
    setTeamMemberGoal: (input: TInput<typeof setTeamMemberGoal>, user: TUser) =>
      setTeamMemberGoal(deps, input, user),
    listTeamMembers: () => listTeamMembers(deps),
    addTeamMembers: (input: TInput<typeof addTeamMembers>, user: TUser) =>
      addTeamMembers(deps, input, user),
    monthlyGoals: (input: TInput<typeof monthlyGoals>) => monthlyGoals(deps, input),
    teamGoalAmounts: (input: TInput<typeof teamGoalAmounts>) => teamGoalAmounts(deps, input),
  };
}
export type TGoalsService = ReturnType<typeof createGoalsService>;
