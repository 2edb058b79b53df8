import { sql, type SQL } from 'drizzle-orm';

/**
 * taxOf (packages/shared/src/estimating/math.ts) as SQL, for statements that tax many conditions
 * at once: the taxable amount times the rate, rounded to the cent. PostgreSQL's round() of a
 * numeric rounds half away from zero, as the shared math does; tax-sql.test.ts checks the two
 * agree over generated amounts and rates.
 */
export const taxSql = (taxable: SQL, taxRate: string) =>
  sql`round(${taxable} * ${taxRate}::numeric, 2)`;
