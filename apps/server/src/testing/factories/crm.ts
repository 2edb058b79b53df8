import { crmContract } from '@n5/shared/crm/contract';
import type { TCompany, TCompanyField, TContact, TContactInput } from '@n5/shared/crm/schemas';
import { type TApiCall, uniqueName } from './api-call';

type TCompanyFields = Pick<TContactInput, TCompanyField>;

export type TCompanyOverrides = Partial<TCompanyFields>;

/**
 * What the editor sends for a new contact at a new company, passing every rule (crm/rules.ts),
 * with unique names: tests change the fields they are about.
 */
export function newContactInput(): TContactInput {
  const name = uniqueName('Factory');
  const slug = name.toLowerCase().replaceAll(' ', '-');
  return {
    ContactID: 0,
    ContactName: `${name} Contact`,
    ContactTitle: 'Facilities Manager',
    ContactEmail: `${slug}@example.com`,
    ContactOfficePhone: '913-555-0142',
    ContactCellPhone: null,
    ContactRelationshipOwner: null,
    ReferredByContactID: null,
    ContactType: 'Client',
    ContactAddress: '1200 W 119th St',
    ContactCity: 'Olathe',
    ContactState: 'KS',
    ContactZip: '66061',
    CompanyID: 0,
    CompanyName: `${name} Company`,
    IndustryType: 'Healthcare',
    CorporateAddress: '1200 W 119th St',
    CorporateCity: 'Olathe',
    CorporateState: 'KS',
    CorporateZip: '66061',
    CorporatePhone: '913-555-0100',
    CorporateEmail: `info-${slug}@example.com`,
    VendorInd: 0,
    ClientInd: 1,
    SubcontractorInd: 0,
    Status: 'Active',
  };
}

/** An existing company's fields as the editor sends them back with a contact. */
export function companyFieldsOf(company: TCompany): TCompanyFields {
  return {
    CompanyName: company.CompanyName,
    IndustryType: company.IndustryType,
    CorporateAddress: company.CorporateAddress ?? '',
    CorporateCity: company.CorporateCity ?? '',
    CorporateState: company.CorporateState ?? '',
    CorporateZip: company.CorporateZip ?? '',
    CorporatePhone: company.CorporatePhone,
    CorporateEmail: company.CorporateEmail ?? '',
    VendorInd: company.VendorInd,
    ClientInd: company.ClientInd,
    SubcontractorInd: company.SubcontractorInd,
  };
}

/**
 * A new contact through POST /api/crm/setcontact, at a new company unless `company` is given
 * (then it joins that company, whose fields are sent back unchanged). The Vendor and
 * Subcontractor flags need permission 7 of the caller.
 */
export async function buildContact(
  call: TApiCall,
  overrides: Partial<Omit<TContactInput, 'CompanyID'>> & { company?: TCompany } = {},
): Promise<TContact> {
  const { company, ...fields } = overrides;
  const params: TContactInput = {
    ...newContactInput(),
    ...(company ? { ...companyFieldsOf(company), CompanyID: company.CompanyID } : {}),
    ...fields,
  };
  return (await call(crmContract.setContact, { body: { params } })).contact;
}

/** A new company, made as the CRM editor makes one: with its first contact. */
export async function buildCompany(
  call: TApiCall,
  overrides: TCompanyOverrides = {},
): Promise<TCompany> {
  const contact = await buildContact(call, overrides);
  const reply = await call(crmContract.getCompany, { query: { companyID: contact.CompanyID! } });
  return reply.company;
}
