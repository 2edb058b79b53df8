import type { TPayAppStatus } from '../billing/constants';

/** The page's texts (spec 3 §2.4, §4, §5); the web page, the tests and the PDF read them here. */
export const PAYAPP_TEXTS = {
  preparing: 'Payment Application is being prepared.',
  thankYou: 'Thank you!',
  approved: 'Payment Application has been approved',
  approveConfirm: 'Are you sure you want to approve this payment application?',
  rejectTitle: 'Reject Payment Application',
  rejectLabel: 'Please provide a rejection reason',
  sendRejection: 'Send Rejection',
  grandTotals: 'GRAND TOTALS',
  download: 'Download .pdf',
  overBilled: 'Over-billed',
  overBilledNote: 'billed past the scheduled value (over 100% complete).',
} as const;

/**
 * What the client reads once their rejection is taken (issue 40 item 10): that the reason reached
 * someone, by name.
 */
export const rejectionSentText = (notified: string | null) =>
  notified
    ? `Your rejection and its reason were sent to ${notified}.`
    : 'Your rejection and its reason were recorded with the payment application.';

/** The title's two parts, so a long one reads as a heading and a line under it (one text). */
export const payAppTitleParts = (p: {
  projectName: string;
  workLocationName: string;
  projectDescription: string;
}) => {
  const full = payAppTitle(p);
  const cut = full.indexOf(' — ');
  return cut < 0 ? [full, ''] : [full.slice(0, cut), full.slice(cut)];
};

/** A bad or unknown link (docs/decisions.md: the contract page's wording). */
export const payAppNotFoundText = (companyShort: string) =>
  `That payment application could not be found. Please contact the ${companyShort} Project Manager.`;

/** 'Payment Application for {project} — {location}: {description}' (spec 3 §2.4). */
export const payAppTitle = (p: {
  projectName: string;
  workLocationName: string;
  projectDescription: string;
}) => `Payment Application for ${p.projectName} — ${p.workLocationName}: ${p.projectDescription}`;

/**
 * The G703 columns in AIA order with the form's letters (issue 31 item 7): A–I as the AIA
 * continuation sheet has them (G = D + E + F, % = G ÷ C), the scheduled value's original and
 * change orders beside C unlettered, and J the line's retainage rate (what makes its Column I).
 * Plain hyphens: the PDF's standard fonts have no minus sign.
 */
export const G703_COLUMNS = [
  'A Item No.',
  'B Description of Work',
  'Original Scheduled Value',
  'Change Orders',
  'C Scheduled Value',
  'D From Previous Application',
  'E This Period',
  'F Materials Presently Stored',
  'G Completed and Stored to Date (D+E+F)',
  '% (G ÷ C)',
  'H Balance to Finish (C - G)',
  'I Retainage',
  'J Retainage Rate',
] as const;

/** G702 lines 1–9 with their AIA names, by the field that holds each. */
export const G702_LINES = [
  ['1', 'Original Contract Sum', 'originalContractSum'],
  ['2', 'Net Change by Change Orders', 'netChangeByChangeOrders'],
  ['3', 'Contract Sum to Date (Line 1 ± 2)', 'contractSumToDate'],
  ['4', 'Total Completed and Stored to Date', 'totalCompletedAndStored'],
  ['5', 'Retainage', 'retainage'],
  ['6', 'Total Earned Less Retainage (Line 4 − 5)', 'totalEarnedLessRetainage'],
  [
    '7',
    'Less Previous Certificates for Payment (Line 6 from prior Certificate)',
    'lessPreviousCertificates',
  ],
  ['8', 'Current Payment Due', 'currentPaymentDue'],
  ['9', 'Balance to Finish, Including Retainage (Line 3 − 6)', 'balanceToFinishIncludingRetainage'],
] as const;

export interface TPayAppView {
  /** The state message, or null when the client may act. */
  message: string | null;
  /** 'Payment Application has been approved' (Approved and Paid only). */
  approvedNote: string | null;
  canDecide: boolean;
}

/** What the page shows in each status (spec 3 §4 "Pay app Status"). */
export function payAppView(status: TPayAppStatus): TPayAppView {
  switch (status) {
    case 'Preparing':
      return { message: PAYAPP_TEXTS.preparing, approvedNote: null, canDecide: false };
    case 'Approved':
    case 'Paid':
      return {
        message: PAYAPP_TEXTS.thankYou,
        approvedNote: PAYAPP_TEXTS.approved,
        canDecide: false,
      };
    case 'Invoiced':
      return { message: PAYAPP_TEXTS.thankYou, approvedNote: null, canDecide: false };
    default:
      return { message: null, approvedNote: null, canDecide: true };
  }
}
