import { z } from 'zod';
import { MAX_ID, ZId } from '../core/ids';

export const CONTACT_TYPES = ['Client', 'Referrer'] as const;
export type TContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_STATUSES = ['Active', 'Inactive'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];

/** The 50 US states plus DC, by postal code (spec 1 §5). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const ZFlag = z.union([z.literal(0), z.literal(1)]);

/** A company's fields beside its id and name: on each of its contacts, and on the company itself. */
const companyDetailShape = {
  IndustryType: z.string().nullable(),
  CorporateAddress: z.string().nullable(),
  CorporateCity: z.string().nullable(),
  CorporateState: z.string().nullable(),
  CorporateZip: z.string().nullable(),
  CorporatePhone: z.string().nullable(),
  CorporateEmail: z.string().nullable(),
  VendorInd: ZFlag,
  ClientInd: ZFlag,
  SubcontractorInd: ZFlag,
};

/** The company fields a contact carries, which choosing a company fills in (spec 1 §5). */
export type TCompanyField = 'CompanyName' | keyof typeof companyDetailShape;

/**
 * A contact with its company's fields (spec 1 §3 Contact). The Client/Vendor/Sub flags, industry
 * and corporate fields belong to the company and are shared by all of its contacts.
 */
export const ZContact = z.object({
  ContactID: z.number().int(),
  ContactName: z.string(),
  ContactTitle: z.string().nullable(),
  ContactEmail: z.string().nullable(),
  ContactOfficePhone: z.string().nullable(),
  ContactCellPhone: z.string().nullable(),
  /** A user id. */
  ContactRelationshipOwner: z.number().int().nullable(),
  ReferredByContactID: z.number().int().nullable(),
  ContactType: z.enum(CONTACT_TYPES),
  ContactAddress: z.string().nullable(),
  ContactCity: z.string().nullable(),
  ContactState: z.string().nullable(),
  ContactZip: z.string().nullable(),
  CompanyID: z.number().int().nullable(),
  CompanyName: z.string().nullable(),
  ...companyDetailShape,
  Status: z.enum(CONTACT_STATUSES),
  /** Display names for the table (not part of the saved contact). */
  ReferredByName: z.string().nullable(),
  OwnerName: z.string().nullable(),
});
export type TContact = z.infer<typeof ZContact>;

const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * What the editor sends to POST /api/crm/setcontact. ContactID 0 creates a contact, CompanyID 0
 * (or null) a company. Shapes only; `ZContactRules` (rules.ts) adds the field rules, which the
 * server applies after this shape and the editor before sending.
 */
export const ZContactInput = z.object({
  ContactID: z.number().int().nonnegative().max(MAX_ID),
  ContactName: z.string().trim(),
  ContactTitle: optionalText,
  ContactEmail: z.string().trim(),
  ContactOfficePhone: z.string().trim(),
  ContactCellPhone: optionalText,
  ContactRelationshipOwner: ZId.nullish().transform((v) => v ?? null),
  ReferredByContactID: ZId.nullish().transform((v) => v ?? null),
  ContactType: z.enum(CONTACT_TYPES),
  ContactAddress: optionalText,
  ContactCity: optionalText,
  ContactState: optionalText,
  ContactZip: optionalText,
  CompanyID: z
    .number()
    .int()
    .nonnegative()
    .max(MAX_ID)
    .nullish()
    .transform((v) => v ?? 0),
  CompanyName: z.string().trim(),
  IndustryType: optionalText,
  CorporateAddress: z.string().trim(),
  CorporateCity: z.string().trim(),
  CorporateState: z.string().trim(),
  CorporateZip: z.string().trim(),
  CorporatePhone: optionalText,
  CorporateEmail: z.string().trim(),
  VendorInd: ZFlag,
  ClientInd: ZFlag,
  SubcontractorInd: ZFlag,
  Status: z.enum(CONTACT_STATUSES),
});
export type TContactInput = z.input<typeof ZContactInput>;
export type TContactInputParsed = z.output<typeof ZContactInput>;

/** The spec's POST body is `{ params: contact }`. */
export const ZSetContactBody = z.object({ params: ZContactInput });

export const ZCompany = z.object({
  CompanyID: z.number().int(),
  CompanyName: z.string(),
  ...companyDetailShape,
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZIndustry = z.object({ IndustryID: z.number().int(), IndustryType: z.string() });
export type TIndustry = z.infer<typeof ZIndustry>;

export const ZCrmUser = z.object({ UserID: z.number().int(), DisplayName: z.string() });
export type TCrmUser = z.infer<typeof ZCrmUser>;
