import { z } from 'zod';
import { ZMoney } from '../core/money';
import { MONEY_MAX } from '../core/column-ranges';
import { ZIdInput } from '../core/ids';
import { decimalInput, wholeNumberInput } from '../core/strict-inputs';
import { PAY_APP_STATUSES } from './constants';
import { payAppDateInput } from './dates';
import { AGING_BUCKETS } from './payments';

/** Payments received and receivables (issue 31 item 5). Money crosses as decimal text. */
const ZText = ZMoney;

export const PAYMENT_REFERENCE_MAX = 100;

/** A payment: more than $0.00 up to the money column's range, a day, and a reference (400 otherwise). */
export const ZRecordPaymentBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: wholeNumberInput({ min: 1, max: 9999 }),
  amount: decimalInput({ places: 2, min: '0.01', max: MONEY_MAX }),
  receivedOn: payAppDateInput('The date received'),
  reference: z
    .string({ error: 'The reference is required (a check or transfer number).' })
    .trim()
    .min(1, 'The reference is required (a check or transfer number).')
    .max(
      PAYMENT_REFERENCE_MAX,
      `The reference must be at most ${PAYMENT_REFERENCE_MAX} characters.`,
    ),
});
export const ZDeletePaymentParams = z.object({ paymentId: ZIdInput });

export const ZPayment = z.object({
  paymentId: z.number().int(),
  paymentApplicationType: z.number().int(),
  amount: ZText,
  receivedOn: z.string(),
  reference: z.string(),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZAging = z.object({
  current: ZText,
  days30: ZText,
  days60: ZText,
  days90: ZText,
  total: ZText,
});

/** A certified pay app's line 8, what was received and what is still open (negative: a credit). */
export const ZReceivableApp = z.object({
  paymentApplicationType: z.number().int(),
  status: z.enum(PAY_APP_STATUSES),
  applicationDate: z.string(),
  amountDue: ZText,
  received: ZText,
  open: ZText,
  bucket: z.enum(AGING_BUCKETS).nullable(),
});

export const ZProjectReceivablesReply = z.object({
  payApps: z.array(ZReceivableApp),
  payments: z.array(ZPayment),
  aging: ZAging,
  retainageReceivable: ZText,
  /** The day the aging counts to (YYYY-MM-DD). */
  asOf: z.string(),
});

export const ZReceivablesReportReply = z.object({
  rows: z.array(
    z.object({
      projectID: z.number().int(),
      projectName: z.string(),
      aging: ZAging,
      retainageReceivable: ZText,
    }),
  ),
  totals: z.object({ aging: ZAging, retainageReceivable: ZText }),
  asOf: z.string(),
});

export const ZPaymentWriteReply = z.object({
  payment: ZPayment,
  status: z.enum(PAY_APP_STATUSES),
});
export const ZDeletePaymentReply = z.object({
  paymentId: z.number().int(),
  status: z.enum(PAY_APP_STATUSES),
});
