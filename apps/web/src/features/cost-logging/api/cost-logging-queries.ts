import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { costLoggingContract as c } from '@n5/shared/cost-logging/contract';
import type { TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const key = queryKeys.project.costLogging;

export const conditionsQuery = (projectId: number, subCategoryCode: string) =>
  queryOptions({
    queryKey: key(projectId, 'conditions', subCategoryCode),
    queryFn: ({ signal }) =>
      callApi(
        c.conditionsByCategory,
        { query: { projectID: projectId, subCategoryCode } },
        { signal },
      ),
  });

export const laborHoursQuery = (
  projectId: number,
  input: { conditionID: number; userID: number; date: string },
) =>
  queryOptions({
    queryKey: key(projectId, 'labor', input.conditionID, input.userID, input.date),
    queryFn: ({ signal }) => callApi(c.laborHours, { query: input }, { signal }),
  });

/** A person's day on every condition of a project (the phone's weekly hours). */
export const dayHoursQuery = (projectId: number, input: { userID: number; date: string }) =>
  queryOptions({
    queryKey: key(projectId, 'day-hours', input.userID, input.date),
    queryFn: ({ signal }) =>
      callApi(c.dayHours, { query: { projectID: projectId, ...input } }, { signal }),
  });

export const purchaseOrdersQuery = (
  projectId: number,
  conditionID: number,
  purchaseOrderType: TPurchaseOrderType,
) =>
  queryOptions({
    queryKey: key(projectId, 'purchase-orders', conditionID, purchaseOrderType),
    queryFn: ({ signal }) =>
      callApi(c.purchaseOrders, { query: { conditionID, purchaseOrderType } }, { signal }),
  });

export const inventoryQuery = (projectId: number, conditionID: number) =>
  queryOptions({
    queryKey: key(projectId, 'inventory', conditionID),
    queryFn: ({ signal }) => callApi(c.inventoryLog, { query: { conditionID } }, { signal }),
  });

export const otherInventoryQuery = (projectId: number, conditionID: number) =>
  queryOptions({
    queryKey: key(projectId, 'inventory-other', conditionID),
    queryFn: ({ signal }) =>
      callApi(
        c.inventoryLogOtherConditions,
        { query: { projectID: projectId, conditionID } },
        { signal },
      ),
  });

export const stockItemsQuery = queryOptions({
  queryKey: queryKeys.mobile.stockItems(),
  queryFn: ({ signal }) => callApi(c.stockItems, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** Deletes are sent at once (they need the network); the project's field data follows. */
export function useDeletePurchaseOrder(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      purchaseOrderID: number;
      conditionID: number;
      purchaseOrderType: TPurchaseOrderType;
    }) => callApi(c.deletePurchaseOrder, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project.all(projectId) }),
  });
}

export function useDeleteInventoryItem(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; conditionID: number; other: boolean }) =>
      input.other
        ? callApi(c.deleteInventoryItemOtherConditions, {
            body: { id: input.id, conditionID: input.conditionID, projectID: projectId },
          })
        : callApi(c.deleteInventoryItem, {
            body: { id: input.id, conditionID: input.conditionID },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.project.all(projectId) }),
  });
}
