import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The tab's keys sit under the project's, so a project-wide invalidation reaches them. */
const key = (projectId: number, ...rest: Array<string | number>) =>
  [...queryKeys.project.all(projectId), 'tracking', ...rest] as const;

const project = (projectId: number) => ({ query: { projectID: projectId } });

export const costTrackingQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'cost-tracking'),
    queryFn: async ({ signal }) => {
      const [rows, totals] = await Promise.all([
        callApi(c.costTracking, project(projectId), { signal }),
        callApi(c.costTrackingTotals, project(projectId), { signal }),
      ]);
      return { rows: rows.rows, totals: totals.totals };
    },
  });

export const v2TrackingQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'v2'),
    queryFn: ({ signal }) =>
      callApi(c.v2Tracking, { params: { id: String(projectId) } }, { signal }),
  });

export const costManagementQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'cost-management'),
    queryFn: async ({ signal }) => {
      const [rows, totals] = await Promise.all([
        callApi(c.costManagement, project(projectId), { signal }),
        callApi(c.costManagementTotals, project(projectId), { signal }),
      ]);
      return { rows: rows.rows, totals: totals.totals };
    },
  });

export const costDetailQuery = (projectId: number, subCategories: readonly string[]) =>
  queryOptions({
    queryKey: key(projectId, 'cost-management-detail', subCategories.join('|')),
    queryFn: ({ signal }) =>
      callApi(
        c.costManagementDetail,
        { query: { projectID: projectId, subcategories: subCategories.join('|') } },
        { signal },
      ),
  });

export const purchasesQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'purchases'),
    queryFn: ({ signal }) => callApi(c.materialPurchases, project(projectId), { signal }),
  });

export const inventoryQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'inventory'),
    queryFn: ({ signal }) => callApi(c.inventory, project(projectId), { signal }),
  });

/** Every figure of the tab depends on the books: a write refreshes the whole tab. */
function useRefreshTab(projectId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key(projectId) });
}

export function useSetAdditionalCost(projectId: number) {
  const refresh = useRefreshTab(projectId);
  return useMutation({
    mutationFn: (input: { subCategoryCode: string; additionalCost: string | null }) =>
      callApi(c.setAdditionalCost, {
        body: {
          projectID: projectId,
          subCategoryCode: input.subCategoryCode,
          additionalCost: input.additionalCost,
        },
      }),
    onSuccess: refresh,
  });
}

export function useDeletePurchase(projectId: number) {
  const refresh = useRefreshTab(projectId);
  return useMutation({
    mutationFn: (purchaseOrderID: number) =>
      callApi(c.deletePurchase, { query: { purchaseOrderID, projectID: projectId } }),
    onSuccess: refresh,
  });
}

export function useDeleteInventoryItem(projectId: number) {
  const refresh = useRefreshTab(projectId);
  return useMutation({
    mutationFn: (id: number) =>
      callApi(c.deleteInventoryItem, { query: { id, projectID: projectId } }),
    onSuccess: refresh,
  });
}

/** Over/under billing of the project (issue 31 item 8). */
export const wipQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'wip'),
    queryFn: ({ signal }) => callApi(c.wip, project(projectId), { signal }),
  });

/** The company's WIP schedule, one page at a time. */
export const wipReportQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['reports', 'wip', page, pageSize] as const,
    queryFn: ({ signal }) => callApi(c.wipReport, { query: { page, pageSize } }, { signal }),
  });

/** Every row of the WIP schedule, a page of 200 at a time (the CSV export). */
export async function fetchWholeWipReport() {
  const first = await callApi(c.wipReport, { query: { page: 1, pageSize: 200 } });
  const rows = [...first.rows];
  for (let page = 2; rows.length < first.projectCount; page++) {
    const next = await callApi(c.wipReport, { query: { page, pageSize: 200 } });
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return { ...first, rows };
}
