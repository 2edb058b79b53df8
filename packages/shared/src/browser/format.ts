import { parseDecimal, sign, toIntlValue } from '../core/decimal';
import { percentFormat } from '../core/percent-format';
import type { TBidType } from '../project/constants';

/**
 * The browser's number formats (spec 2 §9): money without decimals, margin percent with one,
 * variance with three in the active grid and two in the archive. Values arrive as NUMERIC text;
 * Intl formats decimal strings exactly, so nothing passes through a float sum.
 */
type TNumeric = string | number | null | undefined;

const wholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
  signDisplay: 'negative',
});

/** "$1,234,568" */
export function formatWholeDollars(value: TNumeric): string {
  const n = toIntlValue(value);
  return n === null ? '' : wholeUsd.format(n);
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
