import { z } from 'zod';
import { ZMoney } from '../core/money';
import { PAY_APP_STATUSES, REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '../billing/constants';
import { ZRetainageTerms } from './retainage-terms';

const GUID_MESSAGE = 'must be a payment application GUID';
/** A pay app's GUID (a UUID); anything else is a 400, never a database error. */
export const ZPayAppGuid = z
  .string({ error: GUID_MESSAGE })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, GUID_MESSAGE)
  .transform((s) => s.toLowerCase());

/** True when `text` is a GUID the page may ask the server about (else it is not found at once). */
export const isPayAppGuid = (text: string | null | undefined) =>
  ZPayAppGuid.safeParse(text ?? '').success;

export const ZPayAppGuidQuery = z.object({ guid: ZPayAppGuid });

const HASH_MESSAGE = 'figuresHash must be the SHA-256 (hex) of the figures the page showed';
/** The hash of the figures the page showed: a decision on other figures is refused (409). */
const ZFiguresHash = z.string({ error: HASH_MESSAGE }).regex(/^[0-9a-f]{64}$/, HASH_MESSAGE);
export const ZApproveBody = z.object({ guid: ZPayAppGuid, figuresHash: ZFiguresHash });

const REASON_MESSAGE = `must be at least ${REJECTION_REASON_MIN} characters`;
export const ZRejectBody = z.object({
  guid: ZPayAppGuid,
  figuresHash: ZFiguresHash,
  /** Spec 3 §5: required, at least 5 characters (counted after trimming). */
  reason: z
    .string({ error: REASON_MESSAGE })
    .max(REJECTION_REASON_MAX, `must be at most ${REJECTION_REASON_MAX} characters`)
    .refine((text) => text.trim().length >= REJECTION_REASON_MIN, REASON_MESSAGE),
});

/**
 * The G703 amounts of a row, a group or the grand totals, with the spec's names (spec 3 §3 "Pay
 * app grand totals") plus the AIA columns the spec leaves out: stored, percent, retainage.
 */
export const ZPayAppAmounts = z.object({
  /** B: original scheduled value (the approved Base contract). */
  base: ZMoney,
  /** Change orders (approved changes and selected alternates). */
  approvedChanges: ZMoney,
  /** C: revised scheduled value. */
  revisedValues: ZMoney,
  /** D: work completed on earlier applications. */
  previousPeriod: ZMoney,
  /** E: work completed this period. */
  thisPeriod: ZMoney,
  /** F: materials presently stored. */
  storedMaterials: ZMoney,
  /** G = D + E + F. */
  totalCompleted: ZMoney,
  /** G / C as a fraction with 4 places. */
  percentComplete: ZMoney,
  /** H = C − G. */
  balanceToFinish: ZMoney,
  /** I: retainage. */
  retainage: ZMoney,
  /** G past C: billed over the scheduled value (flagged on the page and the PDF). */
  overBilled: z.boolean(),
});
export type TPayAppAmounts = z.infer<typeof ZPayAppAmounts>;

/** G702 lines 1–9 (DOMAIN "Pay apps"). */
export const ZG702 = z.object({
  originalContractSum: ZMoney,
  netChangeByChangeOrders: ZMoney,
  contractSumToDate: ZMoney,
  totalCompletedAndStored: ZMoney,
  retainage: ZMoney,
  retainageOnWork: ZMoney,
  retainageOnStored: ZMoney,
  totalEarnedLessRetainage: ZMoney,
  lessPreviousCertificates: ZMoney,
  currentPaymentDue: ZMoney,
  balanceToFinishIncludingRetainage: ZMoney,
});

/** The G702's From (our company), To (the client) and contract blocks (issue 31 item 7). */
export const ZPayAppParties = z.object({
  /** Our company (CONTRACTOR_NAME). */
  contractor: z.string(),
  client: z.object({ name: z.string(), contactName: z.string(), address: z.string() }),
  /** The Base contract's approval day (YYYY-MM-DD), '' when unknown. */
  contractDate: z.string(),
});
export type TPayAppParties = z.infer<typeof ZPayAppParties>;

export const ZGrandTotalsReply = z.object({
  payAppApprovalGrandTotals: ZPayAppAmounts.extend({
    Status: z.enum(PAY_APP_STATUSES),
    projectID: z.number().int(),
    /** The application number (spec: paymentApplicationType). */
    paymentApplicationType: z.number().int(),
    /** 0, or the revision after a certified version was voided (issue 31 item 3). */
    revision: z.number().int(),
    projectName: z.string(),
    workLocationName: z.string(),
    projectDescription: z.string(),
    PMName: z.string(),
    PMEmail: z.string(),
    /** The period the application covers ends on this day (YYYY-MM-DD). */
    periodTo: z.string(),
    /** The day the application was issued (YYYY-MM-DD; issue 31 item 6). */
    applicationDate: z.string(),
    certifiedBy: z.enum(['client', 'accounting']).nullable(),
    certifiedAt: z.string().nullable(),
    g702: ZG702,
    /** The G702 change order summary (issue 31 item 1): additions, deductions (negative), net = line 2. */
    changeOrders: z.object({ additions: ZMoney, deductions: ZMoney, net: ZMoney }),
    /** SHA-256 of the figures shown (G702 and G703): what approve and reject send back. */
    figuresHash: z.string(),
    /** The project is closed: the page shows this instead of Approve and Reject (docs/rules.md). */
    closedMessage: z.string().nullable(),
    parties: ZPayAppParties,
    retainageTerms: ZRetainageTerms,
  }),
});
export type TGrandTotals = z.infer<typeof ZGrandTotalsReply>['payAppApprovalGrandTotals'];

export const ZSubtotalsReply = z.object({
  /** The same hash as the grand totals' when both were read from the same figures. */
  figuresHash: z.string(),
  payAppApprovalSubtotals: z.array(
    ZPayAppAmounts.extend({
      mainCategoryID: z.number().int(),
      categoryCode: z.string(),
      mainCategoryName: z.string(),
      subCategories: z.array(
        ZPayAppAmounts.extend({ subCategoryCode: z.string(), description: z.string() }),
      ),
    }),
  ),
});
export type TSubtotal = z.infer<typeof ZSubtotalsReply>['payAppApprovalSubtotals'][number];

export const ZDecisionReply = z.object({
  Status: z.enum(PAY_APP_STATUSES),
  /** Who was emailed the decision (the PM, else the notification group); null: nobody. */
  NotifiedName: z.string().nullable(),
});
