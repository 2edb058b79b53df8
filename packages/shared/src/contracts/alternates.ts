import { tenDigitPhone } from '../core/phone';
import { add, fromNumeric, toNumeric, ZERO, type TDecimal } from '../core/decimal';
import { formatMoney } from '../core/money';

/**
 * The client's alternate selection (spec 3 §2.5, §4 "Alternate approval"; issue 15 item 5): the
 * page's texts, the totals of a selection and the project manager's email. The browser and the
 * server compute the totals here, so what the client sees is what the email says.
 */

export const ALTERNATE_TEXTS = {
  notFound: 'No project found. Please contact your project manager for assistance.',
  note: 'Please tick each alternate you would like to add to your project, then click the button below to submit your selection. The Base is always included.',
  submit: 'Click here to submit selection',
  thankYou: 'Thank you for submitting your selection.',
  submitFailed: 'An error occurred while submitting. Please contact the Project Manager above.',
  taxLabel: 'KS Remodeling Tax',
} as const;

/** The label of an alternate's checkbox. */
export const selectLabel = (contractType: string) => `Select ${contractType}`;

/** A contract type's price on the page: its conditions' pre-tax sum and their tax. */
export interface TAlternatePrice {
  contractType: string;
  total: string;
  kansasRemodelTax: string;
}

/**
 * Subtotal, KS Remodeling Tax and Total of a selection: the Base always, plus each chosen
 * alternate; exact decimals, 2 places. Types not on the page are ignored.
 */
export function alternateSelectionTotals(
  prices: readonly TAlternatePrice[],
  selectedTypes: Iterable<string>,
) {
  const chosen = new Set(selectedTypes);
  let subtotal: TDecimal = ZERO;
  let tax: TDecimal = ZERO;
  for (const p of prices) {
    if (p.contractType !== 'Base' && !chosen.has(p.contractType)) continue;
    subtotal = add(subtotal, fromNumeric(p.total));
    tax = add(tax, fromNumeric(p.kansasRemodelTax));
  }
  return {
    subtotal: toNumeric(subtotal, 2),
    kansasRemodelTax: toNumeric(tax, 2),
    total: toNumeric(add(subtotal, tax), 2),
  };
}
export type TAlternateSelectionTotals = ReturnType<typeof alternateSelectionTotals>;

/** The page's link, sent with the Alternates form (spec 1 §7 send-alternate-selection-email). */
export const alternateApprovalLink = (publicUrl: string, guid: string) =>
  `${publicUrl}/alternate-approval/${guid}`;

const money = (value: string) => formatMoney(value) || formatMoney('0');

/** The project manager's email after a submission (spec 3 §7 "Alternates"). */
export function alternateSelectedEmail(input: {
  projectId: number;
  projectName: string;
  clientName: string | null;
  chosenTypes: readonly string[];
  totals: TAlternateSelectionTotals;
}) {
  const who = input.clientName?.trim() || 'The client';
  const what =
    input.chosenTypes.length === 0
      ? 'only the Base (no alternates)'
      : `the Base and ${input.chosenTypes.join(', ')}`;
  return {
    subject: `Alternates selected: #${input.projectId} ${input.projectName}`,
    text: [
      `${who} selected ${what} for project #${input.projectId} ${input.projectName}.`,
      '',
      `Subtotal: ${money(input.totals.subtotal)}`,
      `Total taxes (${ALTERNATE_TEXTS.taxLabel}): ${money(input.totals.kansasRemodelTax)}`,
      `Grand total: ${money(input.totals.total)}`,
      '',
    ].join('\n'),
  };
}

/** Phones show as ddd-ddd-dddd when they hold ten digits, else empty (spec 3 §2.5). */
export const publicPhone = (value: string | null | undefined) => tenDigitPhone(value) ?? '';
