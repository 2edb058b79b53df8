import { sql } from 'drizzle-orm';
import { inventoryTotal } from '@n5/shared/cost-logging/rules';
import { rowsOf, type TDbOrTx } from '../client';
import {
  conditionLaborLogs,
  inventoryIssues,
  materialPurchases,
  projectCostEntries,
  stockItems,
} from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, isoDate } from './dates';
import type { TRng } from './rng';

/** The warehouse's stock and average costs (what Log Inventory picks from). */
const STOCK = [
  ['SCREW-158', 'Drywall screws 1-5/8 in., box', 'BOX', '18.4500'],
  ['TAPE-500', 'Joint tape 500 ft', 'ROLL', '6.9800'],
  ['WIRE-12', 'THHN 12 AWG, 500 ft', 'SPOOL', '84.2000'],
  ['ANCH-38', 'Wedge anchors 3/8 in., box', 'BOX', '32.1000'],
  ['CAULK-10', 'Acrylic caulk, case', 'CASE', '41.7500'],
  ['MUD-45', 'Joint compound 4.5 gal', 'PAIL', '17.2500'],
  ['STUD-358', 'Metal stud 3-5/8 in. x 10 ft', 'EA', '5.6400'],
  ['BEAD-CB', 'Corner bead 8 ft', 'EA', '2.1900'],
] as const;

/**
 * Field cost logging (issue 39), its own random stream: the stock list with average costs, and on
 * the In Progress projects people are dispatched to, the past weeks' labor time by condition,
 * material, equipment and other-cost entries and inventory issued, logged by those people. Some
 * conditions are left without logs (full budget left), a few overrun (negative remaining).
 */
export async function seedCostLogging(db: TDbOrTx, rng: TRng, input: { today: Date }) {
  await db.insert(stockItems).values(
    STOCK.map(([inventoryId, description, baseUom, averageCost]) => ({
      inventoryId,
      description,
      baseUom,
      averageCost,
    })),
  );
  const result = await db.execute(sql`
select c.condition_id as "conditionId", c.project_id as "projectId",
       c.sub_category_id as "subCategoryId", c.labor_hours_total::text as hours,
       (select array_agg(distinct fa.user_id order by fa.user_id) from field_assignments fa
         where fa.project_id = c.project_id) as crew
  from conditions c
  join projects p on p.project_id = c.project_id
 where p.stage_type = 'In Progress' and c.selected_subcontractor_id is null
   and exists (select 1 from field_assignments fa where fa.project_id = c.project_id)
 order by c.condition_id`);
  const conds = rowsOf<{
    conditionId: number;
    projectId: number;
    subCategoryId: number;
    hours: string;
    crew: number[];
  }>(result);

  const labor: Array<typeof conditionLaborLogs.$inferInsert> = [];
  const material: Array<typeof materialPurchases.$inferInsert> = [];
  const costs: Array<typeof projectCostEntries.$inferInsert> = [];
  const issues: Array<typeof inventoryIssues.$inferInsert> = [];
  const seen = new Set<string>();
  for (const c of conds) {
    if (rng.chance(0.3)) continue; // nothing logged yet: the whole budget remains
    const common = {
      projectId: c.projectId,
      subCategoryId: c.subCategoryId,
      conditionId: c.conditionId,
    };
    const day = () => isoDate(addDays(input.today, -rng.int(0, 42)));
    for (let i = rng.int(1, 6); i > 0; i--) {
      const userId = rng.pick(c.crew);
      const logDate = day();
      const key = `${userId}:${c.conditionId}:${logDate}`;
      if (seen.has(key)) continue;
      seen.add(key);
      labor.push({
        ...common,
        userId,
        logDate,
        regularHours: String(rng.int(2, 8)),
        overtimeHours: rng.chance(0.2) ? String(rng.int(1, 3)) : '0',
        estimateToCompleteHours: rng.chance(0.5) ? String(rng.int(4, 80)) : null,
        enteredBy: userId,
      });
    }
    const userId = rng.pick(c.crew);
    if (rng.chance(0.5)) {
      material.push({
        ...common,
        userId,
        purchaseDate: day(),
        vendorName: '',
        amount: `${rng.int(40, 900)}.${rng.int(10, 99)}`,
        purchaseOrderNumber: `F-${c.conditionId}-${rng.int(1, 9999)}`,
        status: 'Received',
      });
    }
    for (const kind of ['equipment', 'other'] as const) {
      if (!rng.chance(0.4)) continue;
      costs.push({
        ...common,
        userId,
        entryDate: day(),
        kind,
        reference: `${kind === 'equipment' ? 'EQ' : 'OC'}-${rng.int(100, 999)}`,
        amount: `${rng.int(25, 600)}.00`,
        estimateToComplete: `${rng.int(0, 400)}.00`,
      });
    }
    if (rng.chance(0.4)) {
      const [inventoryId, description, baseUom, averageCost] = rng.pick(STOCK);
      const quantity = String(rng.int(1, 24));
      issues.push({
        ...common,
        userId,
        issueDate: day(),
        inventoryId,
        description,
        baseUom,
        itemCost: averageCost,
        quantity,
        totalCost: inventoryTotal(quantity, averageCost),
      });
    }
  }
  await insertInBatches(labor, (b) => db.insert(conditionLaborLogs).values(b));
  await insertInBatches(material, (b) => db.insert(materialPurchases).values(b));
  await insertInBatches(costs, (b) => db.insert(projectCostEntries).values(b));
  await insertInBatches(issues, (b) => db.insert(inventoryIssues).values(b));
  return {
    stockItems: STOCK.length,
    fieldLaborLogs: labor.length,
    fieldPurchaseOrders: material.length + costs.length,
    fieldInventoryEntries: issues.length,
  };
}
