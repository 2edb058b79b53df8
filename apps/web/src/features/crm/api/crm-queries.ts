import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { crmContract } from '@n5/shared/crm/contract';
import type { TContactInput } from '@n5/shared/crm/schemas';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: queryKeys.crm.company(companyId),
    queryFn: ({ signal }) =>
      callApi(crmContract.getCompany, { query: { companyID: companyId } }, { signal }),
  });

/**
 * POST /api/crm/setcontact. Every list of contacts and companies (the directory, the editor's
 * company names, the project page's dropdowns) and the cached companies are read again.
 */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: TContactInput) =>
      callApi(crmContract.setContact, { body: { params: contact } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reference.contacts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reference.companies.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.crm.all }),
      ]);
    },
  });
}
