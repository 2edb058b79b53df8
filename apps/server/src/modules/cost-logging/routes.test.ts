import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { compare, fromNumeric, sub, toNumeric } from '@n5/shared/core/decimal';
import { costLoggingContract as c } from '@n5/shared/cost-logging/contract';
import { latestToday } from '@n5/shared/cost-logging/rules';
import { mobileContract } from '@n5/shared/mobile/contract';
import { projectContract } from '@n5/shared/project/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { trackingContract } from '@n5/shared/tracking/contract';
import { conditionLaborLogs, laborRates, stockItems } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, requestAs, userOf, buildProject, buildCondition } = useTestApp();
let field: TUser;
let pm: TUser;
const DAY = '2024-05-06';

beforeAll(async () => {
  [field, pm] = await Promise.all([userOf('field'), userOf('pm')]);
});

/** A project the field user runs as superintendent, with one condition in 09-2900. */
async function fieldJob(overrides: Parameters<typeof buildProject>[0] = {}) {
  const project = await buildProject({ SuperintendentID: field.UserID, ...overrides });
  const condition = await buildCondition({ projectID: project.ProjectID });
  return { project, condition };
}

async function stockItem(averageCost = '2.5000') {
  const inventoryId = `T-${randomUUID().slice(0, 8)}`;
  await t.database.db
    .insert(stockItems)
    .values({ inventoryId, description: 'Drywall screws', baseUom: 'BOX', averageCost });
  return inventoryId;
}

/** a − b as money text. */
const diff = (a: string, b: string) => toNumeric(sub(fromNumeric(a), fromNumeric(b)), 2);

const actualOf = async (projectID: number) => {
  const { totals } = await callAs('superuser', trackingContract.costTrackingTotals, {
    query: { projectID },
  });
  return totals.actualCost;
};

describe('conditions', () => {
  it('lists a cost code’s conditions with totals and remaining, and one condition', async () => {
    const { project, condition } = await fieldJob();
    const list = await callAs('field', c.conditionsByCategory, {
      query: { projectID: project.ProjectID, subCategoryCode: '09-2900' },
    });
    expect(list.subCategoryCode).toBe('09-2900');
    expect(list.conditions.map((x) => x.ConditionID)).toEqual([condition.ConditionID]);
    const row = list.conditions[0]!;
    expect(row.disableLoggingInd).toBe(0);
    expect(row.laborHoursRemaining).toBe(row.laborHoursTotal);
    const one = await callAs('field', c.conditionInfo, {
      query: { conditionID: condition.ConditionID },
    });
    expect(one.condition).toEqual(row);
  });

  it('refuses an unknown project, cost code or condition (404)', async () => {
    const { project } = await fieldJob();
    // A code of the right shape that no cost code has is unknown (404); any other text is a 400.
    const query = { projectID: project.ProjectID, subCategoryCode: '99-9999' };
    expect((await refusedAs('field', c.conditionsByCategory, { query })).status).toBe(404);
    const malformed = { projectID: project.ProjectID, subCategoryCode: 'ZZ-0000' };
    expect((await refusedAs('field', c.conditionsByCategory, { query: malformed })).status).toBe(
      400,
    );
    expect(
      (await refusedAs('field', c.conditionInfo, { query: { conditionID: 2_000_000_000 } })).status,
    ).toBe(404);
  });

  it('marks a condition of a canceled project as disabled, and refuses logs on it (409)', async () => {
    const { project, condition } = await fieldJob();
    await callAs('superuser', projectContract.setProjectInfo, {
      body: { projectID: project.ProjectID, field: 'StageType', value: 'Canceled' },
    });
    const { condition: info } = await callAs('field', c.conditionInfo, {
      query: { conditionID: condition.ConditionID },
    });
    expect(info.disableLoggingInd).toBe(1);
    const refused = await refusedAs('field', c.saveLabor, {
      body: {
        userID: field.UserID,
        conditionID: condition.ConditionID,
        date: DAY,
        regularHours: '8',
      },
    });
    expect(refused.status).toBe(409);
  });
});

describe('labor time', () => {
  it('saves Reg and OT hours, answers the day’s totals, and the Tracking actual grows', async () => {
    const { project, condition } = await fieldJob();
    await t.database.db
      .insert(laborRates)
      .values({ userId: field.UserID, hourlyRate: '40.00', overtimeFactor: '1.50' })
      .onConflictDoNothing();
    const before = await actualOf(project.ProjectID);
    const body = {
      userID: field.UserID,
      conditionID: condition.ConditionID,
      date: DAY,
      regularHours: '8',
      overtimeHours: '1.5',
      estimateToCompleteHours: '12',
    };
    const saved = await callAs('field', c.saveLabor, { body });
    expect(saved.regularHoursTotal).toBe('8.00');
    expect(saved.overtimeHoursTotal).toBe('1.50');
    const hours = await callAs('field', c.laborHours, {
      query: { conditionID: condition.ConditionID, userID: field.UserID, date: DAY },
    });
    expect(hours).toEqual({
      actualHoursRegular: '8.00',
      actualHoursOT: '1.50',
      estimateToCompleteHours: '12.00',
    });
    // The rate the user has (40, or an earlier test's) x hours: more than before.
    expect(compare(fromNumeric(await actualOf(project.ProjectID)), fromNumeric(before))).toBe(1);
    // Again: the same row (repeatable), then blank removes it.
    await callAs('field', c.saveLabor, { body });
    const rows = await t.database.db
      .select()
      .from(conditionLaborLogs)
      .where(eq(conditionLaborLogs.conditionId, condition.ConditionID));
    expect(rows).toHaveLength(1);
    await callAs('field', c.saveLabor, {
      body: { ...body, regularHours: '', overtimeHours: null },
    });
    const cleared = await callAs('field', c.laborHours, {
      query: { conditionID: condition.ConditionID, userID: field.UserID, date: DAY },
    });
    expect(cleared.actualHoursRegular).toBeNull();
  });

  it('refuses a future date, non-numeric hours and hours a day cannot hold (400)', async () => {
    const { condition } = await fieldJob();
    const body = { userID: field.UserID, conditionID: condition.ConditionID, date: DAY };
    const future = await refusedAs('field', c.saveLabor, {
      body: { ...body, date: '2999-01-01', regularHours: '8' },
    });
    expect(future).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('after today') },
    });
    const letters = await refusedAs('field', c.saveLabor, {
      body: { ...body, regularHours: '8h' },
    });
    expect(letters.error.message).toContain('Reg hours must be digits and one decimal point.');
    const big = await refusedAs('field', c.saveLabor, { body: { ...body, regularHours: '1000' } });
    expect(big.status).toBe(400);
    expect(latestToday() >= DAY).toBe(true);
  });

  it('lets the crew and Superuser log for someone else, and refuses anyone else (403)', async () => {
    const { condition } = await fieldJob();
    const forPm = {
      userID: pm.UserID,
      conditionID: condition.ConditionID,
      date: DAY,
      regularHours: '2',
    };
    await callAs('field', c.saveLabor, { body: forPm }); // the superintendent
    await callAs('superuser', c.saveLabor, { body: { ...forPm, regularHours: '3' } });
    const other = await buildCondition(); // a project the field user is not on
    const refused = await refusedAs('field', c.saveLabor, {
      body: { ...forPm, conditionID: other.ConditionID },
    });
    expect(refused.status).toBe(403);
  });
});

describe('weekly hours by condition', () => {
  it('makes the day’s sums the reported day the weekly hours show, and refuses a day over 24 hours', async () => {
    const { project, condition } = await fieldJob();
    const second = await buildCondition({ projectID: project.ProjectID });
    const day = { userID: field.UserID, date: DAY };
    await callAs('field', c.saveLabor, {
      body: { ...day, conditionID: condition.ConditionID, regularHours: '6', overtimeHours: '1.5' },
    });
    await callAs('field', c.saveLabor, {
      body: { ...day, conditionID: second.ConditionID, regularHours: '2.25', overtimeHours: null },
    });
    const week = await callAs('field', mobileContract.weeklyAssignments, {
      query: { payPeriodDate: DAY },
    });
    const reported = week.days
      .find((d) => d.date === DAY)!
      .assignments.find((a) => a.projectID === project.ProjectID);
    expect(reported).toMatchObject({ regularHours: '8.25', overtimeHours: '1.50' });

    const byCondition = await callAs('field', c.dayHours, {
      query: { projectID: project.ProjectID, ...day },
    });
    expect(
      byCondition.conditions.map((x) => [x.ConditionID, x.regularHours, x.overtimeHours]),
    ).toEqual([
      [condition.ConditionID, '6.00', '1.50'],
      [second.ConditionID, '2.25', '0.00'],
    ]);

    const tooMany = await refusedAs('field', c.saveLabor, {
      body: { ...day, conditionID: second.ConditionID, regularHours: '20' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.error.message).toContain('more than 24');
    const unchanged = await callAs('field', c.dayHours, {
      query: { projectID: project.ProjectID, ...day },
    });
    expect(unchanged.conditions[1]!.regularHours).toBe('2.25');

    // Both entries cleared: the assignment stays, with no hours.
    for (const x of [condition, second]) {
      await callAs('field', c.saveLabor, {
        body: { ...day, conditionID: x.ConditionID, regularHours: null, overtimeHours: null },
      });
    }
    const cleared = await callAs('field', mobileContract.weeklyAssignments, {
      query: { payPeriodDate: DAY },
    });
    expect(
      cleared.days
        .find((d) => d.date === DAY)!
        .assignments.find((a) => a.projectID === project.ProjectID),
    ).toMatchObject({ regularHours: '0.00', overtimeHours: '0.00' });
  });

  it('lets a weekly-hours proxy (permission 5) enter and read another person’s day; others get 403', async () => {
    const { project } = await fieldJob();
    const other = await buildCondition(); // a project the PM is not on
    const forField = { userID: field.UserID, conditionID: other.ConditionID, date: DAY };
    await callAs('pm', c.saveLabor, { body: { ...forField, regularHours: '4' } });
    const read = await callAs('pm', c.dayHours, {
      query: { projectID: other.ProjectID, userID: field.UserID, date: DAY },
    });
    expect(read.conditions[0]!.regularHours).toBe('4.00');
    const refused = await refusedAs('field', c.dayHours, {
      query: { projectID: other.ProjectID, userID: pm.UserID, date: DAY },
    });
    expect(refused.status).toBe(403);
    const missing = await refusedAs('field', c.dayHours, {
      query: { projectID: 99_999_999, userID: field.UserID, date: DAY },
    });
    expect(missing.status).toBe(404);
    expect(project.ProjectID).toBeGreaterThan(0);
  });
});

describe('purchase orders', () => {
  it('logs material, equipment and other costs into the books the Tracking tab reads', async () => {
    const { project, condition } = await fieldJob();
    const before = await actualOf(project.ProjectID);
    const body = {
      userID: field.UserID,
      conditionID: condition.ConditionID,
      purchaseOrderDate: DAY,
      invoiceNo: 'INV-77',
    };
    await callAs('field', c.addPurchaseOrder, {
      body: { ...body, purchaseOrderType: 'Material', purchaseOrderAmount: '100.00' },
    });
    const equipment = await callAs('field', c.addPurchaseOrder, {
      // Equipment acts as the signed-in user whatever userID says.
      body: {
        ...body,
        userID: pm.UserID,
        purchaseOrderType: 'Equipment',
        purchaseOrderAmount: '50.25',
      },
    });
    expect(equipment.purchaseOrder).toMatchObject({ userID: field.UserID, InvoiceNo: 'INV-77' });
    await callAs('field', c.addPurchaseOrder, {
      body: {
        ...body,
        purchaseOrderType: 'Other',
        purchaseOrderAmount: '10',
        estimateToComplete: '5',
      },
    });
    const after = await actualOf(project.ProjectID);
    expect(diff(after, before)).toBe('160.25');
    const { condition: info } = await callAs('field', c.conditionInfo, {
      query: { conditionID: condition.ConditionID },
    });
    expect(diff(info.equipmentCostTotal, info.equipmentCostRemaining)).toBe('50.25');
    const list = await callAs('field', c.purchaseOrders, {
      query: { conditionID: condition.ConditionID, purchaseOrderType: 'Other' },
    });
    expect(list.purchaseOrders.map((p) => [p.PurchaseOrderAmount, p.EstimateToComplete])).toEqual([
      ['10.00', '5.00'],
    ]);
  });

  it('refuses non-numeric and too large amounts (400) and another user’s entry deleted (403)', async () => {
    const { condition } = await fieldJob();
    const body = {
      userID: field.UserID,
      conditionID: condition.ConditionID,
      purchaseOrderDate: DAY,
      purchaseOrderType: 'Equipment' as const,
    };
    const letters = await refusedAs('field', c.addPurchaseOrder, {
      body: { ...body, purchaseOrderAmount: '12,50' },
    });
    expect(letters.error.message).toContain('Amount must be digits and one decimal point.');
    const twoPoints = await refusedAs('field', c.addPurchaseOrder, {
      body: { ...body, purchaseOrderAmount: '1.2.3' },
    });
    expect(twoPoints.status).toBe(400);
    const huge = await refusedAs('field', c.addPurchaseOrder, {
      body: { ...body, purchaseOrderAmount: '1000000000000' },
    });
    expect(huge.error.message).toContain('Amount must be at most');
    // The superuser's entry: the field user may delete it where they are the superintendent, and
    // nowhere else (not Office, not on the job).
    const { purchaseOrder } = await callAs('superuser', c.addPurchaseOrder, {
      body: { ...body, purchaseOrderAmount: '5' },
    });
    const del = {
      purchaseOrderID: purchaseOrder.PurchaseOrderID,
      conditionID: condition.ConditionID,
      purchaseOrderType: 'Equipment' as const,
    };
    const elsewhere = await buildCondition();
    const { purchaseOrder: theirs } = await callAs('superuser', c.addPurchaseOrder, {
      body: { ...body, conditionID: elsewhere.ConditionID, purchaseOrderAmount: '5' },
    });
    const refused = await refusedAs('field', c.deletePurchaseOrder, {
      body: { ...del, purchaseOrderID: theirs.PurchaseOrderID, conditionID: elsewhere.ConditionID },
    });
    expect(refused.status).toBe(403);
    await callAs('field', c.deletePurchaseOrder, { body: del });
    expect((await refusedAs('field', c.deletePurchaseOrder, { body: del })).status).toBe(404);
  });
});

describe('inventory', () => {
  it('issues stock at its average cost (what the phone sent ignored), lists and deletes it', async () => {
    const { project, condition } = await fieldJob();
    const second = await buildCondition({ projectID: project.ProjectID });
    const inventoryID = await stockItem('2.5000');
    const { stockItems: stock } = await callAs('field', c.stockItems);
    expect(stock.find((s) => s.inventoryID === inventoryID)?.averageCost).toBe('2.5000');
    const before = await actualOf(project.ProjectID);
    const { entry } = await callAs('field', c.addInventoryItem, {
      body: {
        userID: field.UserID,
        projectID: project.ProjectID,
        conditionID: condition.ConditionID,
        inventoryID,
        date: DAY,
        itemCost: '999',
        quantity: '3.5',
      },
    });
    expect(entry).toMatchObject({ ItemCost: '2.5000', TotalCost: '8.75', Quantity: '3.5000' });
    expect(diff(await actualOf(project.ProjectID), before)).toBe('8.75');
    const mine = await callAs('field', c.inventoryLog, {
      query: { conditionID: condition.ConditionID },
    });
    expect(mine.inventory.map((i) => i.ID)).toEqual([entry.ID]);
    const others = await callAs('field', c.inventoryLogOtherConditions, {
      query: { projectID: project.ProjectID, conditionID: second.ConditionID },
    });
    expect(others.inventory.map((i) => i.ID)).toEqual([entry.ID]);
    await callAs('field', c.deleteInventoryItemOtherConditions, {
      body: { id: entry.ID, conditionID: second.ConditionID, projectID: project.ProjectID },
    });
    expect(
      (await callAs('field', c.inventoryLog, { query: { conditionID: condition.ConditionID } }))
        .inventory,
    ).toEqual([]);
  });

  it('refuses a zero quantity, an unknown item, and another user’s entry deleted', async () => {
    const { project, condition } = await fieldJob();
    const inventoryID = await stockItem();
    const body = {
      userID: field.UserID,
      projectID: project.ProjectID,
      conditionID: condition.ConditionID,
      inventoryID,
      date: DAY,
      quantity: '0',
    };
    const zero = await refusedAs('field', c.addInventoryItem, { body });
    expect(zero.error.message).toContain('Quantity cannot be zero.');
    const unknown = await refusedAs('field', c.addInventoryItem, {
      body: { ...body, inventoryID: 'NOPE-0', quantity: '1' },
    });
    expect(unknown.status).toBe(400);
    // Someone else's entry on a job the field user is not on.
    const elsewhere = await buildProject();
    const theirs = await buildCondition({ projectID: elsewhere.ProjectID });
    const { entry } = await callAs('superuser', c.addInventoryItem, {
      body: {
        ...body,
        userID: (await userOf('superuser')).UserID,
        projectID: elsewhere.ProjectID,
        conditionID: theirs.ConditionID,
        quantity: '1',
      },
    });
    const refused = await refusedAs('field', c.deleteInventoryItem, {
      body: { id: entry.ID, conditionID: theirs.ConditionID },
    });
    expect(refused.status).toBe(403);
  });

  it('answers a keyed replay with the first entry, stored once', async () => {
    const { project, condition } = await fieldJob();
    const inventoryID = await stockItem();
    const body = {
      userID: field.UserID,
      projectID: project.ProjectID,
      conditionID: condition.ConditionID,
      inventoryID,
      date: DAY,
      quantity: '2',
    };
    const headers = { headers: { 'idempotency-key': randomUUID() } };
    const first = await requestAs('field', c.addInventoryItem, { body }, headers);
    const again = await requestAs('field', c.addInventoryItem, { body }, headers);
    expect(again.body).toEqual(first.body);
    const log = await callAs('field', c.inventoryLog, {
      query: { conditionID: condition.ConditionID },
    });
    expect(log.inventory).toHaveLength(1);
  });
});
