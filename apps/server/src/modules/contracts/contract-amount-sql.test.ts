import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTRACT_STAGES } from '@n5/shared/contracts/constants';
import { contractAmountOf } from '@n5/shared/contracts/contract-amount';
import { clientContractTotal } from '@n5/shared/contracts/totals';
import { rowsOf, type TDatabase } from '../../db/client';
import { clientContracts, conditions, projects, subCategories } from '../../db/schema/index';
import { openTestDatabase } from '../../testing/test-database';
import { contractAmountSql } from './contract-amount-sql';

/** The SQL contract amount is the shared contractAmountOf, over generated contracts. */
let database: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
});
afterAll(async () => {
  await database.close();
});

const cents = (n: number) => `${Math.trunc(n / 100)}.${String(Math.abs(n % 100)).padStart(2, '0')}`;
const money = fc.integer({ min: 0, max: 99_999_999 }).map(cents);
const contract = fc.record({
  kind: fc.constantFrom('CO', 'Alt'),
  stage: fc.constantFrom(...CONTRACT_STAGES),
  lines: fc.array(fc.record({ preTax: money, tax: money }), { maxLength: 4 }),
});
const project = fc.record({
  base: fc.option(contract, { nil: null }),
  others: fc.array(contract, { maxLength: 4 }),
});

describe('the SQL contract amount is contractAmountOf', () => {
  it('agrees on generated projects (no contract, pending, approved, empty contracts)', async () => {
    const { db } = database;
    const [sub] = await db.select({ id: subCategories.subCategoryId }).from(subCategories).limit(1);
    await fc.assert(
      fc.asyncProperty(project, async (p) => {
        const [row] = await db
          .insert(projects)
          .values({ projectName: 'Contract amount property' })
          .returning({ id: projects.projectId });
        const projectId = row!.id;
        const all = [
          ...(p.base ? [{ ...p.base, type: 'Base', number: 0 }] : []),
          ...p.others.map((c, i) => ({ ...c, type: `${c.kind} ${i + 1}`, number: i + 1 })),
        ];
        for (const c of all) {
          const [cc] = await db
            .insert(clientContracts)
            .values({ projectId, contractType: c.type, contractNumber: c.number, stage: c.stage })
            .returning({ id: clientContracts.contractId });
          for (const line of c.lines)
            await db.insert(conditions).values({
              projectId,
              subCategoryId: sub!.id,
              clientContractId: cc!.id,
              conditionName: 'Line',
              preTax: line.preTax,
              tax: line.tax,
            });
        }
        const [got] = rowsOf<{ amount: string; basis: string }>(
          await db.execute(sql`
            select ca.amount::text as amount, ca.basis
              from (${contractAmountSql(sql`${projectId}::int`)}) ca`),
        );
        const expected = contractAmountOf(
          all.map((c) => ({
            contractType: c.type,
            stage: c.stage,
            grandTotal: clientContractTotal(c.lines),
          })),
        );
        expect(got).toEqual(expected);
      }),
      { numRuns: 30 },
    );
  });
});
