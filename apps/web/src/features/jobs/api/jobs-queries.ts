import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { jobsContract } from '@n5/shared/jobs/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const queuesQuery = queryOptions({
  queryKey: queryKeys.jobs.queues(),
  queryFn: ({ signal }) => callApi(jobsContract.listQueues, undefined, { signal }),
  refetchInterval: 10_000,
});

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: { queue: string; id: string }) =>
      callApi(jobsContract.retryJob, { params: job }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queuesQuery.queryKey }),
  });
}
