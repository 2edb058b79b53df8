import { add, fromNumeric, mul, PLACES, round, toNumeric } from '../core/decimal';
import { DEFAULT_LABOR_RATE, DEFAULT_OVERTIME_FACTOR } from './constants';

/** A person's labor rate (labor_rates), or null for someone without one. */
export interface TLaborRate {
  hourlyRate: string;
  overtimeFactor: string;
}

/**
 * The actual labor cost of field time (DOMAIN "Cost tracking"): regular hours x rate + overtime
 * hours x rate x overtime factor, rounded to the cent. Someone without a labor rate costs
 * DEFAULT_LABOR_RATE an hour and DEFAULT_OVERTIME_FACTOR on overtime. The actual-cost
 * statements compute the same in SQL (apps/server/src/lib/accounting/labor-cost-sql.ts, checked
 * against this by its property test).
 */
export function fieldLaborCost(
  hours: { regularHours: string; overtimeHours: string },
  rate: TLaborRate | null,
): string {
  const hourly = fromNumeric(rate?.hourlyRate ?? DEFAULT_LABOR_RATE);
  const factor = fromNumeric(rate?.overtimeFactor ?? DEFAULT_OVERTIME_FACTOR);
  const regular = mul(fromNumeric(hours.regularHours), hourly);
  const overtime = mul(mul(fromNumeric(hours.overtimeHours), hourly), factor);
  return toNumeric(round(add(regular, overtime), PLACES.money), PLACES.money);
}
