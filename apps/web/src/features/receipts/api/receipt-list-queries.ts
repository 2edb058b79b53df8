import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import type { TReceiptStatus } from '@n5/shared/receipts/rules';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface TReceiptFilter {
  status?: TReceiptStatus;
  projectID?: string;
  userID?: string;
}

/** GET /api/receipts: accounting's list. */
export const receiptListQuery = (filter: TReceiptFilter) =>
  queryOptions({
    queryKey: queryKeys.receipts.list(filter),
    queryFn: ({ signal }) => callApi(c.list, { query: filter }, { signal }),
  });

/** POST /api/receipts/:id/processed. */
export function useMarkReceiptProcessed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: number) =>
      callApi(c.markProcessed, { params: { receiptId: String(receiptId) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.receipts.all }),
  });
}
