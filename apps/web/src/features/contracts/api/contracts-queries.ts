import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const key = (projectId: number, ...rest: string[]) => [
  ...queryKeys.project.contracts(projectId),
  ...rest,
];
const byProject = (projectId: number) => ({ query: { projectID: projectId } });

/** A push to accounting runs as a job: the table polls until no contract waits for it. */
const whileQueued = (query: {
  state: { data?: { contracts: Array<{ Accounting: { status: string } }> } };
}) => (query.state.data?.contracts.some((x) => x.Accounting.status === 'queued') ? 2000 : false);

export const clientContractsQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'client'),
    queryFn: ({ signal }) => callApi(c.clientContracts, byProject(projectId), { signal }),
    refetchInterval: whileQueued,
  });
export const clientTotalsQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'client-totals'),
    queryFn: ({ signal }) => callApi(c.clientContractsTotals, byProject(projectId), { signal }),
  });
export const clientDetailQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'client-detail'),
    queryFn: ({ signal }) => callApi(c.clientContractDetail, byProject(projectId), { signal }),
  });
export const v2ContractsQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'v2'),
    queryFn: ({ signal }) =>
      callApi(c.v2Contracts, { params: { id: String(projectId) } }, { signal }),
  });
export const subContractsQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'sub'),
    queryFn: ({ signal }) => callApi(c.subContracts, byProject(projectId), { signal }),
    refetchInterval: whileQueued,
  });
export const subTotalsQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'sub-totals'),
    queryFn: ({ signal }) => callApi(c.subContractsTotals, byProject(projectId), { signal }),
  });
export const subDetailQuery = (projectId: number) =>
  queryOptions({
    queryKey: key(projectId, 'sub-detail'),
    queryFn: ({ signal }) => callApi(c.subContractDetail, byProject(projectId), { signal }),
  });

/**
 * Every write here changes the project's contract tables: refresh them all. An approval or a
 * stage change also changes the project's contract amount (issue 40 item 2), which the browser's
 * lists show: they are marked stale, and read again when next shown.
 */
export function useContractMutation<TInput, TReply>(
  projectId: number,
  fn: (input: TInput) => Promise<TReply>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.project.contracts(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.project.contractAmount(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.browser.all, refetchType: 'none' }),
      ]),
  });
}

export { c as contractsApi };
