import type { TCompany, TCompanyField, TContact, TContactInput } from '@n5/shared/crm/schemas';

/**
 * The editor's values: what POST /api/crm/setcontact takes, with '' for an empty text field.
 * `ZContactRules` turns them into the API's input (trimmed, empty optional text as null).
 */
export type TContactForm = {
  [K in keyof TContactInput]-?: string extends Exclude<TContactInput[K], null | undefined>
    ? string
    : Exclude<TContactInput[K], undefined>;
};

export const EMPTY_CONTACT: TContactForm = {
  ContactID: 0,
  ContactName: '',
  ContactTitle: '',
  ContactEmail: '',
  ContactOfficePhone: '',
  ContactCellPhone: '',
  ContactRelationshipOwner: null,
  ReferredByContactID: null,
  ContactType: 'Client',
  ContactAddress: '',
  ContactCity: '',
  ContactState: '',
  ContactZip: '',
  CompanyID: 0,
  CompanyName: '',
  IndustryType: '',
  CorporateAddress: '',
  CorporateCity: '',
  CorporateState: '',
  CorporateZip: '',
  CorporatePhone: '',
  CorporateEmail: '',
  VendorInd: 0,
  ClientInd: 0,
  SubcontractorInd: 0,
  Status: 'Active',
};

const text = (value: string | null) => value ?? '';

export function formOfContact(contact: TContact): TContactForm {
  return {
    ...EMPTY_CONTACT,
    ...companyFieldsOf({ ...contact, CompanyID: contact.CompanyID ?? 0 }),
    ContactID: contact.ContactID,
    ContactName: contact.ContactName,
    ContactTitle: text(contact.ContactTitle),
    ContactEmail: text(contact.ContactEmail),
    ContactOfficePhone: text(contact.ContactOfficePhone),
    ContactCellPhone: text(contact.ContactCellPhone),
    ContactRelationshipOwner: contact.ContactRelationshipOwner,
    ReferredByContactID: contact.ReferredByContactID,
    ContactType: contact.ContactType,
    ContactAddress: text(contact.ContactAddress),
    ContactCity: text(contact.ContactCity),
    ContactState: text(contact.ContactState),
    ContactZip: text(contact.ContactZip),
    Status: contact.Status,
  };
}

/** The company part of the form, from a chosen company. */
export function companyFieldsOf(
  company: Omit<TCompany, 'CompanyName'> & { CompanyName: string | null },
): Pick<TContactForm, 'CompanyID' | TCompanyField> {
  return {
    CompanyID: company.CompanyID,
    CompanyName: text(company.CompanyName),
    IndustryType: text(company.IndustryType),
    CorporateAddress: text(company.CorporateAddress),
    CorporateCity: text(company.CorporateCity),
    CorporateState: text(company.CorporateState),
    CorporateZip: text(company.CorporateZip),
    CorporatePhone: text(company.CorporatePhone),
    CorporateEmail: text(company.CorporateEmail),
    VendorInd: company.VendorInd,
    ClientInd: company.ClientInd,
    SubcontractorInd: company.SubcontractorInd,
  };
}
