import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectInfoContract as c } from '@n5/shared/projects/project-info-contract';
import type { TProject } from '@n5/shared/projects/project-info-schemas';
import type { TProjectInfoField } from '@n5/shared/projects/project-info-rules';
import { usersContract } from '@n5/shared/users/contract';
import { callApi } from '../../../lib/api-client';

export const projectKeys = {
  project: (projectId: number) => ['project', projectId, 'info'] as const,
  name: (projectId: number) => ['project', projectId, 'name'] as const,
};

export const projectQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.project(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.getProject, { query: { projectID: projectId } }, { signal })).projects[0]!,
  });

export const projectNameQuery = (projectId: number) =>
  queryOptions({
    queryKey: projectKeys.name(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.getProjectName, { query: { projectID: projectId } }, { signal }))
        .projectName,
  });

/** Dropdown sources change rarely; one load per visit is enough. */
const LISTS_STALE_MS = 5 * 60_000;

export const contactsQuery = queryOptions({
  queryKey: ['project-lists', 'contacts'],
  queryFn: async ({ signal }) => (await callApi(c.listContacts, {}, { signal })).contacts,
  staleTime: LISTS_STALE_MS,
});
export const clientCompaniesQuery = queryOptions({
  queryKey: ['project-lists', 'client-companies'],
  queryFn: async ({ signal }) => (await callApi(c.listClientCompanies, {}, { signal })).companies,
  staleTime: LISTS_STALE_MS,
});
export const workLocationsQuery = queryOptions({
  queryKey: ['project-lists', 'work-locations'],
  queryFn: async ({ signal }) =>
    (await callApi(c.listWorkLocationNames, {}, { signal })).workLocationNames,
  staleTime: LISTS_STALE_MS,
});
export const billingAddressesQuery = queryOptions({
  queryKey: ['project-lists', 'billing-addresses'],
  queryFn: async ({ signal }) =>
    (await callApi(c.listBillingAddresses, {}, { signal })).billingAddresses,
  staleTime: LISTS_STALE_MS,
});
export const userNamesQuery = queryOptions({
  queryKey: ['project-lists', 'user-names'],
  queryFn: async ({ signal }) =>
    (await callApi(usersContract.listDisplayNames, {}, { signal })).users,
  staleTime: LISTS_STALE_MS,
});

/** Saves one field; the reply is the whole project, which replaces the cached one. */
export function useSetProjectInfo(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { field: TProjectInfoField; value: string | number | null }) =>
      callApi(c.setProjectInfo, { body: { projectID: projectId, ...input } }),
    onSuccess: ({ project }) => {
      queryClient.setQueryData<TProject>(projectKeys.project(projectId), project);
      queryClient.setQueryData(projectKeys.name(projectId), project.ProjectName);
    },
  });
}

export function useDuplicateProject() {
  return useMutation({
    mutationFn: (input: { projectName: string; projectIDToCopy: number }) =>
      callApi(c.duplicateProject, { body: input }),
  });
}

export const fetchTaskBudget = (projectId: number) =>
  callApi(c.projectTaskSpreadsheet, { query: { projectID: projectId } });

export const forecastingQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['project', projectId, 'forecasting'] as const,
    queryFn: async ({ signal }) =>
      (await callApi(c.getForecasting, { query: { projectID: projectId } }, { signal }))
        .forecasting,
  });

export const projectFlagsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['project', projectId, 'flags'] as const,
    queryFn: async ({ signal }) =>
      (await callApi(c.getProjectFlags, { query: { projectID: projectId } }, { signal })).flags,
  });

/** Saves one cell; the reply replaces the grid, and the flags (Forecast) are read again. */
export function useSetForecast(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      forecastYear: 1 | 2 | 3;
      forecastMonth: number;
      /** The fraction ("0.2500"), as the shared forecast body takes it. */
      forecastPercent: string;
      monthStr: string;
    }) => callApi(c.setForecast, { body: { projectID: projectId, ...input } }),
    onSuccess: ({ forecasting }) => {
      queryClient.setQueryData(forecastingQuery(projectId).queryKey, forecasting);
      void queryClient.invalidateQueries({ queryKey: projectFlagsQuery(projectId).queryKey });
    },
  });
}
