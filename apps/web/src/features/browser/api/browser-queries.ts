import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserContract as c } from '@n5/shared/browser/contract';
import type { TStageType } from '@n5/shared/project/constants';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type TGridKind = 'active' | 'archive';

/**
 * The route prefetches both lists while the screen's code downloads (app/route-table.ts); for
 * this long they count as fresh, so the screen does not fetch the same 4 MB again on mount.
 */
const PREFETCH_FRESH_MS = 2_000;

export const browserQuery = (grid: TGridKind) =>
  queryOptions({
    queryKey: queryKeys.browser.list(grid),
    queryFn: ({ signal }) =>
      callApi(grid === 'active' ? c.listActive : c.listArchive, {}, { signal }),
    staleTime: PREFETCH_FRESH_MS,
  });

export const stageCountsQuery = queryOptions({
  queryKey: queryKeys.browser.stageCounts(),
  queryFn: ({ signal }) => callApi(c.stageCounts, {}, { signal }),
  staleTime: PREFETCH_FRESH_MS,
});

/** Puts the server's row in place of the grid's; `remove` takes it out of the list instead. */
function useReplaceRow() {
  const queryClient = useQueryClient();
  return (project: TBrowserProject, remove = false) => {
    for (const grid of ['active', 'archive'] as const) {
      queryClient.setQueryData(browserQuery(grid).queryKey, (old) =>
        old
          ? {
              projects: remove
                ? old.projects.filter((p) => p.ProjectID !== project.ProjectID)
                : old.projects.map((p) => (p.ProjectID === project.ProjectID ? project : p)),
            }
          : old,
      );
    }
  };
}

/**
 * Reads one project's row again and puts it in the grid: after its notes change, the notes
 * marker follows without reading the whole list. Should the read fail, the lists are marked
 * stale, so the next visit reads them again.
 */
export function useRefreshRow() {
  const queryClient = useQueryClient();
  const replace = useReplaceRow();
  return (projectId: number) =>
    callApi(c.getRow, { query: { projectID: projectId } }).then(
      ({ project }) => replace(project),
      () => queryClient.invalidateQueries({ queryKey: queryKeys.browser.all, refetchType: 'none' }),
    );
}

export function useChangeStage() {
  const queryClient = useQueryClient();
  const replace = useReplaceRow();
  return useMutation({
    mutationFn: (input: { projectId: number; stageType: TStageType }) =>
      callApi(c.changeStage, { body: { projectID: input.projectId, stageType: input.stageType } }),
    onSuccess: ({ project }) => {
      // Canceled and Rejected projects leave the list (spec 2 §4).
      replace(project, project.StageType === 'Canceled' || project.StageType === 'Rejected');
      void queryClient.invalidateQueries({ queryKey: stageCountsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: browserQuery('archive').queryKey });
    },
  });
}

export function useSetForecast() {
  const replace = useReplaceRow();
  return useMutation({
    mutationFn: (input: {
      projectId: number;
      slot: number;
      month: number;
      monthStr: string;
      fraction: string;
    }) =>
      callApi(c.setBrowserForecast, {
        body: {
          projectID: input.projectId,
          forecastYear: input.slot,
          forecastMonth: input.month,
          forecastPercent: input.fraction,
          monthStr: input.monthStr,
        },
      }),
    onSuccess: ({ project }) => replace(project),
  });
}

export function useAddProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectName: string) => callApi(c.addProject, { body: { projectName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.browser.all }),
  });
}

export const PIPELINE_REPORT_PATH = c.pipelineReport.path;

/** Refresh Assignments asks the accounting system each time its dialog opens, and once only. */
export const assignmentsQuery = queryOptions({
  queryKey: queryKeys.accounting.projectAssignments(),
  queryFn: ({ signal }) => callApi(c.refreshAssignments, undefined, { signal }),
  gcTime: 0,
  retry: false,
});
