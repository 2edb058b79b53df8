import { z } from 'zod';
import { optionalText, type TTextFormat } from '../core/field-rules';
import { ZId, ZIdInput } from '../core/ids';
import { wholeNumberInput } from '../core/strict-inputs';

/**
 * A CRM company as the accounting system knows it (issue 38 item 1): Acumatica's CustomerID (the
 * company as a client) and VendorID (as a subcontractor or vendor), chosen from Acumatica's lists
 * or typed when no accounting system is connected. Admin and role Accounting set them.
 */

/** Acumatica keys are at most 30 characters: letters, digits and the segment separators. */
export const ACCOUNTING_ID_MAX = 30;
const ACCOUNTING_ID_FORMAT: TTextFormat = {
  schema: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 _\-./]*$/),
  message: (label) =>
    `${label} must start with a letter or digit and hold only letters, digits, spaces and - _ . /.`,
};

export const ACCOUNTING_ID_LABELS = {
  AccountingCustomerID: 'Acumatica Customer ID',
  AccountingVendorID: 'Acumatica Vendor ID',
} as const;

const accountingId = optionalText({ max: ACCOUNTING_ID_MAX, format: ACCOUNTING_ID_FORMAT });

/** The wire shape of a save: empty text or null clears an id. */
export const ZCompanyAccountingInput = z.object({
  CompanyID: ZIdInput,
  AccountingCustomerID: z.string().nullable(),
  AccountingVendorID: z.string().nullable(),
});
export type TCompanyAccountingInput = z.infer<typeof ZCompanyAccountingInput>;

/** The rules of the two ids, as the form and the server check them. */
export const ZCompanyAccountingRules = z.object({
  AccountingCustomerID: accountingId(ACCOUNTING_ID_LABELS.AccountingCustomerID),
  AccountingVendorID: accountingId(ACCOUNTING_ID_LABELS.AccountingVendorID),
});

/** Where the choices come from: Acumatica's lists, or none (ids are typed). */
export const ACCOUNTING_SOURCES = ['acumatica', 'none'] as const;
export type TAccountingSource = (typeof ACCOUNTING_SOURCES)[number];

export const ZCompanyAccounting = z.object({
  CompanyID: ZId,
  CompanyName: z.string(),
  AccountingCustomerID: z.string().nullable(),
  AccountingVendorID: z.string().nullable(),
  source: z.enum(ACCOUNTING_SOURCES),
});
export type TCompanyAccounting = z.infer<typeof ZCompanyAccounting>;

export const ACCOUNTING_PARTY_KINDS = ['customer', 'vendor'] as const;
export type TAccountingPartyKind = (typeof ACCOUNTING_PARTY_KINDS)[number];
/** Rows of one page of Acumatica's customers or vendors. */
export const ACCOUNTING_PARTY_PAGE_SIZE = 50;

export const ZAccountingParty = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string().nullable(),
});
export type TAccountingParty = z.infer<typeof ZAccountingParty>;

export const ZAccountingPartiesQuery = z.object({
  kind: z.enum(ACCOUNTING_PARTY_KINDS, { error: 'kind must be customer or vendor.' }),
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters.' })
    .optional(),
  page: wholeNumberInput({ min: 1, max: 10_000 }).optional(),
});

export const ZAccountingParties = z.object({
  source: z.enum(ACCOUNTING_SOURCES),
  parties: z.array(ZAccountingParty),
  more: z.boolean(),
});
export type TAccountingParties = z.infer<typeof ZAccountingParties>;
