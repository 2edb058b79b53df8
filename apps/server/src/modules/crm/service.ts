import type { TAccountingPartyKind, TCompanyAccountingInput } from '@n5/shared/crm/accounting';
import type { TContactInputParsed } from '@n5/shared/crm/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TCrmDeps } from './deps';
import { getCompany } from './use-cases/get-company';
import { getCompanyAccounting } from './use-cases/get-company-accounting';
import { listAccountingParties } from './use-cases/list-accounting-parties';
import { setCompanyAccounting } from './use-cases/set-company-accounting';
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
    getCompanyAccounting: (companyId: number) => getCompanyAccounting(deps, { companyId }),
    listAccountingParties: (input: {
      kind: TAccountingPartyKind;
      search?: string;
      page?: number;
    }) => listAccountingParties(deps, input),
    setCompanyAccounting: (input: TCompanyAccountingInput, user: TUser) =>
      setCompanyAccounting(deps, input, user),
  };
}
export type TCrmService = ReturnType<typeof createCrmService>;
