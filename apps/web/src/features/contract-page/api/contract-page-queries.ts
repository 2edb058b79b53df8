import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractPageContract as c } from '@n5/shared/contract-page/contract';
import type { TContractLink } from '@n5/shared/contract-page/rules';
import type { TContractPageReply } from '@n5/shared/contract-page/schemas';
import { callApi } from '../../../lib/api-client';

/** How a page reached its contract: a /contract/ link, or the client contract view. */
export type TContractSource = { kind: 'link'; link: TContractLink } | { kind: 'view'; id: string };

const keyOf = (source: TContractSource) =>
  source.kind === 'link'
    ? ['contract-page', 'link', source.link.recipient, source.link.guid, source.link.companyId]
    : ['contract-page', 'view', source.id];

export const contractPageQuery = (source: TContractSource) =>
  queryOptions({
    queryKey: keyOf(source),
    queryFn: ({ signal }) =>
      source.kind === 'link'
        ? callApi(
            c.contract,
            {
              query: {
                recipient: source.link.recipient,
                guid: source.link.guid,
                companyID: String(source.link.companyId),
              },
            },
            { signal },
          )
        : callApi(c.clientContract, { params: { contractId: source.id } }, { signal }),
    // A not-found answer is final: the page shows its message at once.
    retry: false,
  });

export interface TSignInput {
  approvedBy: string;
  signature: string;
  documentHash: string;
}

/** The signature call of each page; its answer replaces the contract data (spec 3 §4). */
export function useSignContract(source: TContractSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignInput): Promise<TContractPageReply> =>
      source.kind === 'link'
        ? callApi(c.signature, {
            body: {
              ...input,
              recipient: source.link.recipient,
              guid: source.link.guid,
              companyID: String(source.link.companyId),
            },
          })
        : callApi(c.clientSignature, { params: { contractId: source.id }, body: input }),
    onSuccess: (reply) => queryClient.setQueryData(keyOf(source), reply),
  });
}

/** Once approved, polls every 2 s until the signed PDF exists (spec 3 §7). */
export function useSignedPdf(guid: string, approved: boolean) {
  return useQuery({
    queryKey: ['contract-page', 'pdf', guid],
    queryFn: ({ signal }) => callApi(c.checkContractExists, { query: { guid } }, { signal }),
    enabled: approved,
    refetchInterval: (query) => (query.state.data?.contractExists ? false : 2000),
  });
}
