import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fieldLaborCostSql, laborCostSql } from '../../lib/accounting/labor-cost-sql';
import { rowsOf, type TDbOrTx } from '../../db/client';
import {
  clientContracts,
  conditions,
  inventoryIssues,
  mainCategories,
  materialPurchases,
  projectAdditionalCosts,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';

/** Tracking reads; one statement each, whatever the project's size. */

export async function findProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ id: projects.projectId, name: projects.projectName })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/**
 * Every condition of a project with its sub-category, its client contract's type and stage, its
 * price (PreTax + Tax) and its cost: the in-house cost totals, the hours, and the selected bid.
 */
export async function conditionFigures(db: TDbOrTx, projectId: number) {
  return db
    .select({
      conditionId: conditions.conditionId,
      conditionName: conditions.conditionName,
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      categoryCode: mainCategories.categoryCode,
      mainCategoryId: mainCategories.mainCategoryId,
      contractType: clientContracts.contractType,
      contractStage: clientContracts.stage,
      preTax: conditions.preTax,
      tax: conditions.tax,
      hours: conditions.laborHoursTotal,
      labor: conditions.laborCostTotal,
      material: conditions.materialCostTotal,
      equipment: conditions.equipmentCostTotal,
      other: conditions.otherCostsCostTotal,
      subCost: conditions.subCost,
      subSelected: sql<boolean>`${conditions.selectedSubcontractorId} is not null`,
      subApproved: conditions.subContractApprovedInd,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .leftJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId))
    .where(eq(conditions.projectId, projectId))
    .orderBy(asc(conditions.sortOrder), asc(conditions.conditionId));
}
export type TConditionFigures = Awaited<ReturnType<typeof conditionFigures>>[number];

const total = (column: Parameters<typeof sql>[1]) => sql<string>`sum(${column})::text`;

/**
 * The same figures summed in SQL per sub-category, client contract and sub status: what the
 * cost tracking and cost management rows need, a few dozen rows whatever the project's size.
 */
export async function conditionSums(db: TDbOrTx, projectId: number) {
  const subSelected = sql<boolean>`${conditions.selectedSubcontractorId} is not null`;
  return db
    .select({
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      categoryCode: mainCategories.categoryCode,
      mainCategoryId: mainCategories.mainCategoryId,
      contractType: clientContracts.contractType,
      contractStage: clientContracts.stage,
      preTax: total(conditions.preTax),
      tax: total(conditions.tax),
      hours: total(conditions.laborHoursTotal),
      labor: total(conditions.laborCostTotal),
      material: total(conditions.materialCostTotal),
      equipment: total(conditions.equipmentCostTotal),
      other: total(conditions.otherCostsCostTotal),
      subCost: total(conditions.subCost),
      subSelected,
      subApproved: conditions.subContractApprovedInd,
    })
    .from(conditions)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .leftJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId))
    .where(eq(conditions.projectId, projectId))
    .groupBy(
      subCategories.subCategoryCode,
      subCategories.name,
      mainCategories.categoryCode,
      mainCategories.mainCategoryId,
      clientContracts.contractType,
      clientContracts.stage,
      subSelected,
      conditions.subContractApprovedInd,
    );
}

/** The project's additional costs by sub-category. */
export async function additionalCosts(db: TDbOrTx, projectId: number) {
  return db
    .select({
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      categoryCode: mainCategories.categoryCode,
      additionalCost: projectAdditionalCosts.additionalCost,
    })
    .from(projectAdditionalCosts)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, projectAdditionalCosts.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(eq(projectAdditionalCosts.projectId, projectId));
}

/** Sub-categories by code (for actuals on a sub-category the project has no condition in). */
export async function subCategoriesByCode(db: TDbOrTx, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      subCategoryId: subCategories.subCategoryId,
      subCategoryCode: subCategories.subCategoryCode,
      subCategoryName: subCategories.name,
      categoryCode: mainCategories.categoryCode,
    })
    .from(subCategories)
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(inArray(subCategories.subCategoryCode, [...codes]));
}

export async function upsertAdditionalCost(
  db: TDbOrTx,
  key: { projectId: number; subCategoryId: number },
  value: string,
  userId: number,
) {
  await db
    .insert(projectAdditionalCosts)
    .values({ ...key, additionalCost: value, updatedBy: userId })
    .onConflictDoUpdate({
      target: [projectAdditionalCosts.projectId, projectAdditionalCosts.subCategoryId],
      set: { additionalCost: value, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export async function additionalCostOf(
  db: TDbOrTx,
  key: { projectId: number; subCategoryId: number },
) {
  const [row] = await db
    .select({ additionalCost: projectAdditionalCosts.additionalCost })
    .from(projectAdditionalCosts)
    .where(
      and(
        eq(projectAdditionalCosts.projectId, key.projectId),
        eq(projectAdditionalCosts.subCategoryId, key.subCategoryId),
      ),
    )
    .for('update');
  return row?.additionalCost ?? null;
}

export async function deleteAdditionalCost(
  db: TDbOrTx,
  key: { projectId: number; subCategoryId: number },
) {
  await db
    .delete(projectAdditionalCosts)
    .where(
      and(
        eq(projectAdditionalCosts.projectId, key.projectId),
        eq(projectAdditionalCosts.subCategoryId, key.subCategoryId),
      ),
    );
}

/**
 * Per condition (null: on no condition) of the given sub-categories: pending purchases, and the
 * actual material, equipment, other and sub costs and labor (field time on no condition, and the
 * hours logged on conditions in the field),
 * in one statement.
 */
export async function detailActuals(db: TDbOrTx, projectId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  const codeList = sql.join(
    codes.map((c) => sql`${c}`),
    sql`, `,
  );
  const result = await db.execute(sql`
with parts as (
  select fa.sub_category_code as code, null::int as condition_id,
         (fa.regular_hours + fa.overtime_hours) as hours,
         ${fieldLaborCostSql} as labor,
         0::numeric as material, 0::numeric as equipment, 0::numeric as other,
         0::numeric as sub, 0::numeric as pending
    from field_assignments fa
    left join labor_rates lr on lr.user_id = fa.user_id
   where fa.project_id = ${projectId} and fa.sub_category_code in (${codeList})
  union all
  select sc.sub_category_code, ll.condition_id, (ll.regular_hours + ll.overtime_hours),
         ${laborCostSql('ll')},
         0, 0, 0, 0, 0
    from condition_labor_logs ll join sub_categories sc using (sub_category_id)
    left join labor_rates lr on lr.user_id = ll.user_id
   where ll.project_id = ${projectId} and sc.sub_category_code in (${codeList})
  union all
  select sc.sub_category_code, mp.condition_id, 0, 0,
         case when mp.status <> 'Pending' then mp.amount else 0 end, 0, 0, 0,
         case when mp.status = 'Pending' then mp.amount else 0 end
    from material_purchases mp join sub_categories sc using (sub_category_id)
   where mp.project_id = ${projectId} and sc.sub_category_code in (${codeList})
  union all
  select sc.sub_category_code, ii.condition_id, 0, 0, ii.total_cost, 0, 0, 0, 0
    from inventory_issues ii join sub_categories sc using (sub_category_id)
   where ii.project_id = ${projectId} and sc.sub_category_code in (${codeList})
  union all
  select sc.sub_category_code, ce.condition_id, 0, 0, 0,
         case when ce.kind = 'equipment' then ce.amount else 0 end,
         case when ce.kind = 'other' then ce.amount else 0 end,
         case when ce.kind = 'sub' then ce.amount else 0 end, 0
    from project_cost_entries ce join sub_categories sc using (sub_category_id)
   where ce.project_id = ${projectId} and sc.sub_category_code in (${codeList})
)
select code as "subCategoryCode", condition_id as "conditionId",
       sum(hours)::numeric(14,2)::text as hours,
       sum(labor)::numeric(14,2)::text as labor,
       sum(material)::numeric(14,2)::text as material,
       sum(equipment)::numeric(14,2)::text as equipment,
       sum(other)::numeric(14,2)::text as other,
       sum(sub)::numeric(14,2)::text as sub,
       sum(pending)::numeric(14,2)::text as pending
  from parts
 group by code, condition_id`);
  return rowsOf<{
    subCategoryCode: string;
    conditionId: number | null;
    hours: string;
    labor: string;
    material: string;
    equipment: string;
    other: string;
    sub: string;
    pending: string;
  }>(result);
}

export async function listPurchases(db: TDbOrTx, projectId: number) {
  return db
    .select({
      purchaseOrderID: materialPurchases.purchaseOrderId,
      date: materialPurchases.purchaseDate,
      displayName: users.displayName,
      subCategoryCode: subCategories.subCategoryCode,
      conditionName: conditions.conditionName,
      vendor: materialPurchases.vendorName,
      purchaseOrderAmount: materialPurchases.amount,
      purchaseOrderNumber: materialPurchases.purchaseOrderNumber,
      status: materialPurchases.status,
    })
    .from(materialPurchases)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, materialPurchases.subCategoryId))
    .leftJoin(users, eq(users.userId, materialPurchases.userId))
    .leftJoin(conditions, eq(conditions.conditionId, materialPurchases.conditionId))
    .where(eq(materialPurchases.projectId, projectId))
    .orderBy(desc(materialPurchases.purchaseDate), desc(materialPurchases.purchaseOrderId));
}

export async function listInventory(db: TDbOrTx, projectId: number) {
  return db
    .select({
      id: inventoryIssues.inventoryIssueId,
      date: inventoryIssues.issueDate,
      name: users.displayName,
      subCategoryCode: subCategories.subCategoryCode,
      conditionName: conditions.conditionName,
      inventoryID: inventoryIssues.inventoryId,
      description: inventoryIssues.description,
      quantity: inventoryIssues.quantity,
      totalCost: inventoryIssues.totalCost,
    })
    .from(inventoryIssues)
    .innerJoin(subCategories, eq(subCategories.subCategoryId, inventoryIssues.subCategoryId))
    .leftJoin(users, eq(users.userId, inventoryIssues.userId))
    .leftJoin(conditions, eq(conditions.conditionId, inventoryIssues.conditionId))
    .where(eq(inventoryIssues.projectId, projectId))
    .orderBy(desc(inventoryIssues.issueDate), desc(inventoryIssues.inventoryIssueId));
}

export async function lockPurchase(db: TDbOrTx, purchaseOrderId: number, projectId: number) {
  const [row] = await db
    .select()
    .from(materialPurchases)
    .where(
      and(
        eq(materialPurchases.purchaseOrderId, purchaseOrderId),
        eq(materialPurchases.projectId, projectId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function deletePurchase(db: TDbOrTx, purchaseOrderId: number) {
  await db.delete(materialPurchases).where(eq(materialPurchases.purchaseOrderId, purchaseOrderId));
}

export async function lockInventoryItem(db: TDbOrTx, id: number, projectId: number) {
  const [row] = await db
    .select()
    .from(inventoryIssues)
    .where(and(eq(inventoryIssues.inventoryIssueId, id), eq(inventoryIssues.projectId, projectId)))
    .for('update');
  return row ?? null;
}

export async function deleteInventoryItem(db: TDbOrTx, id: number) {
  await db.delete(inventoryIssues).where(eq(inventoryIssues.inventoryIssueId, id));
}
