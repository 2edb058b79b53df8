import { US_STATES, type TContactInput } from './schemas';

/**
 * The contact editor's field rules (spec 1 §5), used by the form before sending and by the
 * server before saving, so both refuse the same input with the same words.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** ###-###-####; a US area code never starts with 0 or 1. */
const PHONE = /^[2-9]\d{2}-\d{3}-\d{4}$/;
const ZIP = /^\d{5}$/;
const STATES: ReadonlySet<string> = new Set(US_STATES);

export const isValidEmail = (value: string) => EMAIL.test(value.trim());
export const isValidPhone = (value: string) => PHONE.test(value.trim());
export const isValidZip = (value: string) => ZIP.test(value.trim());
export const isValidState = (value: string) => STATES.has(value.trim().toUpperCase());

/** The fields a contact cannot be saved without, with the label the form shows. */
export const REQUIRED_CONTACT_FIELDS = {
  ContactName: 'Contact name',
  ContactEmail: 'Contact email',
  ContactOfficePhone: 'Office phone',
  CompanyName: 'Company name',
  CorporateEmail: 'Corporate email',
  CorporateAddress: 'Corporate address',
  CorporateCity: 'Corporate city',
  CorporateState: 'Corporate state',
  CorporateZip: 'Corporate zip',
} as const satisfies Partial<Record<keyof TContactInput, string>>;

export const CONTACT_FIELD_LABELS: Partial<Record<keyof TContactInput, string>> = {
  ...REQUIRED_CONTACT_FIELDS,
  ContactCellPhone: 'Cell phone',
  CorporatePhone: 'Corporate phone',
  ContactState: 'State',
  ContactZip: 'Zip',
};

const EMAIL_FIELDS = ['ContactEmail', 'CorporateEmail'] as const;
const PHONE_FIELDS = ['ContactOfficePhone', 'ContactCellPhone', 'CorporatePhone'] as const;
const ZIP_FIELDS = ['ContactZip', 'CorporateZip'] as const;
const STATE_FIELDS = ['ContactState', 'CorporateState'] as const;

export const CONTACT_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  email: (label: string) => `${label} must be an address like name@example.com.`,
  phone: (label: string) => `${label} must be ###-###-#### with an area code starting 2-9.`,
  zip: (label: string) => `${label} must be 5 digits.`,
  state: (label: string) => `${label} must be a US state or DC, as its 2-letter code (e.g. KS).`,
};

export type TContactFieldErrors = Partial<Record<keyof TContactInput, string>>;

type TFieldValues = Partial<Record<keyof TContactInput, unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Every field that breaks a rule, with its message; an empty object means the contact may be
 * saved. A missing required field reports "required" only; optional fields are checked when
 * filled in.
 */
export function contactFieldErrors(contact: TFieldValues): TContactFieldErrors {
  const errors: TContactFieldErrors = {};
  const label = (field: keyof TContactInput) => CONTACT_FIELD_LABELS[field] ?? field;
  for (const field of Object.keys(REQUIRED_CONTACT_FIELDS) as Array<
    keyof typeof REQUIRED_CONTACT_FIELDS
  >) {
    if (!textOf(contact[field])) errors[field] = CONTACT_MESSAGES.required(label(field));
  }
  const check = (
    fields: readonly (keyof TContactInput)[],
    isValid: (value: string) => boolean,
    message: (label: string) => string,
  ) => {
    for (const field of fields) {
      const value = textOf(contact[field]);
      if (value && !errors[field] && !isValid(value)) errors[field] = message(label(field));
    }
  };
  check(EMAIL_FIELDS, isValidEmail, CONTACT_MESSAGES.email);
  check(PHONE_FIELDS, isValidPhone, CONTACT_MESSAGES.phone);
  check(ZIP_FIELDS, isValidZip, CONTACT_MESSAGES.zip);
  check(STATE_FIELDS, isValidState, CONTACT_MESSAGES.state);
  return errors;
}

/** What changed in the Vendor and Subcontractor flags, which only permission 7 may change. */
export function changesVendorFlags(
  before: { VendorInd: number; SubcontractorInd: number } | null,
  after: { VendorInd: number; SubcontractorInd: number },
): boolean {
  return (
    after.VendorInd !== (before?.VendorInd ?? 0) ||
    after.SubcontractorInd !== (before?.SubcontractorInd ?? 0)
  );
}

/** ContactType as the editor and the table show it: "Referrer: Yes/No" (spec 1 §9). */
export const referrerLabel = (contactType: string) => (contactType === 'Referrer' ? 'Yes' : 'No');
