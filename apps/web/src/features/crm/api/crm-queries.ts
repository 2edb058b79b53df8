import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { crmContract } from '@n5/shared/crm/contract';
import type { TContactInput } from '@n5/shared/crm/schemas';
import { callApi } from '../../../lib/api-client';

const CRM_KEY = 'crm';

export const contactsQuery = queryOptions({
  queryKey: [CRM_KEY, 'contacts'],
  queryFn: ({ signal }) => callApi(crmContract.listContacts, { query: {} }, { signal }),
  select: (reply) => reply.contacts,
  staleTime: 30_000,
});

export const companyNamesQuery = queryOptions({
  queryKey: [CRM_KEY, 'companies'],
  queryFn: ({ signal }) => callApi(crmContract.listCompanies, {}, { signal }),
  select: (reply) => reply.companies,
  staleTime: 30_000,
});

export const companyQuery = (companyId: number) =>
  queryOptions({
    queryKey: [CRM_KEY, 'company', companyId],
    queryFn: ({ signal }) =>
      callApi(crmContract.getCompany, { query: { companyID: companyId } }, { signal }),
  });

export const industriesQuery = queryOptions({
  queryKey: [CRM_KEY, 'industries'],
  queryFn: ({ signal }) => callApi(crmContract.listIndustries, {}, { signal }),
  select: (reply) => reply.industries,
  staleTime: 10 * 60_000,
});

export const crmUsersQuery = queryOptions({
  queryKey: [CRM_KEY, 'users'],
  queryFn: ({ signal }) => callApi(crmContract.listUsers, {}, { signal }),
  select: (reply) => reply.users,
  staleTime: 10 * 60_000,
});

/** POST /api/crm/setcontact; the directory and company lists are reloaded after a save. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: TContactInput) =>
      callApi(crmContract.setContact, { body: { params: contact } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [CRM_KEY] });
    },
  });
}
