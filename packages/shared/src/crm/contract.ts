import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { ZCompany, ZContact, ZCrmUser, ZIndustry, ZSetContactBody } from './schemas';
import { ZIdInput } from '../core/ids';
import {
  ZAccountingParties,
  ZAccountingPartiesQuery,
  ZCompanyAccounting,
  ZCompanyAccountingInput,
} from './accounting';

const ZOptionalId = ZIdInput.optional();

export const crmContract = {
  listIndustries: defineRoute({
    method: 'GET',
    path: '/api/crm/industries',
    access: ACCESS.office,
    summary: 'Industry choices of a company',
    reply: z.object({ industries: z.array(ZIndustry) }),
  }),
  listContacts: defineRoute({
    method: 'GET',
    path: '/api/crm/contactbrowser',
    access: ACCESS.office,
    summary: 'Every contact with its company (or just one with contactID; 404 when unknown)',
    query: z.object({ contactID: ZOptionalId }),
    reply: z.object({ contacts: z.array(ZContact) }),
  }),
  getCompany: defineRoute({
    method: 'GET',
    path: '/api/crm/company',
    access: ACCESS.office,
    summary: "One company's corporate fields (404 when unknown)",
    query: z.object({ companyID: ZIdInput }),
    reply: z.object({ company: ZCompany }),
  }),
  listCompanies: defineRoute({
    method: 'GET',
    path: '/api/crm/companies',
    access: ACCESS.office,
    summary: 'Company ids and names (and whether a subcontractor), for choosing a company',
    reply: z.object({
      companies: z.array(
        z.object({
          CompanyID: z.number().int(),
          CompanyName: z.string(),
          SubcontractorInd: z.number().int(),
        }),
      ),
    }),
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/crm/users',
    access: ACCESS.office,
    summary: 'Active users who may own a contact relationship',
    reply: z.object({ users: z.array(ZCrmUser) }),
  }),
  setContact: defineRoute({
    method: 'POST',
    path: '/api/crm/setcontact',
    idempotency: 'key',
    access: ACCESS.office,
    summary:
      'Create (ContactID 0) or update a contact and create (CompanyID 0) or update its company, in one transaction',
    body: ZSetContactBody,
    reply: z.object({ contact: ZContact }),
  }),
  getCompanyAccounting: defineRoute({
    method: 'GET',
    path: '/api/crm/company/accounting',
    access: ACCESS.accounting,
    summary:
      "A company's Acumatica customer and vendor ids, and whether they are chosen from Acumatica's lists (404 when unknown)",
    query: z.object({ companyID: ZIdInput }),
    reply: z.object({ company: ZCompanyAccounting }),
  }),
  listAccountingParties: defineRoute({
    method: 'GET',
    path: '/api/crm/accounting-parties',
    access: ACCESS.accounting,
    summary:
      "A page of Acumatica's customers or vendors (search by name), through the accounting gateway; source none when no accounting system is connected",
    query: ZAccountingPartiesQuery,
    reply: ZAccountingParties,
  }),
  setCompanyAccounting: defineRoute({
    method: 'POST',
    path: '/api/crm/company/accounting',
    idempotency: 'repeatable',
    access: ACCESS.accounting,
    summary:
      "Sets (or clears) a company's Acumatica customer and vendor ids; checked against Acumatica when it is connected; audited",
    body: ZCompanyAccountingInput,
    reply: z.object({ company: ZCompanyAccounting }),
  }),
} as const;
