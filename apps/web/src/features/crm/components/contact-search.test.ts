import { describe, expect, it } from 'vitest';
import type { TContact } from '@n5/shared/crm/schemas';
import { filterContacts, indexContacts } from './contact-search';

const contact = (id: number, patch: Partial<TContact>): TContact => ({
  ContactID: id,
  ContactName: `Contact ${id}`,
  ContactTitle: null,
  ContactEmail: null,
  ContactOfficePhone: null,
  ContactCellPhone: null,
  ContactRelationshipOwner: null,
  ReferredByContactID: null,
  ContactType: 'Client',
  ContactAddress: null,
  ContactCity: null,
  ContactState: null,
  ContactZip: null,
  CompanyID: null,
  CompanyName: null,
  IndustryType: null,
  CorporateAddress: null,
  CorporateCity: null,
  CorporateState: null,
  CorporateZip: null,
  CorporatePhone: null,
  CorporateEmail: null,
  VendorInd: 0,
  ClientInd: 0,
  SubcontractorInd: 0,
  Status: 'Active',
  ReferredByName: null,
  OwnerName: null,
  ...patch,
});

const contacts = [
  contact(1, {
    ContactName: 'Dana Whitfield',
    CompanyName: 'Whitfield Dental Group',
    IndustryType: 'Healthcare',
  }),
  contact(2, {
    ContactName: 'Marcus Lee',
    CompanyName: 'City of Lenexa',
    OwnerName: 'Gloria Kimura',
    Status: 'Inactive',
  }),
  contact(3, {
    ContactName: 'Priya Shah',
    ContactEmail: 'priya@prairiesteel.com',
    CompanyName: 'Prairie Steel LLC',
  }),
];
const index = indexContacts(contacts);
const ids = (list: TContact[]) => list.map((c) => c.ContactID);

describe('filterContacts', () => {
  it('keeps everything with no search and status All', () => {
    expect(ids(filterContacts(index, '', 'All'))).toEqual([1, 2, 3]);
    expect(ids(filterContacts(index, '   ', 'All'))).toEqual([1, 2, 3]);
  });
  it('matches name, company, industry, owner and email, ignoring case', () => {
    expect(ids(filterContacts(index, 'whitfield', 'All'))).toEqual([1]);
    expect(ids(filterContacts(index, 'LENEXA', 'All'))).toEqual([2]);
    expect(ids(filterContacts(index, 'healthcare', 'All'))).toEqual([1]);
    expect(ids(filterContacts(index, 'kimura', 'All'))).toEqual([2]);
    expect(ids(filterContacts(index, 'prairiesteel.com', 'All'))).toEqual([3]);
  });
  it('needs every word, in any order, across fields', () => {
    expect(ids(filterContacts(index, 'dental dana', 'All'))).toEqual([1]);
    expect(ids(filterContacts(index, 'dana lenexa', 'All'))).toEqual([]);
  });
  it('applies the status filter', () => {
    expect(ids(filterContacts(index, '', 'Inactive'))).toEqual([2]);
    expect(ids(filterContacts(index, 'marcus', 'Active'))).toEqual([]);
  });
  it('filters 10,000 contacts on every field of the index', () => {
    const many = indexContacts(
      Array.from({ length: 10_000 }, (_, i) =>
        contact(i, { CompanyName: `Company ${i % 150}`, OwnerName: 'Gloria Kimura' }),
      ),
    );
    expect(filterContacts(many, 'company 14 kimura', 'Active').length).toBeGreaterThan(0);
  });
});
