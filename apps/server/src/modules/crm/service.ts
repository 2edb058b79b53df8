import type { TContactInputParsed } from '@n5/shared/crm/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TCrmDeps } from './deps';
import { getCompany } from './use-cases/get-company';
import { getContacts } from './use-cases/get-contacts';
import { listActiveUsers } from './use-cases/list-active-users';
import { listCompanyNames } from './use-cases/list-company-names';
import { listIndustries } from './use-cases/list-industries';
import { setContact } from './use-cases/set-contact';

/**
 * The CRM directory and editor (spec 2 §2.6): contacts with their companies. The service only
 * composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createCrmService(deps: TCrmDeps) {
  return {
    listIndustries: () => listIndustries(deps),
    getContacts: (contactId?: number) => getContacts(deps, { contactId }),
    getCompany: (companyId: number) => getCompany(deps, { companyId }),
    listCompanyNames: () => listCompanyNames(deps),
    listActiveUsers: () => listActiveUsers(deps),
    setContact: (input: TContactInputParsed, user: TUser) => setContact(deps, input, user),
  };
}
export type TCrmService = ReturnType<typeof createCrmService>;
