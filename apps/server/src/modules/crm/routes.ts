import type { FastifyInstance } from 'fastify';
import { crmContract } from '@n5/shared/crm/contract';
import { FAST_COMPRESSION } from '../../lib/compression';
import { registerRoute } from '../../lib/route';
import type { TCrmService } from './service';

export function registerCrmRoutes(app: FastifyInstance, crm: TCrmService) {
  registerRoute(app, crmContract.listIndustries, async () => ({
    industries: await crm.listIndustries(),
  }));
  registerRoute(
    app,
    crmContract.listContacts,
    async ({ query }) => ({ contacts: await crm.getContacts(query.contactID) }),
    { compress: FAST_COMPRESSION },
  );
  registerRoute(app, crmContract.getCompany, async ({ query }) => ({
    company: await crm.getCompany(query.companyID),
  }));
  registerRoute(app, crmContract.listCompanies, async () => ({
    companies: await crm.listCompanyNames(),
  }));
  registerRoute(app, crmContract.listUsers, async () => ({ users: await crm.listActiveUsers() }));
  registerRoute(app, crmContract.setContact, ({ body, request }) =>
    crm.setContact(body.params, request.user!),
  );
  registerRoute(app, crmContract.getCompanyAccounting, async ({ query }) => ({
    company: await crm.getCompanyAccounting(query.companyID),
  }));
  registerRoute(app, crmContract.listAccountingParties, ({ query }) =>
    crm.listAccountingParties(query),
  );
  registerRoute(app, crmContract.setCompanyAccounting, async ({ body, request }) => ({
    company: await crm.setCompanyAccounting(body, request.user!),
  }));
}
