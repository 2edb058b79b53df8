import { allocate } from '@n5/shared/core/allocate';
import { fromUnits, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { FORECAST_KEYS, type TForecastKey } from '@n5/shared/project/constants';
import type { TRng } from './rng';

/** 100% in basis points: cells are numeric(7,4), so the seed draws whole basis points. */
export const FULL_BP = 10_000;

/** The forecast cell (0..35) of a date's month: 0 is January of the year before `today`'s. */
export function forecastSlot(date: Date, today: Date): number {
  return (date.getUTCFullYear() - (today.getUTCFullYear() - 1)) * 12 + date.getUTCMonth();
}

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
  const weights = Array.from({ length: span }, (_, k) =>
    fromUnits(BigInt(Math.min(k + 1, span - k) + rng.int(0, 1))),
  );
  // Whole basis points that add up to the total; leftovers to the earlier month on a tie.
  const total = fromUnits(BigInt(totalBp), PLACES.fraction);
  allocate(total, weights, PLACES.fraction).forEach((part, k) => {
    cells[FORECAST_KEYS[start + k]!] = toNumeric(part, PLACES.fraction);
  });
  return cells;
}
