import type { TGrandTotals } from '@n5/shared/payapp/schemas';

/** What the G702 page prints beyond the page's header: To / From, the contract, 5a/5b rates. */
export interface TPayAppPdfHeader extends TGrandTotals {
  /** Our company, the G702's "From" (CONTRACTOR_NAME). */
  contractor: string;
  /** The G702's "To": the project's client company, its contact and address. */
  client: { name: string; contactName: string; address: string };
  /** The Base contract's approval day (YYYY-MM-DD), '' when unknown. */
  contractDate: string;
  /** The pay app's retainage rates as fractions (5a on work, 5b on stored materials). */
  rates: { work: string; stored: string };
  /** Lines at their own rate (Column I override), by sub-category code: Column J. */
  lineRates: Readonly<Record<string, string>>;
}
