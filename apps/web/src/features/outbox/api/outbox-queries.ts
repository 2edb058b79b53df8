import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { emailContract } from '@n5/shared/email/contract';
import type { TEmailStatus } from '@n5/shared/email/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const outboxListQuery = (params: { status?: TEmailStatus; page: number }) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(params),
    queryFn: ({ signal }) =>
      callApi(emailContract.listOutbox, { query: { ...params, pageSize: 50 } }, { signal }),
    placeholderData: keepPreviousData,
  });

export const outboxMessageQuery = (emailId: number) =>
  queryOptions({
    queryKey: queryKeys.outbox.message(emailId),
    queryFn: ({ signal }) =>
      callApi(emailContract.getOutboxMessage, { params: { id: emailId } }, { signal }),
  });

export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailId: number) =>
      callApi(emailContract.resendOutboxMessage, { params: { id: emailId } }),
    onSuccess: (message) => {
      queryClient.setQueryData(outboxMessageQuery(message.emailId).queryKey, message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.outbox.lists() });
    },
  });
}
