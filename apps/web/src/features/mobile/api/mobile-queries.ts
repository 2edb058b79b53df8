import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { mobileContract as c } from '@n5/shared/mobile/contract';
import type { TJobStartupBody } from '@n5/shared/mobile/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TDispatchView = 'teamMember' | 'project';

export const menuLinksQuery = queryOptions({
  queryKey: queryKeys.mobile.menuLinks(),
  queryFn: ({ signal }) => callApi(c.menuLinks, {}, { signal }),
  staleTime: Infinity,
});

export const dispatchByTeamMemberQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.mobile.dispatch('teamMember', date),
    queryFn: ({ signal }) =>
      callApi(c.dispatchByTeamMember, { query: { assignmentDate: date } }, { signal }),
  });

export const dispatchByProjectQuery = (date: string) =>
  queryOptions({
    queryKey: queryKeys.mobile.dispatch('project', date),
    queryFn: ({ signal }) =>
      callApi(c.dispatchByProject, { query: { assignmentDate: date } }, { signal }),
  });

export const mobileProjectsQuery = queryOptions({
  queryKey: queryKeys.mobile.projects(),
  queryFn: ({ signal }) => callApi(c.listProjects, {}, { signal }),
});

export const mobileProjectInfoQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.mobileInfo(projectId),
    queryFn: ({ signal }) =>
      callApi(c.projectInfo, { query: { projectID: projectId } }, { signal }),
  });

export const projectCategoriesQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.categories(projectId),
    queryFn: ({ signal }) =>
      callApi(c.projectCategories, { query: { projectID: projectId } }, { signal }),
  });

export const jobStartupSignaturesQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.jobStartupSignatures(projectId),
    queryFn: ({ signal }) =>
      callApi(c.listJobStartupSignatures, { query: { projectID: projectId } }, { signal }),
  });

/** Signs; the list, the project's flags and the project list's warning follow. */
export function useAddJobStartupSignature(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TJobStartupBody, 'projectID'>) =>
      callApi(c.addJobStartupSignature, { body: { projectID: projectId, ...input } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(jobStartupSignaturesQuery(projectId).queryKey, reply);
      // The project's flags (here and on the desktop project page) follow the first signature.
      void queryClient.invalidateQueries({ queryKey: queryKeys.project.mobileInfo(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.project.flags(projectId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.mobile.projects() });
    },
  });
}

export const weeklyAssignmentsQuery = (userId: number | null, payPeriodStart: string) =>
  queryOptions({
    queryKey: queryKeys.mobile.week(userId, payPeriodStart),
    queryFn: ({ signal }) =>
      callApi(
        c.weeklyAssignments,
        { query: { payPeriodDate: payPeriodStart, ...(userId ? { userID: userId } : {}) } },
        { signal },
      ),
  });
