import { inArray } from 'drizzle-orm';
import { fromNumeric, fromUnits, PLACES, toNumeric, toUnits } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import type { TDivision, TStageType } from '@n5/shared/project/constants';
import type { TDbOrTx } from '../client';
import { projectBudgetLines, projects } from '../schema/index';
import { insertInBatches } from './batch';
import { COST_CODES } from './categories';
import type { TRng } from './rng';

/** A sold project the books budget: its contract in cents and what the work draws on. */
export interface TBudgetedProject {
  projectId: number;
  stage: TStageType;
  division: TDivision;
  contractCents: number;
}

/** The sub-categories a job of each division is budgeted on (project management first). */
const BUDGET_CODES: Record<TDivision, readonly string[]> = {
  Construction: ['01-3100', '06-1000', '08-1100', '09-2900', '09-5100', '09-6500', '09-9100'],
  Mechanical: ['01-3100', '22-1100', '23-0500', '23-0593', '23-3100', '23-7400'],
  Service: ['01-3100', '22-4000', '23-0500', '26-0500'],
};
const NAMES = new Map(COST_CODES.flatMap((main) => main.subs.map(([code, name]) => [code, name])));
const GROUPS: Record<string, string> = { '01': 'LABOR', '22': 'SUBCONTRACT', '26': 'SUBCONTRACT' };

const money = (cents: number) => toNumeric(fromUnits(BigInt(cents), PLACES.money), PLACES.money);
const quantity = (units: number) => toNumeric(fromUnits(BigInt(units), 0), PLACES.quantity);
/** `cents` x `percent` / 100, in whole cents. */
const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/**
 * The projects with their contract in cents as stored once the contracts are seeded (issue 40
 * item 2: the contracts' figure), so the books' Income adds up to what the screens show.
 */
export async function withStoredContracts(
  db: TDbOrTx,
  budgeted: readonly TBudgetedProject[],
): Promise<TBudgetedProject[]> {
  if (budgeted.length === 0) return [];
  const stored = await db
    .select({ projectId: projects.projectId, amount: projects.contractAmount })
    .from(projects)
    .where(
      inArray(
        projects.projectId,
        budgeted.map((b) => b.projectId),
      ),
    );
  const cents = new Map(
    stored.map((r) => [r.projectId, parseInteger(toUnits(fromNumeric(r.amount), 2).toString())!]),
  );
  return budgeted.map((b) => ({ ...b, contractCents: cents.get(b.projectId) ?? b.contractCents }));
}

/**
 * Task budget lines of the sold projects (Approved, In Progress, Completed), as the accounting
 * system would hold them: per sub-category one Income line (a share of the contract) and one
 * Expense line (its cost at the division's margin), with commitments and actuals that follow the
 * stage. A separate random stream, so the rest of the demo company stays as it was.
 */
export async function seedBudgetLines(
  db: TDbOrTx,
  rng: TRng,
  projectsToBudget: readonly TBudgetedProject[],
) {
  const rows: Array<typeof projectBudgetLines.$inferInsert> = [];
  for (const project of projectsToBudget) {
    const codes = BUDGET_CODES[project.division];
    const chosen = codes.filter((_, i) => i === 0 || rng.chance(0.7));
    const weights = chosen.map(() => rng.int(1, 10));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    let left = project.contractCents;
    const progress =
      project.stage === 'Completed' ? 100 : project.stage === 'In Progress' ? rng.int(10, 90) : 0;
    chosen.forEach((code, i) => {
      const income =
        i === chosen.length - 1
          ? left
          : Math.floor((project.contractCents * weights[i]!) / totalWeight);
      left -= income;
      const cost = percentOf(income, rng.int(70, 85));
      const revisedCost = rng.chance(0.2) ? percentOf(cost, rng.int(100, 115)) : cost;
      const committed =
        project.stage === 'Approved'
          ? percentOf(revisedCost, rng.int(30, 80))
          : percentOf(revisedCost, rng.int(85, 100));
      const hours = Math.max(1, Math.round(cost / 9_500));
      const common = {
        projectId: project.projectId,
        subCategoryCode: code,
        description: NAMES.get(code) ?? code,
        costCode: code,
      };
      rows.push({
        ...common,
        type: 'Income',
        accountGroup: 'INCOME',
        uom: 'LS',
        originalBudgetedQty: quantity(1),
        originalBudgetedAmount: money(income),
        revisedBudgetedAmount: money(income),
        committedAmount: money(0),
        actualQty: quantity(0),
        actualAmount: money(percentOf(income, progress)),
      });
      rows.push({
        ...common,
        type: 'Expense',
        accountGroup: GROUPS[code.slice(0, 2)] ?? 'MATERIAL',
        uom: 'HR',
        originalBudgetedQty: quantity(hours),
        originalBudgetedAmount: money(cost),
        revisedBudgetedAmount: money(revisedCost),
        committedAmount: money(committed),
        actualQty: quantity(percentOf(hours, progress)),
        actualAmount: money(percentOf(revisedCost, progress === 100 ? rng.int(95, 105) : progress)),
      });
    });
  }
  await insertInBatches(rows, (batch) => db.insert(projectBudgetLines).values(batch));
  return { budgetLines: rows.length };
}
