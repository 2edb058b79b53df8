import { z } from 'zod';
import { PLACES } from '../core/decimal';
import { ZIdInput } from '../core/ids';
import { decimalInput, wholeNumberInput } from '../core/strict-inputs';

/**
 * POST /api/project/browser-forecast and /api/project/forecast (spec 2 §7, spec 1 §7):
 * forecastYear is the slot (1 previous, 2 current, 3 next year), forecastMonth 1..12,
 * forecastPercent the fraction (percent / 100), monthStr the month's abbreviation ("jan").
 */
export const ZForecastBody = z.object({
  projectID: ZIdInput,
  forecastYear: wholeNumberInput({ min: 1, max: 3 }),
  forecastMonth: wholeNumberInput({ min: 1, max: 12 }),
  // The stored fraction has four places (a percent with two): more is refused, not rounded.
  // A cell's fraction (0 to 1; checkForecastCell says why a value is out of range).
  forecastPercent: decimalInput({ places: PLACES.fraction, min: '-999.9999', max: '999.9999' }),
  monthStr: z.string().trim().toLowerCase().max(20).optional(),
});
export type TForecastBody = z.infer<typeof ZForecastBody>;
