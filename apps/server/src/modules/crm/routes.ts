import type { FastifyInstance } from 'fastify';
import { crmContract } from '@n5/shared/crm/contract';
import type { TDb } from '../../db/client';
import { FAST_COMPRESSION } from '../../lib/compression';
import { registerRoute } from '../../lib/route';
import { listActiveUsers, listCompanyNames, listIndustries } from './queries';
import { getCompany, getContacts, setContact } from './service';

export async function crmRoutes(app: FastifyInstance, options: { db: TDb }) {
  const { db } = options;
  registerRoute(app, crmContract.listIndustries, async () => ({
    industries: await listIndustries(db),
  }));
  registerRoute(
    app,
    crmContract.listContacts,
    async ({ query }) => ({ contacts: await getContacts(db, query.contactID) }),
    { compress: FAST_COMPRESSION },
  );
  registerRoute(app, crmContract.getCompany, async ({ query }) => ({
    company: await getCompany(db, query.companyID),
  }));
  registerRoute(app, crmContract.listCompanies, async () => ({
    companies: await listCompanyNames(db),
  }));
  registerRoute(app, crmContract.listUsers, async () => ({ users: await listActiveUsers(db) }));
  registerRoute(app, crmContract.setContact, async ({ body, request }) => ({
    contact: await setContact(db, body.params, request.user!),
  }));
}
