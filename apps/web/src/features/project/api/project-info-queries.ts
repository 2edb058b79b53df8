import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { projectContract as c } from '@n5/shared/project/contract';
import type { TProject } from '@n5/shared/project/schemas';
import type { TProjectInfoField } from '@n5/shared/project/rules';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const projectQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.info(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.getProject, { query: { projectID: projectId } }, { signal })).projects[0]!,
  });

export const projectNameQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.name(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.getProjectName, { query: { projectID: projectId } }, { signal }))
        .projectName,
  });

/** Saves one field; the reply is the whole project, which replaces the cached one. */
export function useSetProjectInfo(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { field: TProjectInfoField; value: string | number | null }) =>
      callApi(c.setProjectInfo, { body: { projectID: projectId, ...input } }),
    onSuccess: ({ project }, { field }) => {
      queryClient.setQueryData<TProject>(queryKeys.project.info(projectId), project);
      queryClient.setQueryData(queryKeys.project.name(projectId), project.ProjectName);
      if (field === 'StageType') {
        // The stage moves the project between the browser's lists and changes its flags.
        void queryClient.invalidateQueries({ queryKey: queryKeys.browser.all });
        void queryClient.invalidateQueries({ queryKey: queryKeys.project.flags(projectId) });
      }
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
    queryKey: queryKeys.project.forecasting(projectId),
    queryFn: async ({ signal }) =>
      (await callApi(c.getForecasting, { query: { projectID: projectId } }, { signal }))
        .forecasting,
  });

export const projectFlagsQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.flags(projectId),
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
