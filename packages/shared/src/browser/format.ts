import { parseDecimal, sign, toIntlValue } from '../core/decimal';
import { formatMoney } from '../core/money';
import { percentFormat } from '../core/percent-format';
import type { TBidType } from '../project/constants';

/**
 * The browser's number formats (spec 2 §9): money without decimals, margin percent with one,
 * variance with three in the active grid and two in the archive. Values arrive as NUMERIC text;
 * Intl formats decimal strings exactly, so nothing passes through a float sum.
 */
type TNumeric = string | number | null | undefined;

/** "$1,234,568" (the shared money formatter, whole dollars). */
export function formatWholeDollars(value: TNumeric): string {
  return formatMoney(value, { decimals: 0 });
}

function percent(value: TNumeric, decimals: number): string {
  const n = toIntlValue(value);
  if (n === null) return '';
  return percentFormat(decimals, decimals).format(n);
}

/** A margin fraction with one decimal: "0.1850" -> "18.5%". */
export const formatMarginPercent = (fraction: TNumeric) => percent(fraction, 1);

/** The variance fraction: "-25.000%" in the active grid, "-25.00%" in the archive. */
export const formatVariance = (fraction: TNumeric, grid: 'active' | 'archive') =>
  percent(fraction, grid === 'active' ? 3 : 2);

export const isNegative = (value: TNumeric) => {
  const n = parseDecimal(value);
  return n !== null && sign(n) < 0;
};

const KIND_SHORT: Record<string, string> = { Project: 'PRJ', 'T&M': 'T&M', 'Flat Rate': 'FR' };

/** BidTypeShort: "Mechanical -> T&M" -> "M-T&M", "Service -> Flat Rate" -> "S-FR". */
export function bidTypeShort(bidType: TBidType | string | null | undefined): string {
  if (!bidType) return '';
  const [division = '', kind = ''] = bidType.split(' -> ');
  return `${division.charAt(0)}-${KIND_SHORT[kind] ?? kind}`;
}
