import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import {
  conditionLaborLogs,
  conditions,
  inventoryIssues,
  materialPurchases,
  projectCostEntries,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';
import type { TStageType } from '@n5/shared/project/constants';

/** Cost logging reads and writes: SQL only, one statement each. */

export interface TConditionRow {
  conditionId: number;
  conditionName: string;
  internalComments: string;
  subcontractorScope: string;
  projectId: number;
  subCategoryId: number;
  subCategoryCode: string;
  subCategoryName: string;
  stage: TStageType;
  subcontracted: boolean;
  projectManagerId: number | null;
  projectEngineerId: number | null;
  superintendentId: number | null;
  laborHoursTotal: string;
  laborHoursLogged: string;
  equipmentCostTotal: string;
  equipmentLogged: string;
  otherCostsTotal: string;
  otherLogged: string;
}

/**
 * Conditions with their project's stage and crew, their totals and what was logged against them
 * (labor hours, equipment and other-cost entries), in one statement.
 */
export async function findConditions(db: TDbOrTx, where: SQL): Promise<TConditionRow[]> {
  const result = await db.execute(sql`
select c.condition_id as "conditionId", c.condition_name as "conditionName",
       c.internal_comments as "internalComments", c.subcontractor_scope as "subcontractorScope",
       c.project_id as "projectId", c.sub_category_id as "subCategoryId",
       sc.sub_category_code as "subCategoryCode", sc.name as "subCategoryName",
       p.stage_type as stage, (c.selected_subcontractor_id is not null) as subcontracted,
       p.project_manager_id as "projectManagerId", p.project_engineer_id as "projectEngineerId",
       p.superintendent_id as "superintendentId",
       c.labor_hours_total::numeric(14,2)::text as "laborHoursTotal",
       coalesce(l.hours, 0)::numeric(14,2)::text as "laborHoursLogged",
       c.equipment_cost_total::text as "equipmentCostTotal",
       coalesce(e.equipment, 0)::numeric(14,2)::text as "equipmentLogged",
       c.other_costs_cost_total::text as "otherCostsTotal",
       coalesce(e.other, 0)::numeric(14,2)::text as "otherLogged"
  from conditions c
  join projects p on p.project_id = c.project_id
  join sub_categories sc on sc.sub_category_id = c.sub_category_id
  left join lateral (
    select sum(regular_hours + overtime_hours) as hours
      from condition_labor_logs where condition_id = c.condition_id) l on true
  left join lateral (
    select sum(case when kind = 'equipment' then amount else 0 end) as equipment,
           sum(case when kind = 'other' then amount else 0 end) as other
      from project_cost_entries where condition_id = c.condition_id) e on true
 where ${where}
 order by c.sort_order, c.condition_id`);
  return rowsOf<TConditionRow>(result);
}

export const byCategory = (projectId: number, code: string) =>
  sql`c.project_id = ${projectId} and sc.sub_category_code = ${code}`;
export const byId = (conditionId: number) => sql`c.condition_id = ${conditionId}`;

export async function findSubCategory(db: TDbOrTx, code: string) {
  const [row] = await db
    .select({ code: subCategories.subCategoryCode, name: subCategories.name })
    .from(subCategories)
    .where(eq(subCategories.subCategoryCode, code));
  return row ?? null;
}

export async function projectExists(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.projectId })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return !!row;
}

export async function userExists(db: TDbOrTx, userId: number) {
  const [row] = await db.select({ id: users.userId }).from(users).where(eq(users.userId, userId));
  return !!row;
}

/* ---- Labor ---- */

const laborColumns = {
  conditionID: conditionLaborLogs.conditionId,
  conditionName: conditions.conditionName,
  userID: conditionLaborLogs.userId,
  displayName: users.displayName,
  date: conditionLaborLogs.logDate,
  regularHours: conditionLaborLogs.regularHours,
  overtimeHours: conditionLaborLogs.overtimeHours,
  estimateToCompleteHours: conditionLaborLogs.estimateToCompleteHours,
};

export async function findLabor(
  db: TDbOrTx,
  key: { userId: number; conditionId: number; date: string },
) {
  const [row] = await db
    .select(laborColumns)
    .from(conditionLaborLogs)
    .innerJoin(conditions, eq(conditions.conditionId, conditionLaborLogs.conditionId))
    .innerJoin(users, eq(users.userId, conditionLaborLogs.userId))
    .where(
      and(
        eq(conditionLaborLogs.userId, key.userId),
        eq(conditionLaborLogs.conditionId, key.conditionId),
        eq(conditionLaborLogs.logDate, key.date),
      ),
    );
  return row ?? null;
}

/** A person's labor logs of a day on one project. */
export async function listLaborOfDay(
  db: TDbOrTx,
  key: { userId: number; projectId: number; date: string },
) {
  return db
    .select(laborColumns)
    .from(conditionLaborLogs)
    .innerJoin(conditions, eq(conditions.conditionId, conditionLaborLogs.conditionId))
    .innerJoin(users, eq(users.userId, conditionLaborLogs.userId))
    .where(
      and(
        eq(conditionLaborLogs.userId, key.userId),
        eq(conditionLaborLogs.projectId, key.projectId),
        eq(conditionLaborLogs.logDate, key.date),
      ),
    )
    .orderBy(asc(conditions.conditionName));
}

export async function upsertLabor(
  db: TDbOrTx,
  row: {
    projectId: number;
    conditionId: number;
    subCategoryId: number;
    userId: number;
    logDate: string;
    regularHours: string;
    overtimeHours: string;
    estimateToCompleteHours: string | null;
    enteredBy: number;
  },
) {
  await db
    .insert(conditionLaborLogs)
    .values(row)
    .onConflictDoUpdate({
      target: [
        conditionLaborLogs.userId,
        conditionLaborLogs.conditionId,
        conditionLaborLogs.logDate,
      ],
      set: {
        regularHours: row.regularHours,
        overtimeHours: row.overtimeHours,
        estimateToCompleteHours: row.estimateToCompleteHours,
        enteredBy: row.enteredBy,
        updatedAt: sql`now()`,
      },
    });
}

export async function deleteLabor(
  db: TDbOrTx,
  key: { userId: number; conditionId: number; date: string },
) {
  await db
    .delete(conditionLaborLogs)
    .where(
      and(
        eq(conditionLaborLogs.userId, key.userId),
        eq(conditionLaborLogs.conditionId, key.conditionId),
        eq(conditionLaborLogs.logDate, key.date),
      ),
    );
}

/* ---- Purchase orders: material (material_purchases), equipment and other (cost entries) ---- */

export async function listMaterial(
  db: TDbOrTx,
  filter: { conditionId: number; userId?: number; date?: string },
) {
  return db
    .select({
      PurchaseOrderID: materialPurchases.purchaseOrderId,
      PurchaseOrderAmount: materialPurchases.amount,
      InvoiceNo: materialPurchases.purchaseOrderNumber,
      date: materialPurchases.purchaseDate,
      userID: materialPurchases.userId,
      displayName: users.displayName,
    })
    .from(materialPurchases)
    .leftJoin(users, eq(users.userId, materialPurchases.userId))
    .where(
      and(
        eq(materialPurchases.conditionId, filter.conditionId),
        filter.userId === undefined ? undefined : eq(materialPurchases.userId, filter.userId),
        filter.date === undefined ? undefined : eq(materialPurchases.purchaseDate, filter.date),
      ),
    )
    .orderBy(desc(materialPurchases.purchaseDate), desc(materialPurchases.purchaseOrderId));
}

export async function listCostEntries(
  db: TDbOrTx,
  filter: { conditionId: number; kind: 'equipment' | 'other'; userId?: number; date?: string },
) {
  return db
    .select({
      PurchaseOrderID: projectCostEntries.costEntryId,
      PurchaseOrderAmount: projectCostEntries.amount,
      InvoiceNo: projectCostEntries.reference,
      EstimateToComplete: projectCostEntries.estimateToComplete,
      date: projectCostEntries.entryDate,
      userID: projectCostEntries.userId,
      displayName: users.displayName,
    })
    .from(projectCostEntries)
    .leftJoin(users, eq(users.userId, projectCostEntries.userId))
    .where(
      and(
        eq(projectCostEntries.conditionId, filter.conditionId),
        eq(projectCostEntries.kind, filter.kind),
        filter.userId === undefined ? undefined : eq(projectCostEntries.userId, filter.userId),
        filter.date === undefined ? undefined : eq(projectCostEntries.entryDate, filter.date),
      ),
    )
    .orderBy(desc(projectCostEntries.entryDate), desc(projectCostEntries.costEntryId));
}

export async function insertMaterial(db: TDbOrTx, row: typeof materialPurchases.$inferInsert) {
  const [inserted] = await db
    .insert(materialPurchases)
    .values(row)
    .returning({ id: materialPurchases.purchaseOrderId });
  return inserted!.id;
}

export async function insertCostEntry(db: TDbOrTx, row: typeof projectCostEntries.$inferInsert) {
  const [inserted] = await db
    .insert(projectCostEntries)
    .values(row)
    .returning({ id: projectCostEntries.costEntryId });
  return inserted!.id;
}

export async function lockMaterial(db: TDbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(materialPurchases)
    .where(eq(materialPurchases.purchaseOrderId, id))
    .for('update');
  return row ?? null;
}

export async function lockCostEntry(db: TDbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(projectCostEntries)
    .where(eq(projectCostEntries.costEntryId, id))
    .for('update');
  return row ?? null;
}

export async function deleteMaterial(db: TDbOrTx, id: number) {
  await db.delete(materialPurchases).where(eq(materialPurchases.purchaseOrderId, id));
}

export async function deleteCostEntry(db: TDbOrTx, id: number) {
  await db.delete(projectCostEntries).where(eq(projectCostEntries.costEntryId, id));
}

/* ---- Inventory ---- */

const inventoryColumns = {
  ID: inventoryIssues.inventoryIssueId,
  ConditionID: inventoryIssues.conditionId,
  ConditionName: conditions.conditionName,
  InventoryID: inventoryIssues.inventoryId,
  Description: inventoryIssues.description,
  Quantity: inventoryIssues.quantity,
  BaseUOM: inventoryIssues.baseUom,
  DisplayName: users.displayName,
  UserID: inventoryIssues.userId,
  Date: inventoryIssues.issueDate,
  ItemCost: inventoryIssues.itemCost,
  TotalCost: inventoryIssues.totalCost,
};

function inventoryList(db: TDbOrTx, where: SQL | undefined) {
  return db
    .select(inventoryColumns)
    .from(inventoryIssues)
    .leftJoin(conditions, eq(conditions.conditionId, inventoryIssues.conditionId))
    .leftJoin(users, eq(users.userId, inventoryIssues.userId))
    .where(where)
    .orderBy(desc(inventoryIssues.issueDate), desc(inventoryIssues.inventoryIssueId));
}

export const listInventory = (db: TDbOrTx, conditionId: number) =>
  inventoryList(db, eq(inventoryIssues.conditionId, conditionId));

/** The project's inventory entries on its other conditions (and on none). */
export const listInventoryOther = (db: TDbOrTx, projectId: number, conditionId: number) =>
  inventoryList(
    db,
    and(
      eq(inventoryIssues.projectId, projectId),
      sql`${inventoryIssues.conditionId} is distinct from ${conditionId}`,
    ),
  );

export async function findInventoryEntry(db: TDbOrTx, id: number) {
  const [row] = await inventoryList(db, eq(inventoryIssues.inventoryIssueId, id));
  return row ?? null;
}

export async function insertInventory(db: TDbOrTx, row: typeof inventoryIssues.$inferInsert) {
  const [inserted] = await db
    .insert(inventoryIssues)
    .values(row)
    .returning({ id: inventoryIssues.inventoryIssueId });
  return inserted!.id;
}

export async function lockInventory(db: TDbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(inventoryIssues)
    .where(eq(inventoryIssues.inventoryIssueId, id))
    .for('update');
  return row ?? null;
}

export async function deleteInventory(db: TDbOrTx, id: number) {
  await db.delete(inventoryIssues).where(eq(inventoryIssues.inventoryIssueId, id));
}
