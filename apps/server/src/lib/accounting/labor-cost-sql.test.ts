import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fieldLaborCost } from '@n5/shared/tracking/labor-cost';
import { rowsOf, type TDatabase } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { fieldLaborCostSql } from './labor-cost-sql';

/** The actual-cost statements' labor cost is the shared fieldLaborCost, over generated field time. */
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await database.close();
});

/** Fixed-point text of `units` with `places` decimals (no floats). */
const fixed = (units: number, places: number) => {
  const text = String(units).padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
};
const hours = fc.integer({ min: 0, max: 2400 }).map((n) => fixed(n, 2)); // numeric(5,2), 0..24
const rate = fc.option(
  fc.record({
    hourlyRate: fc.integer({ min: 0, max: 50_000 }).map((n) => fixed(n, 2)),
    overtimeFactor: fc.integer({ min: 100, max: 300 }).map((n) => fixed(n, 2)),
  }),
  { nil: null },
);
const entry = fc.record({ regularHours: hours, overtimeHours: hours, rate });

describe('the SQL labor cost is fieldLaborCost', () => {
  it('agrees on generated hours, rates and factors (no rate: the shared defaults)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entry, { minLength: 1, maxLength: 30 }), async (entries) => {
        const values = sql.join(
          entries.map(
            (e, i) =>
              sql`(${i}::int, ${e.regularHours}::numeric(5,2), ${e.overtimeHours}::numeric(5,2),
                   ${e.rate?.hourlyRate ?? null}::numeric(10,2), ${e.rate?.overtimeFactor ?? null}::numeric(4,2))`,
          ),
          sql`, `,
        );
        const rows = rowsOf<{ i: number; labor: string }>(
          await database.db.execute(sql`
            select fa.i, (${fieldLaborCostSql})::numeric(14,2)::text as labor
              from (values ${values}) as fa(i, regular_hours, overtime_hours, hourly_rate, overtime_factor),
                   lateral (select fa.hourly_rate, fa.overtime_factor) as lr(hourly_rate, overtime_factor)
             order by fa.i`),
        );
        for (const row of rows) {
          const e = entries[row.i]!;
          expect(row.labor, JSON.stringify(e)).toBe(fieldLaborCost(e, e.rate));
        }
      }),
      { numRuns: 40 },
    );
  });
});
