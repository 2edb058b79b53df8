import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { taxOf } from '@n5/shared/estimating/math';
import { rowsOf, type TDatabase } from '../../db/client';
import { openTestDatabase } from '../../testing/test-database';
import { taxSql } from './tax-sql';

/** The retax statement's SQL tax is the shared taxOf, over generated amounts and rates. */
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await database.close();
});

const cents = (n: bigint) => {
  const sign = n < 0n ? '-' : '';
  const abs = n < 0n ? -n : n;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};
/** numeric(14,2) amounts, small and large, negative included (credits). */
const amount = fc
  .oneof(
    fc.bigInt({ min: -100_000n, max: 100_000n }),
    fc.bigInt({ min: -(10n ** 14n) + 1n, max: 10n ** 14n - 1n }),
  )
  .map(cents);
/** Rates with four places, the half-cent cases included by the amounts. */
const rate = fc.integer({ min: 0, max: 2000 }).map((n) => `0.${String(n).padStart(4, '0')}`);

describe('the SQL tax is taxOf', () => {
  it('agrees on generated amounts and rates', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(amount, { minLength: 1, maxLength: 30 }),
        rate,
        async (amounts, taxRate) => {
          const values = sql.join(
            amounts.map((a, i) => sql`(${i}::int, ${a}::numeric(14,2))`),
            sql`, `,
          );
          const rows = rowsOf<{ i: number; tax: string }>(
            await database.db.execute(sql`
            select v.i, ${taxSql(sql`v.amount`, taxRate)}::numeric(14,2)::text as tax
              from (values ${values}) as v(i, amount) order by v.i`),
          );
          for (const row of rows) {
            const expected = taxOf(fromNumeric(amounts[row.i]!), {
              ksRemodelingTaxInd: 1,
              taxRate,
            });
            expect(row.tax, `${amounts[row.i]} x ${taxRate}`).toBe(
              toNumeric(expected, PLACES.money),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
