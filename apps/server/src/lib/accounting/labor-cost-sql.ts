import { sql } from 'drizzle-orm';
import { DEFAULT_LABOR_RATE, DEFAULT_OVERTIME_FACTOR } from '@n5/shared/tracking/constants';

/**
 * fieldLaborCost (packages/shared/src/tracking/labor-cost.ts) as SQL over `field_assignments fa
 * left join labor_rates lr on lr.user_id = fa.user_id`: regular hours x rate + overtime hours x
 * rate x overtime factor, rounded to the cent, with the shared defaults for someone without a
 * labor rate. labor-cost-sql.test.ts checks it against the shared rule over generated hours.
 */
/** The same labor cost over any table with regular_hours, overtime_hours (as `alias`) and `lr`. */
export const laborCostSql = (alias: 'fa' | 'll') => sql`round(
  ${sql.raw(alias)}.regular_hours * coalesce(lr.hourly_rate, ${DEFAULT_LABOR_RATE}::numeric)
  + ${sql.raw(alias)}.overtime_hours * coalesce(lr.hourly_rate, ${DEFAULT_LABOR_RATE}::numeric)
    * coalesce(lr.overtime_factor, ${DEFAULT_OVERTIME_FACTOR}::numeric), 2)`;
export const fieldLaborCostSql = laborCostSql('fa');
