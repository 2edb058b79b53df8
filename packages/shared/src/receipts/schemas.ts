import { z } from 'zod';
import { ZMoney } from '../core/money';
import { ZIdInput, ZIdText } from '../core/ids';
import { isCalendarDate } from '../core/field-rules';
import { parseReceiptTotal, RECEIPT_STATUSES, TOTAL_MESSAGE } from './rules';

/** A project the receipt may be for: text begins with its 5-character id (spec 3 §3). */
export const ZReceiptProjectOption = z.object({ value: z.number().int(), text: z.string() });
export const ZReceiptProjectOptionsReply = z.array(ZReceiptProjectOption);

export const ZReceiptConditionQuery = z.object({
  /** The first 5 characters of the project option's text (spec 3 §9). */
  projectID: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'projectID must be the project id (up to 5 digits).'),
});
export const ZReceiptConditionOption = z.object({
  value: z.number().int(),
  text: z.string(),
  internalcomments: z.string(),
  subcontractorscope: z.string(),
});
export const ZReceiptConditionOptionsReply = z.array(ZReceiptConditionOption);

/** The stored PDF (spec 3 §7 receipt-sas): blobName is what analyze-receipt is given. */
export const ZReceiptUploadReply = z.object({
  clientRequestId: z.string(),
  blobUrl: z.string(),
  blobName: z.string(),
  fileName: z.string(),
});

export const ZAnalyzeReceiptBody = z.object({
  blobName: z.string().uuid('blobName must be the uploaded receipt’s blobName.'),
});
export const ZReceiptReading = z.object({
  vendor: z.string().nullable(),
  transactionDate: z.string().nullable(),
  total: z.string().nullable(),
});

const text = (max: number) => z.string().max(max).nullish();

/** Shared fields of both saves; date and total are checked by the service (400 naming them). */
const ZReceiptCommon = {
  receiptFileURL: z.string().max(300),
  vendor: text(200),
  transactionDate: z.string().nullish(),
  total: z.union([z.string(), z.number()]).nullish(),
  /** The card answer (spec 3 §2.10): true for a Visa, gas card or Home Depot card. */
  purchasedWithCard: z.boolean().nullish(),
  contentType: z.string().max(100).nullish(),
  fileName: text(200),
  displayName: text(200),
  notes: text(4000),
};

export const ZSaveNonProjectReceiptBody = z.object(ZReceiptCommon);

export const ZSaveProjectReceiptBody = z.object({
  ...ZReceiptCommon,
  projectID: ZIdInput,
  conditionID: ZIdInput,
  PONumber: z.string().max(40),
  unformattedTotal: z.union([z.string(), z.number()]).nullish(),
  userID: ZIdInput.nullish(),
});

export const ZSavedReceiptReply = z.object({
  receiptID: z.number().int(),
  receiptNumber: z.string(),
});

export const ZReceiptListQuery = z.object({
  status: z.enum(RECEIPT_STATUSES).optional(),
  projectID: ZIdText.optional(),
  userID: ZIdText.optional(),
});

export const ZReceiptRow = z.object({
  receiptID: z.number().int(),
  receiptNumber: z.string(),
  kind: z.enum(['project', 'nonproject']),
  projectID: z.number().int().nullable(),
  projectName: z.string().nullable(),
  conditionID: z.number().int().nullable(),
  conditionName: z.string().nullable(),
  userID: z.number().int().nullable(),
  displayName: z.string().nullable(),
  vendor: z.string(),
  transactionDate: z.string(),
  total: ZMoney,
  purchasedWithCard: z.boolean(),
  notes: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  processedBy: z.string().nullable(),
  processedAt: z.string().nullable(),
  accountingReference: z.string().nullable(),
  createdAt: z.string(),
  pdfUrl: z.string(),
});
export type TReceiptRow = z.infer<typeof ZReceiptRow>;
export const ZReceiptListReply = z.object({ receipts: z.array(ZReceiptRow) });

export const ZReceiptParams = z.object({ receiptId: ZIdText });

/**
 * The receipt's details as the phone form holds them (spec 3 §2.10 step 3 / 6): the form
 * validates with this; the server checks the same rules on the saved body.
 */
export const ZReceiptDetailsForm = z.object({
  vendor: z.string().max(200, 'Vendor Name is at most 200 characters.'),
  transactionDate: z
    .string()
    .min(1, 'Transaction Date is required.')
    .refine(isCalendarDate, 'Transaction Date must be a date (YYYY-MM-DD).'),
  total: z
    .string()
    .min(1, 'Total is required.')
    .refine((text) => parseReceiptTotal(text) !== null, TOTAL_MESSAGE),
  purchasedWithCard: z.enum(['yes', 'no'], { error: 'Answer yes or no.' }),
  notes: z.string().max(4000, 'At most 4000 characters.'),
});
export type TReceiptDetailsForm = z.input<typeof ZReceiptDetailsForm>;
