import { z } from 'zod';
import { ZIdInput } from '../core/ids';

/**
 * POST /api/project/browser-forecast and /api/project/forecast (spec 2 §7, spec 1 §7):
 * forecastYear is the slot (1 previous, 2 current, 3 next year), forecastMonth 1..12,
 * forecastPercent the fraction (percent / 100), monthStr the month's abbreviation ("jan").
 */
export const ZForecastBody = z.object({
  projectID: ZIdInput,
  forecastYear: z.coerce.number().int().min(1).max(3),
  forecastMonth: z.coerce.number().int().min(1).max(12),
  forecastPercent: z.union([z.number(), z.string().trim().min(1)]),
  monthStr: z.string().trim().toLowerCase().optional(),
});
export type TForecastBody = z.infer<typeof ZForecastBody>;
