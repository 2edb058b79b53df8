import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { goalsContract as c } from '@n5/shared/goals/contract';
import type { TGoalType, TTeamGoalRole } from '@n5/shared/goals/constants';
import type { TDivision } from '@n5/shared/project/constants';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const companyGoalsQuery = (year: number) =>
  queryOptions({
    queryKey: queryKeys.goals.company(year),
    queryFn: ({ signal }) => callApi(c.financials, { query: { year } }, { signal }),
  });

/** Sets one cell; the grid takes the server's whole reply (its Total rows recomputed). */
export function useSetCompanyGoal(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      month: number;
      division: TDivision;
      goaltype: TGoalType;
      value: number;
    }) => callApi(c.setFinancial, { body: { year, ...input } }),
    onSuccess: (reply) => queryClient.setQueryData(companyGoalsQuery(year).queryKey, reply),
  });
}

export interface TTeamKey {
  year: number;
  division: TDivision;
  role: TTeamGoalRole;
}

export const teamGoalsQuery = (key: TTeamKey) =>
  queryOptions({
    queryKey: queryKeys.goals.team(key.year, key.division, key.role),
    queryFn: ({ signal }) => callApi(c.teamGoals, { query: key }, { signal }),
  });

export const teamMembersQuery = queryOptions({
  queryKey: queryKeys.goals.members(),
  queryFn: ({ signal }) => callApi(c.teamMembers, undefined, { signal }),
  staleTime: 5 * 60_000,
});

export function useSetTeamGoal(key: TTeamKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userid: number; field: string; value: number | string | null }) =>
      callApi(c.setTeamGoal, {
        body: { ...key, ...input, field: input.field as 'GoalAmount' },
      }),
    onSuccess: (reply) => queryClient.setQueryData(teamGoalsQuery(key).queryKey, reply),
  });
}

export function useAddTeamMembers(key: TTeamKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (members: number[]) => callApi(c.addTeamMembers, { body: { ...key, members } }),
    onSuccess: (reply) => queryClient.setQueryData(teamGoalsQuery(key).queryKey, reply),
  });
}
