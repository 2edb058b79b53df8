import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountingContract } from '@n5/shared/accounting/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const connectionQuery = queryOptions({
  queryKey: queryKeys.accounting.connection(),
  queryFn: ({ signal }) => callApi(accountingContract.connection, undefined, { signal }),
});

/** Connect is a browser navigation: the server answers with Acumatica's sign-in page. */
export const CONNECT_HREF = accountingContract.connect.path;

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(accountingContract.disconnect, undefined),
    onSuccess: (connection) => queryClient.setQueryData(connectionQuery.queryKey, connection),
  });
}
