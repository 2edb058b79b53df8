import { z } from 'zod';
import { parseInteger } from '../core/integer';
import { ZMoney } from '../core/money';

/** The texts of spec 2 §2.19 and §8, exactly. */
export const ACCOUNTING_REPORT_TEXT = {
  success: 'Success!',
  uploadNoData: 'Something went wrong. Please contact your IT Administrator.',
  noBudgets: 'There are no project budgets to retrieve.',
  noUnbilled: 'There are no unbilled projects for the selected month.',
} as const;

const ZMonth = z
  .number({ error: 'month must be a whole number from 1 to 12' })
  .int('month must be a whole number from 1 to 12')
  .min(1, 'month must be a whole number from 1 to 12')
  .max(12, 'month must be a whole number from 1 to 12');
const ZYear = z
  .number({ error: 'year must be a whole number from 2000 to 2100' })
  .int('year must be a whole number from 2000 to 2100')
  .min(2000, 'year must be a whole number from 2000 to 2100')
  .max(2100, 'year must be a whole number from 2000 to 2100');
const monthText = z
  .string()
  .regex(/^(0?[1-9]|1[0-2])$/, 'month must be a whole number from 1 to 12')
  .transform((t) => parseInteger(t)!);
const yearText = z
  .string()
  .regex(/^(20\d\d|2100)$/, 'year must be a whole number from 2000 to 2100')
  .transform((t) => parseInteger(t)!);

/** GM Report Upload (spec 2 §7): month, year and the first sheet's rows as JSON text. */
export const ZGrossProfitUploadBody = z.object({
  month: ZMonth,
  year: ZYear,
  json: z.string({ error: 'json is required' }).max(5_000_000, 'json is over 5 MB'),
});
export type TGrossProfitUploadBody = z.infer<typeof ZGrossProfitUploadBody>;

/** The original's stored-procedure answer: a list whose first row says ReturnValue 1. */
export const ZGrossProfitUploadReply = z.object({
  data: z.array(z.object({ ReturnValue: z.number().int(), RowsLoaded: z.number().int() })),
});

/** GET /api/project/invoice-log?date=YYYY-MM-DD: the month of that day. */
export const ZInvoiceLogQuery = z.object({
  date: z
    .string()
    .regex(
      /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
      'date must be a day such as 2026-11-01',
    ),
});

/**
 * One client invoice of the month: a certified pay app (local books), or an AR invoice of the
 * accounting system, which has no pay app number when it was billed there directly.
 */
export const ZInvoiceLogRow = z.object({
  ProjectID: z.number().int(),
  ProjectName: z.string(),
  ProjectManager: z.string().nullable(),
  /** The accounting system's invoice number; "PA-{n}" for a pay app of the local books. */
  Reference: z.string(),
  PayAppNumber: z.number().int().nullable(),
  Status: z.string(),
  InvoiceDate: z.string(),
  CompletedAndStored: ZMoney.nullable(),
  Retainage: ZMoney.nullable(),
  CurrentPaymentDue: ZMoney,
});
export type TInvoiceLogRow = z.infer<typeof ZInvoiceLogRow>;

export const ZUnbilledQuery = z.object({ month: monthText, year: yearText });

export const ZUnbilledRow = z.object({
  ProjectID: z.number().int(),
  ProjectName: z.string(),
  ProjectManager: z.string().nullable(),
  StageType: z.string(),
  LastBilledDate: z.string().nullable(),
});
export type TUnbilledRow = z.infer<typeof ZUnbilledRow>;

/** One task budget line (the accounting gateway's TBudgetRow). */
export const ZBudgetRow = z.object({
  projectId: z.number().int(),
  subCategoryCode: z.string(),
  description: z.string(),
  type: z.enum(['Income', 'Expense']),
  accountGroup: z.string().nullable(),
  costCode: z.string().nullable(),
  uom: z.string().nullable(),
  originalBudgetedQty: z.string(),
  originalBudgetedAmount: ZMoney,
  revisedBudgetedAmount: ZMoney,
  committedAmount: ZMoney,
  actualQty: z.string(),
  actualAmount: ZMoney,
});
export type TBudgetReportRow = z.infer<typeof ZBudgetRow>;
