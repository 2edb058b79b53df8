import { toIntlValue } from '@n5/shared/core/decimal';
import type { TGrandTotals } from '@n5/shared/payapp/schemas';

/** The same en-US text the page shows ("$1,234.56", "-$5.00"), from exact decimal text. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
export const money = (value: string) => usd.format(toIntlValue(value) ?? '0');
/** A fraction as a percent with 2 decimals ("45.27%"), as the AIA form prints it. */
export { percentText as percent } from '@n5/shared/payapp/retainage-terms';

/** "3", "3 (revision 1)" once a certified version was voided, "4 (retainage release)". */
export function applicationNo(header: TGrandTotals) {
  const revision = header.revision > 0 ? ` (revision ${header.revision})` : '';
  const release = header.retainageTerms.kind === 'release' ? ' (retainage release)' : '';
  return `${header.paymentApplicationType}${revision}${release}`;
}

/** The standard fonts' WinAnsi encoding has no minus sign (U+2212): print a hyphen. */
export const winAnsi = (text: string) => text.replace(/\u2212/g, '-');
