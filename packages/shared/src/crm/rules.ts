import { z } from 'zod';
import { fieldErrorsOf, optionalText, requiredText, type TTextFormat } from '../core/field-rules';
import { US_STATES, ZContactInput, type TContactInput } from './schemas';

/**
 * The contact editor's formats (spec 1 §5) as schemas of a filled-in, trimmed value, each with
 * the message naming the field.
 */
export const CONTACT_FORMATS = {
  /** name@domain.tld */
  email: {
    schema: z
      .string()
      .trim()
      .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/),
    message: (label) => `${label} must be an address like name@example.com.`,
  },
  /** ###-###-####; a US area code never starts with 0 or 1. */
  phone: {
    schema: z
      .string()
      .trim()
      .regex(/^[2-9]\d{2}-\d{3}-\d{4}$/),
    message: (label) => `${label} must be ###-###-#### with an area code starting 2-9.`,
  },
  zip: {
    schema: z
      .string()
      .trim()
      .regex(/^\d{5}$/),
    message: (label) => `${label} must be 5 digits.`,
  },
  /** Stored in upper case; typed in either. */
  state: {
    schema: z.string().trim().toUpperCase().pipe(z.enum(US_STATES)),
    message: (label) => `${label} must be a US state or DC, as its 2-letter code (e.g. KS).`,
  },
} satisfies Record<string, TTextFormat>;

/** The field rules of a contact (spec 1 §5); optional fields are checked only when filled in. */
const CONTACT_FIELD_RULES = {
  ContactName: requiredText()('Contact name'),
  ContactEmail: requiredText({ format: CONTACT_FORMATS.email })('Contact email'),
  ContactOfficePhone: requiredText({ format: CONTACT_FORMATS.phone })('Office phone'),
  ContactCellPhone: optionalText({ format: CONTACT_FORMATS.phone })('Cell phone'),
  ContactState: optionalText({ format: CONTACT_FORMATS.state })('State'),
  ContactZip: optionalText({ format: CONTACT_FORMATS.zip })('Zip'),
  CompanyName: requiredText()('Company name'),
  CorporateAddress: requiredText()('Corporate address'),
  CorporateCity: requiredText()('Corporate city'),
  CorporateState: requiredText({ format: CONTACT_FORMATS.state })('Corporate state'),
  CorporateZip: requiredText({ format: CONTACT_FORMATS.zip })('Corporate zip'),
  CorporatePhone: optionalText({ format: CONTACT_FORMATS.phone })('Corporate phone'),
  CorporateEmail: requiredText({ format: CONTACT_FORMATS.email })('Corporate email'),
};

/**
 * A contact as the editor may save it: the shape of POST /api/crm/setcontact with the field
 * rules on top. The form validates with it (zodResolver) and the server refuses what it refuses,
 * with the same words.
 */
export const ZContactRules = ZContactInput.extend(CONTACT_FIELD_RULES);

export type TContactFieldErrors = Partial<Record<keyof TContactInput, string>>;

/** Every field that breaks a rule, with its message; an empty object means it may be saved. */
export function contactFieldErrors(
  contact: Partial<Record<keyof TContactInput, unknown>>,
): TContactFieldErrors {
  const result = z.object(CONTACT_FIELD_RULES).safeParse(contact);
  return result.success ? {} : fieldErrorsOf(result.error);
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
