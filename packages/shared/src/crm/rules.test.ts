import { describe, expect, it } from 'vitest';
import { changesVendorFlags, CONTACT_FORMATS, contactFieldErrors, referrerLabel } from './rules';
import { US_STATES } from './schemas';

const accepts = (format: keyof typeof CONTACT_FORMATS) => (value: string) =>
  CONTACT_FORMATS[format].schema.safeParse(value).success;
const isValidEmail = accepts('email');
const isValidPhone = accepts('phone');
const isValidZip = accepts('zip');
const isValidState = accepts('state');

const valid = {
  ContactName: 'Dana Whitfield',
  ContactEmail: 'dana.whitfield@example.com',
  ContactOfficePhone: '913-555-0142',
  ContactCellPhone: '',
  CompanyName: 'Whitfield Dental Group',
  CorporateEmail: 'info@whitfielddental.com',
  CorporateAddress: '1200 W 119th St',
  CorporateCity: 'Olathe',
  CorporateState: 'KS',
  CorporateZip: '66061',
  CorporatePhone: '913-555-0100',
};

describe('CONTACT_FORMATS.email', () => {
  it.each(['a@b.co', 'dana.whitfield@example.com', 'first+tag@sub.example.org'])(
    'accepts %s',
    (value) => expect(isValidEmail(value)).toBe(true),
  );
  it.each(['', 'dana', 'dana@', '@example.com', 'dana@example', 'da na@example.com', 'a@b..com'])(
    'refuses "%s"',
    (value) => expect(isValidEmail(value)).toBe(false),
  );
});

describe('CONTACT_FORMATS.phone', () => {
  it.each(['913-555-0142', '200-000-0000', '999-999-9999', ' 316-555-0100 '])(
    'accepts %s',
    (value) => expect(isValidPhone(value)).toBe(true),
  );
  it.each([
    '113-555-0142', // area code starts with 1
    '013-555-0142', // area code starts with 0
    '9135550142',
    '(913) 555-0142',
    '913-555-014',
    '913-5550-142',
    '913 555 0142',
    '913-555-01422',
  ])('refuses "%s"', (value) => expect(isValidPhone(value)).toBe(false));
});

describe('CONTACT_FORMATS.zip', () => {
  it.each(['66061', '00501', '99950'])('accepts %s', (value) =>
    expect(isValidZip(value)).toBe(true),
  );
  it.each(['6606', '660610', '66061-1234', 'ABCDE', ''])('refuses "%s"', (value) =>
    expect(isValidZip(value)).toBe(false),
  );
});

describe('CONTACT_FORMATS.state', () => {
  it('knows the 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES).size).toBe(51);
    for (const state of US_STATES) expect(isValidState(state)).toBe(true);
  });
  it('accepts lower case (the server stores upper case)', () => {
    expect(isValidState('ks')).toBe(true);
    expect(isValidState('dc')).toBe(true);
  });
  it.each(['PR', 'GU', 'Kansas', 'K', '', 'XX'])('refuses "%s"', (value) =>
    expect(isValidState(value)).toBe(false),
  );
});

describe('contactFieldErrors', () => {
  it('passes a complete, well-formed contact', () => {
    expect(contactFieldErrors(valid)).toEqual({});
  });

  it('reports every missing required field, and only "required" for them', () => {
    expect(contactFieldErrors({})).toEqual({
      ContactName: 'Contact name is required.',
      ContactEmail: 'Contact email is required.',
      ContactOfficePhone: 'Office phone is required.',
      CompanyName: 'Company name is required.',
      CorporateEmail: 'Corporate email is required.',
      CorporateAddress: 'Corporate address is required.',
      CorporateCity: 'Corporate city is required.',
      CorporateState: 'Corporate state is required.',
      CorporateZip: 'Corporate zip is required.',
    });
  });

  it('treats blanks as missing', () => {
    expect(contactFieldErrors({ ...valid, ContactName: '   ' })).toEqual({
      ContactName: 'Contact name is required.',
    });
  });

  it('checks the formats of filled-in fields', () => {
    expect(
      contactFieldErrors({
        ...valid,
        ContactEmail: 'dana@',
        CorporateEmail: 'info',
        ContactOfficePhone: '113-555-0142',
        ContactCellPhone: '9135550142',
        CorporatePhone: '(913) 555-0100',
        CorporateZip: '6606',
        ContactZip: '660611',
        CorporateState: 'Kansas',
        ContactState: 'PR',
      }),
    ).toEqual({
      ContactEmail: 'Contact email must be an address like name@example.com.',
      CorporateEmail: 'Corporate email must be an address like name@example.com.',
      ContactOfficePhone: 'Office phone must be ###-###-#### with an area code starting 2-9.',
      ContactCellPhone: 'Cell phone must be ###-###-#### with an area code starting 2-9.',
      CorporatePhone: 'Corporate phone must be ###-###-#### with an area code starting 2-9.',
      CorporateZip: 'Corporate zip must be 5 digits.',
      ContactZip: 'Zip must be 5 digits.',
      CorporateState: 'Corporate state must be a US state or DC, as its 2-letter code (e.g. KS).',
      ContactState: 'State must be a US state or DC, as its 2-letter code (e.g. KS).',
    });
  });

  it('leaves optional fields alone when empty', () => {
    expect(
      contactFieldErrors({
        ...valid,
        ContactCellPhone: null,
        CorporatePhone: '',
        ContactZip: undefined,
        ContactState: '',
      }),
    ).toEqual({});
  });
});

describe('changesVendorFlags', () => {
  it('is false when vendor and sub flags stay as they were', () => {
    expect(
      changesVendorFlags(
        { VendorInd: 1, SubcontractorInd: 0 },
        { VendorInd: 1, SubcontractorInd: 0 },
      ),
    ).toBe(false);
    expect(changesVendorFlags(null, { VendorInd: 0, SubcontractorInd: 0 })).toBe(false);
  });
  it('is true when either flag changes, or a new company starts flagged', () => {
    expect(
      changesVendorFlags(
        { VendorInd: 0, SubcontractorInd: 0 },
        { VendorInd: 1, SubcontractorInd: 0 },
      ),
    ).toBe(true);
    expect(
      changesVendorFlags(
        { VendorInd: 0, SubcontractorInd: 1 },
        { VendorInd: 0, SubcontractorInd: 0 },
      ),
    ).toBe(true);
    expect(changesVendorFlags(null, { VendorInd: 0, SubcontractorInd: 1 })).toBe(true);
  });
});

describe('referrerLabel', () => {
  it('shows ContactType as Referrer Yes/No', () => {
    expect(referrerLabel('Referrer')).toBe('Yes');
    expect(referrerLabel('Client')).toBe('No');
  });
});
