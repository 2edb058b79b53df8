import { queryOptions } from '@tanstack/react-query';
import { browserContract } from '@n5/shared/browser/contract';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * A project's contract amount as every screen shows it (issue 40 item 2): the browser's row,
 * which the server computes with the contracts module's one SQL (the shared rule), so the
 * project page, Tracking and the browser read one figure. A contract write (an approval, a
 * stage change) makes it stale (the contracts feature's useContractMutation).
 */
export const contractAmountQuery = (projectId: number) =>
  queryOptions({
    queryKey: queryKeys.project.contractAmount(projectId),
    queryFn: ({ signal }) =>
      callApi(browserContract.getRow, { query: { projectID: projectId } }, { signal }),
    select: (reply) => ({
      amount: reply.project.ContractAmount,
      basis: reply.project.ContractAmountBasis,
    }),
  });
