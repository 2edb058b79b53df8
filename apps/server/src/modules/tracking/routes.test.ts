import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TRouteContract } from '@n5/shared/core/contract';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import {
  auditLog,
  clientContracts,
  conditions,
  inventoryIssues,
  laborRates,
  projectCostEntries,
} from '../../db/schema/index';
import { addFieldDays, addMaterialPurchase } from '../../testing/books';
import { useTestApp } from '../../testing/build-test-app';
import { subCategoryIdOf } from '../../testing/sub-category';
import type { TCaller, TRefusedInput } from '../../testing/test-client';

const { t, callAs, refusedAs, buildProject, buildCompany, userOf } = useTestApp();

/** A refusal with its status checked. */
async function refused<C extends TRouteContract>(
  caller: TCaller,
  contract: C,
  input: TRefusedInput<C>,
  status: number,
) {
  const refusal = await refusedAs(caller, contract, input);
  expect(refusal.status, refusal.error.message).toBe(status);
  return refusal;
}

/** The two sub-categories the tracked project uses, by their codes. */
const CODE = '09-2900';
const OTHER_CODE = '26-5100';

/**
 * A project with an approved Base (09-2900: price 12,000, in-house cost 7,000 + an approved
 * sub bid 1,000), an approved CO 1 of 2,000 and a pending CO 2 of 500 (09-2900), an unsold
 * condition of 26-5100, and actuals: 10 h of field time at 60 (+2 h overtime at 1.5), a received purchase of 1,000, a
 * pending one of 300, inventory issued of 250, equipment 100 and a sub invoice of 400.
 */
async function trackedProject() {
  const db = t.database.db;
  const project = await buildProject({});
  const projectId = project.ProjectID;
  const code = CODE;
  const subCategoryOne = await subCategoryIdOf(db, CODE);
  const subCategoryTwo = await subCategoryIdOf(db, OTHER_CODE);
  const sub = await buildCompany({});
  const [base, co1, co2] = await db
    .insert(clientContracts)
    .values([
      { projectId, contractType: 'Base', stage: 'Approved' },
      { projectId, contractType: 'CO 1', contractNumber: 1, stage: 'Approved' },
      { projectId, contractType: 'CO 2', contractNumber: 2, stage: 'Pending' },
    ])
    .returning({ id: clientContracts.contractId });
  const [gypsum, , ,] = await db
    .insert(conditions)
    .values([
      {
        projectId,
        subCategoryId: subCategoryOne,
        conditionName: 'Gypsum board',
        clientContractId: base!.id,
        preTax: '11000.00',
        tax: '1000.00',
        laborHoursTotal: '80',
        laborCostTotal: '5000.00',
        materialCostTotal: '2000.00',
      },
      {
        projectId,
        subCategoryId: subCategoryOne,
        conditionName: 'Taping by sub',
        clientContractId: co1!.id,
        preTax: '2000.00',
        subCost: '1000.00',
        selectedSubcontractorId: sub.CompanyID,
        subContractApprovedInd: 1,
      },
      {
        projectId,
        subCategoryId: subCategoryOne,
        conditionName: 'Pending extra',
        clientContractId: co2!.id,
        preTax: '500.00',
        laborCostTotal: '300.00',
      },
      { projectId, subCategoryId: subCategoryTwo, conditionName: 'Unsold', preTax: '900.00' },
    ])
    .returning({ id: conditions.conditionId });
  const pm = await userOf('pm');
  await db
    .insert(laborRates)
    .values({ userId: pm.UserID, hourlyRate: '60.00' })
    .onConflictDoUpdate({
      target: laborRates.userId,
      set: { hourlyRate: '60.00', overtimeFactor: '1.5' },
    });
  await addFieldDays(db, [
    {
      date: '2026-11-02',
      projectId,
      userId: pm.UserID,
      subCategoryCode: code,
      regularHours: '10',
      overtimeHours: '2',
    },
  ]);
  const purchase = { projectId, subCategoryCode: code, userId: pm.UserID, conditionId: gypsum!.id };
  const { purchaseOrderId: receivedId } = await addMaterialPurchase(db, {
    ...purchase,
    purchaseDate: '2026-11-03',
    amount: '1000.00',
    purchaseOrderNumber: 'PO-1',
    status: 'Received',
  });
  const { purchaseOrderId: pendingId } = await addMaterialPurchase(db, {
    ...purchase,
    purchaseDate: '2026-11-04',
    amount: '300.00',
    purchaseOrderNumber: 'PO-2',
  });
  const [item] = await db
    .insert(inventoryIssues)
    .values({
      projectId,
      issueDate: '2026-11-05',
      userId: pm.UserID,
      subCategoryId: subCategoryOne,
      conditionId: gypsum!.id,
      inventoryId: 'SCREW-1',
      description: 'Drywall screws',
      quantity: '10',
      totalCost: '250.00',
    })
    .returning({ id: inventoryIssues.inventoryIssueId });
  await db.insert(projectCostEntries).values([
    {
      projectId,
      entryDate: '2026-11-05',
      subCategoryId: subCategoryOne,
      kind: 'equipment',
      amount: '100.00',
    },
    {
      projectId,
      entryDate: '2026-11-06',
      subCategoryId: subCategoryOne,
      kind: 'sub',
      amount: '400.00',
    },
  ]);
  return {
    projectId,
    code,
    received: receivedId,
    pending: pendingId,
    item: item!.id,
    gypsum: gypsum!.id,
  };
}

// Labor: 10 x 60 + 2 x 60 x 1.5 = 780; material 1,000 + 250; equipment 100; sub 400.
const ACTUAL = '2530.00';

describe('cost tracking', () => {
  it('gives every field of the row from contracts, commitments and the local books', async () => {
    const { projectId, code } = await trackedProject();
    const { rows } = await callAs('pm', c.costTracking, { query: { projectID: projectId } });
    const row = rows.find((r) => r.subCategoryCode === code)!;
    expect(row).toMatchObject({
      base: '12000.00',
      approvedChanges: '2000.00',
      adjusted: '14000.00',
      // in-house 7,000 of the Base + the approved sub's bid 1,000 (pending CO 2 is not committed)
      committedCost: '8000.00',
      committedProfit: '6000.00',
      committedProfitPercent: '42.86',
      actualCost: ACTUAL,
      balance: '5470.00',
      actualProfit: '11470.00',
      actualProfitPercent: '81.93',
      additionalCost: null,
      estimatedCost: '8000.00',
      estimatedProfit: '6000.00',
      estimatedProfitPercent: '42.86',
    });
    const unsold = rows.find((r) => r.subCategoryCode !== code)!;
    expect(unsold).toMatchObject({ adjusted: '0.00', committedProfitPercent: null });
    const { totals } = await callAs('pm', c.costTrackingTotals, {
      query: { projectID: projectId },
    });
    expect(totals).toMatchObject({ adjusted: '14000.00', actualCost: ACTUAL });
  });

  it('saves additional cost (a number or empty) and the estimated profit follows', async () => {
    const { projectId, code } = await trackedProject();
    const body = (additionalCost: unknown) => ({
      body: { projectID: projectId, subCategoryCode: code, additionalCost } as never,
    });
    expect(await callAs('pm', c.setAdditionalCost, body('1,500'))).toEqual({
      projectID: projectId,
      subCategoryCode: code,
      additionalCost: '1500.00',
    });
    const read = async () =>
      (await callAs('pm', c.costTracking, { query: { projectID: projectId } })).rows.find(
        (r) => r.subCategoryCode === code,
      )!;
    expect(await read()).toMatchObject({ estimatedCost: '9500.00', estimatedProfit: '4500.00' });
    // The same value again writes no audit row.
    const audits = async () =>
      (
        await t.database.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, 'project_additional_cost'),
              eq(auditLog.entityId, `${projectId}:${code}`),
            ),
          )
      ).length;
    const before = await audits();
    await callAs('pm', c.setAdditionalCost, body(1500));
    expect(await audits()).toBe(before);
    expect((await callAs('pm', c.setAdditionalCost, body(''))).additionalCost).toBeNull();
    expect((await read()).additionalCost).toBeNull();
    for (const bad of ['abc', '1.234', -5, true]) {
      const refusal = await refused('pm', c.setAdditionalCost, body(bad), 400);
      expect(refusal.error.message).toMatch(/Additional cost/);
    }
    await refused(
      'pm',
      c.setAdditionalCost,
      { body: { projectID: projectId, subCategoryCode: 'NOPE', additionalCost: 1 } },
      400,
    );
    await refused(
      'pm',
      c.setAdditionalCost,
      { body: { projectID: 999999, subCategoryCode: code, additionalCost: 1 } },
      404,
    );
  });

  it('gives the v2 rows with their snake_case names', async () => {
    const { projectId, code } = await trackedProject();
    const reply = await callAs('pm', c.v2Tracking, { params: { id: String(projectId) } });
    expect(reply.rows.find((r) => r.sub_category_code === code)).toMatchObject({
      base_total: '12000.00',
      change_orders_total: '2000.00',
      adjusted_total: '14000.00',
      committed_cost: '8000.00',
      committed_profit: '6000.00',
      actual_cost_total: ACTUAL,
      balance_total: '5470.00',
    });
    expect(reply.project.id).toBe(projectId);
    await refused('pm', c.v2Tracking, { params: { id: '999999' } }, 404);
  });

  it('answers 404 for an unknown project and 401 to nobody', async () => {
    await refused('pm', c.costTracking, { query: { projectID: 999999 } }, 404);
    await refused('anonymous', c.costTracking, { query: { projectID: 1 } }, 401);
  });
});

describe('cost management', () => {
  it('gives original against actual hours and costs, with totals', async () => {
    const { projectId, code } = await trackedProject();
    const { rows } = await callAs('pm', c.costManagement, { query: { projectID: projectId } });
    expect(rows.find((r) => r.subCategoryCode === code)).toMatchObject({
      originalHours: '80.00',
      actualHours: '12.00',
      originalLabor: '5000.00',
      actualLabor: '780.00',
      originalMaterial: '2000.00',
      actualMaterial: '1250.00',
      actualEquipment: '100.00',
      originalSub: '1000.00',
      actualSub: '400.00',
      originalTotal: '8000.00',
      actualTotal: ACTUAL,
    });
    const { totals } = await callAs('pm', c.costManagementTotals, {
      query: { projectID: projectId },
    });
    expect(totals.actualTotal).toBe(ACTUAL);
  });

  it("gives the detail's task rows of the sub-categories joined by '|'", async () => {
    const { projectId, code } = await trackedProject();
    const other = OTHER_CODE;
    const { rows } = await callAs('pm', c.costManagementDetail, {
      query: { projectID: projectId, subcategories: `${code}|${other}` },
    });
    expect(rows.find((r) => r.ConditionName === 'Gypsum board')).toMatchObject({
      ProjectTaskID: code,
      budgetedHours: '80.00',
      budgetedAmount: '7000.00',
      pendingAmount: '300.00',
      actualAmount: '1250.00',
    });
    expect(rows.find((r) => r.ConditionID === null)).toMatchObject({
      ConditionName: '(no condition)',
      actualHours: '12.00',
      actualAmount: '1280.00',
    });
    expect(rows.filter((r) => r.ProjectTaskID === other).map((r) => r.ConditionName)).toEqual([
      'Unsold',
    ]);
    await refused(
      'pm',
      c.costManagementDetail,
      { query: { projectID: projectId, subcategories: '|' } },
      400,
    );
  });
});

describe('material purchases and inventory', () => {
  it('lists them with the spec fields', async () => {
    const { projectId, code } = await trackedProject();
    const purchases = await callAs('pm', c.materialPurchases, { query: { projectID: projectId } });
    expect(purchases.rows[0]).toMatchObject({
      date: '2026-11-04',
      subCategoryCode: code,
      conditionName: 'Gypsum board',
      vendor: 'ABC Supply',
      purchaseOrderAmount: '300.00',
      purchaseOrderNumber: 'PO-2',
      status: 'Pending',
    });
    expect(purchases.rows[0]!.displayName).toBeTruthy();
    const inventory = await callAs('pm', c.inventory, { query: { projectID: projectId } });
    expect(inventory.rows).toEqual([
      expect.objectContaining({
        inventoryID: 'SCREW-1',
        description: 'Drywall screws',
        quantity: '10.0000',
        totalCost: '250.00',
      }),
    ]);
  });

  it('deletes a Pending purchase with permission 9 only; 409 when not pending; audited', async () => {
    const { projectId, pending, received } = await trackedProject();
    await refused(
      'pm',
      c.deletePurchase,
      { query: { purchaseOrderID: pending, projectID: projectId } },
      403,
    );
    const refusal = await refused(
      'accounting',
      c.deletePurchase,
      { query: { purchaseOrderID: received, projectID: projectId } },
      409,
    );
    expect(refusal.error.message).toBe(
      'Only a pending purchase can be deleted; this purchase is Received.',
    );
    expect(
      await callAs('accounting', c.deletePurchase, {
        query: { purchaseOrderID: pending, projectID: projectId },
      }),
    ).toEqual({ deleted: { purchaseOrderID: pending } });
    await refused(
      'accounting',
      c.deletePurchase,
      { query: { purchaseOrderID: pending, projectID: projectId } },
      404,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'material_purchase'), eq(auditLog.entityId, String(pending))));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('deletes an inventory item with permission 9 only, and only of that project', async () => {
    const { projectId, item } = await trackedProject();
    await refused('pm', c.deleteInventoryItem, { query: { id: item, projectID: projectId } }, 403);
    await refused(
      'accounting',
      c.deleteInventoryItem,
      { query: { id: item, projectID: projectId + 1000 } },
      404,
    );
    expect(
      await callAs('accounting', c.deleteInventoryItem, {
        query: { id: item, projectID: projectId },
      }),
    ).toEqual({ deleted: { id: item } });
    const { rows } = await callAs('pm', c.inventory, { query: { projectID: projectId } });
    expect(rows).toEqual([]);
  });
});
