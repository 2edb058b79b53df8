import { sql } from 'drizzle-orm';
import { fromNumeric, toUnits } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import { rowsOf, type TDbOrTx } from '../client';
import {
  inventoryIssues,
  laborRates,
  materialPurchases,
  projectCostEntries,
} from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, isoDate } from './dates';
import type { TRng } from './rng';

const VENDORS = [
  'ABC Supply',
  'Builders FirstSource',
  'Ferguson',
  'Graybar Electric',
  'L&W Supply',
  'Sherwin-Williams',
  'White Cap',
];
const STOCK = [
  ['SCREW-158', 'Drywall screws 1-5/8 in., box'],
  ['TAPE-500', 'Joint tape 500 ft'],
  ['WIRE-12', 'THHN 12 AWG, 500 ft'],
  ['ANCH-38', 'Wedge anchors 3/8 in., box'],
  ['CAULK-10', 'Acrylic caulk, case'],
] as const;

/** Money text in whole cents (a seed's draws are whole cents). */
const cents = (text: string) => parseInteger(toUnits(fromNumeric(text), 2).toString()) ?? 0;
const money = (cents: number) => (cents / 100).toFixed(2);
const share = (rng: TRng, amount: string, min: number, max: number) =>
  Math.round(cents(amount) * (min + rng.next() * (max - min)));

const DAY_MS = 86_400_000;

/**
 * The day of a cost `back` (1..120) days before today; a finished job's cost falls as far into
 * its run (approval to completion) instead, so its books end when the job did (issue 32 item 8).
 */
function dayOf(
  c: { approved: string | null; completedOn: string | null },
  today: Date,
  back: number,
) {
  if (!c.approved || !c.completedOn) return isoDate(addDays(today, -back));
  const from = new Date(`${c.approved}T00:00:00Z`);
  const to = new Date(`${c.completedOn}T00:00:00Z`);
  const span = Math.max(0, Math.round((to.getTime() - from.getTime()) / DAY_MS));
  return isoDate(addDays(to, -Math.floor(((back - 1) * span) / 119)));
}

/**
 * Actual costs in the local books (issue 17) for projects In Progress and a third of the Completed
 * ones: material purchases against the conditions sold (some still Pending), stock issued from
 * inventory, equipment costs and sub invoices, labor rates for the people with field time, and
 * the field time of those projects put on their sub-categories. Its own random stream and
 * multi-row inserts, so no other seeded row changes but the field time's task.
 */
export async function seedTracking(
  db: TDbOrTx,
  rng: TRng,
  input: { today: Date; userIds: readonly number[] },
) {
  const result = await db.execute(sql`
select c.condition_id as "conditionId", c.project_id as "projectId",
       c.sub_category_id as "subCategoryId", c.material_cost_total::text as material,
       c.equipment_cost_total::text as equipment, c.sub_cost::text as "subCost",
       (c.selected_subcontractor_id is not null) as "subSelected",
       p.stage_type as stage, p.client_approval_date::text as approved,
       p.completed_date::text as "completedOn"
  from conditions c
  join projects p on p.project_id = c.project_id
  join client_contracts cc on cc.contract_id = c.client_contract_id and cc.stage = 'Approved'
 where p.stage_type in ('In Progress', 'Completed')
 order by c.condition_id`);
  const conds = rowsOf<{
    conditionId: number;
    projectId: number;
    subCategoryId: number;
    material: string;
    equipment: string;
    subCost: string;
    subSelected: boolean;
    stage: string;
    approved: string | null;
    completedOn: string | null;
  }>(result).filter((c) => c.stage === 'In Progress' || c.projectId % 3 === 0);

  const purchases: Array<typeof materialPurchases.$inferInsert> = [];
  const issues: Array<typeof inventoryIssues.$inferInsert> = [];
  const entries: Array<typeof projectCostEntries.$inferInsert> = [];
  let po = 4100;
  for (const c of conds) {
    const day = () => dayOf(c, input.today, rng.int(1, 120));
    const who = () => rng.pick(input.userIds);
    const completed = c.stage === 'Completed';
    if (!c.subSelected && cents(c.material) > 0) {
      const orders = rng.int(1, 3);
      for (let i = 0; i < orders; i++) {
        purchases.push({
          projectId: c.projectId,
          purchaseDate: day(),
          userId: who(),
          subCategoryId: c.subCategoryId,
          conditionId: c.conditionId,
          vendorName: rng.pick(VENDORS),
          amount: money(share(rng, c.material, 0.15, 0.45)),
          purchaseOrderNumber: `PO-${++po}`,
          status: completed
            ? 'Closed'
            : rng.weighted([
                ['Pending', 2],
                ['Open', 3],
                ['Received', 4],
                ['Closed', 1],
              ] as const),
        });
      }
      if (rng.chance(0.35)) {
        const [inventoryId, description] = rng.pick(STOCK);
        issues.push({
          projectId: c.projectId,
          issueDate: day(),
          userId: who(),
          subCategoryId: c.subCategoryId,
          conditionId: c.conditionId,
          inventoryId,
          description,
          quantity: String(rng.int(1, 40)),
          totalCost: money(share(rng, c.material, 0.02, 0.08) + 100),
        });
      }
    }
    if (!c.subSelected && cents(c.equipment) > 0 && rng.chance(0.6)) {
      entries.push({
        projectId: c.projectId,
        entryDate: day(),
        subCategoryId: c.subCategoryId,
        conditionId: c.conditionId,
        kind: 'equipment',
        reference: `EQ-${c.conditionId}`,
        vendorName: 'Sunbelt Rentals',
        amount: money(share(rng, c.equipment, 0.3, 1.1)),
      });
    }
    if (c.subSelected && cents(c.subCost) > 0) {
      const invoices = completed ? 1 : rng.int(0, 2);
      for (let i = 0; i < invoices; i++) {
        entries.push({
          projectId: c.projectId,
          entryDate: day(),
          subCategoryId: c.subCategoryId,
          conditionId: c.conditionId,
          kind: 'sub',
          reference: `SI-${c.conditionId}-${i + 1}`,
          amount: money(share(rng, c.subCost, completed ? 0.95 : 0.15, completed ? 1.05 : 0.45)),
        });
      }
    }
  }
  await insertInBatches(purchases, (b) => db.insert(materialPurchases).values(b));
  await insertInBatches(issues, (b) => db.insert(inventoryIssues).values(b));
  await insertInBatches(entries, (b) => db.insert(projectCostEntries).values(b));

  // Labor: a rate for everyone with field time, and that time on the project's sold sub-categories.
  const rates = input.userIds.map((userId) => ({
    userId,
    hourlyRate: money(rng.int(45, 85) * 100),
  }));
  await insertInBatches(rates, (b) => db.insert(laborRates).values(b).onConflictDoNothing());
  await db.execute(sql`
update field_assignments fa
   set sub_category_code = s.codes[1 + fa.assignment_id % array_length(s.codes, 1)]
  from (select c.project_id, array_agg(distinct sc.sub_category_code order by sc.sub_category_code) as codes
          from conditions c
          join sub_categories sc on sc.sub_category_id = c.sub_category_id
          join client_contracts cc on cc.contract_id = c.client_contract_id and cc.stage = 'Approved'
         group by c.project_id) s
 where s.project_id = fa.project_id and fa.sub_category_code is null
   and fa.regular_hours + fa.overtime_hours > 0`);
  return {
    materialPurchases: purchases.length,
    inventoryIssues: issues.length,
    costEntries: entries.length,
  };
}
