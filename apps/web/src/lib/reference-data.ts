import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { crmContract } from '@n5/shared/crm/contract';
import { projectContract } from '@n5/shared/project/contract';
import { usersContract } from '@n5/shared/users/contract';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Lists that several screens read (users, contacts, companies, dropdown sources), as query
 * options: a screen takes them from here, so each list is fetched once under one key and shared
 * by every screen that shows it. Each resolves to the list itself.
 */

/** Dropdown sources change rarely; one load per visit is enough. */
const DROPDOWN_FRESH_MS = 5 * 60_000;
/** Lists of people and industries change even more rarely. */
const SLOW_FRESH_MS = 10 * 60_000;
/** The contact directory and company names change as colleagues add contacts. */
const DIRECTORY_FRESH_MS = 30_000;

/** Options of one list: its key, how to fetch it, and how long it counts as fresh. */
const referenceList = <K extends QueryKey, T>(
  queryKey: K,
  fetchList: (signal: AbortSignal) => Promise<T>,
  staleTime: number,
) => queryOptions({ queryKey, queryFn: ({ signal }) => fetchList(signal), staleTime });

/** GET /api/user/displaynames: every user's id and name (the project's people, note recipients). */
export const displayNamesQuery = referenceList(
  queryKeys.reference.users.displayNames(),
  async (signal) => (await callApi(usersContract.listDisplayNames, {}, { signal })).users,
  DROPDOWN_FRESH_MS,
);

/** GET /api/crm/users: active users who may own a contact relationship. */
export const relationshipOwnersQuery = referenceList(
  queryKeys.reference.users.relationshipOwners(),
  async (signal) => (await callApi(crmContract.listUsers, {}, { signal })).users,
  SLOW_FRESH_MS,
);

/** GET /api/crm/contactbrowser: every contact with its company (the CRM directory and editor). */
export const contactDirectoryQuery = referenceList(
  queryKeys.reference.contacts.directory(),
  async (signal) => (await callApi(crmContract.listContacts, { query: {} }, { signal })).contacts,
  DIRECTORY_FRESH_MS,
);

/** GET /api/project/contacts: the client contact choices of a project. */
export const contactOptionsQuery = referenceList(
  queryKeys.reference.contacts.options(),
  async (signal) => (await callApi(projectContract.listContacts, {}, { signal })).contacts,
  DROPDOWN_FRESH_MS,
);

/** GET /api/crm/companies: every company's id and name (the contact editor's company choice). */
export const companyNamesQuery = referenceList(
  queryKeys.reference.companies.names(),
  async (signal) => (await callApi(crmContract.listCompanies, {}, { signal })).companies,
  DIRECTORY_FRESH_MS,
);

/** GET /api/project/clientcompanies: the client company choices of a project. */
export const clientCompaniesQuery = referenceList(
  queryKeys.reference.companies.clients(),
  async (signal) => (await callApi(projectContract.listClientCompanies, {}, { signal })).companies,
  DROPDOWN_FRESH_MS,
);

export const industriesQuery = referenceList(
  queryKeys.reference.industries(),
  async (signal) => (await callApi(crmContract.listIndustries, {}, { signal })).industries,
  SLOW_FRESH_MS,
);

export const workLocationNamesQuery = referenceList(
  queryKeys.reference.workLocationNames(),
  async (signal) =>
    (await callApi(projectContract.listWorkLocationNames, {}, { signal })).workLocationNames,
  DROPDOWN_FRESH_MS,
);

export const billingAddressesQuery = referenceList(
  queryKeys.reference.billingAddresses(),
  async (signal) =>
    (await callApi(projectContract.listBillingAddresses, {}, { signal })).billingAddresses,
  DROPDOWN_FRESH_MS,
);
