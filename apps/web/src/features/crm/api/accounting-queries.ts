import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountingPartyKind, TCompanyAccountingInput } from '@n5/shared/crm/accounting';
import { crmContract } from '@n5/shared/crm/contract';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/crm/company/accounting: the company's Acumatica ids and where choices come from. */
export const companyAccountingQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.crm.companyAccounting(companyId),
    queryFn: ({ signal }) =>
      callApi(crmContract.getCompanyAccounting, { query: { companyID: companyId } }, { signal }),
    select: (reply) => reply.company,
  });

/** GET /api/crm/accounting-parties: the first page of Acumatica's customers or vendors by name. */
export const accountingPartiesQuery = (kind: TAccountingPartyKind, search: string) =>
  queryOptions({
    queryKey: queryKeys.crm.accountingParties(kind, search),
    queryFn: ({ signal }) =>
      callApi(
        crmContract.listAccountingParties,
        { query: { kind, ...(search ? { search } : {}) } },
        { signal },
      ),
    // The list stays while the next search loads, so the field does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** POST /api/crm/company/accounting; the company's ids are read again. */
export function useSaveCompanyAccounting(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyAccountingInput) =>
      callApi(crmContract.setCompanyAccounting, { body: input }),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.crm.companyAccounting(companyId), reply);
    },
  });
}
