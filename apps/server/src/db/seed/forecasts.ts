import { FORECAST_KEYS, type TForecastKey } from '@n5/shared/projects/constants';
import type { TRng } from './rng';

/** 100% in basis points: cells are numeric(7,4), so whole basis points add up exactly. */
export const FULL_BP = 10_000;

/** The forecast cell (0..35) of a date's month: 0 is January of the year before `today`'s. */
export function forecastSlot(date: Date, today: Date): number {
  return (date.getUTCFullYear() - (today.getUTCFullYear() - 1)) * 12 + date.getUTCMonth();
}

/** Splits `totalBp` over the weights in whole basis points that sum to it exactly. */
export function splitBasisPoints(totalBp: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (totalBp * w) / weightSum);
  const parts = exact.map(Math.floor);
  let left = totalBp - parts.reduce((s, p) => s + p, 0);
  // Largest remainders first; ties go to the earlier month.
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i]! += 1;
  }
  return parts;
}

const asFraction = (bp: number) =>
  `${Math.floor(bp / FULL_BP)}.${String(bp % FULL_BP).padStart(4, '0')}`;

/**
 * The 36 cells of one project: `totalBp` spread over `months` months from `startSlot`, heavier in
 * the middle as work ramps up and down. Months outside the three-year window are moved inside it,
 * so the total is always what was asked.
 */
export function forecastCells(rng: TRng, startSlot: number, months: number, totalBp: number) {
  const cells = Object.fromEntries(FORECAST_KEYS.map((k) => [k, '0.0000'])) as Record<
    TForecastKey,
    string
  >;
  if (totalBp <= 0) return cells;
  const span = Math.max(1, Math.min(months, FORECAST_KEYS.length));
  const start = Math.max(0, Math.min(startSlot, FORECAST_KEYS.length - span));
  const weights = Array.from({ length: span }, (_, k) => Math.min(k + 1, span - k) + rng.int(0, 1));
  splitBasisPoints(totalBp, weights).forEach((bp, k) => {
    cells[FORECAST_KEYS[start + k]!] = asFraction(bp);
  });
  return cells;
}
