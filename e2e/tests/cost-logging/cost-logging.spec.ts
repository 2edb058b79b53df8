import type { Page } from '@playwright/test';
import { costLoggingContract as c } from '@n5/shared/cost-logging/contract';
import { projectContract } from '@n5/shared/project/contract';
import type { TFactories } from '../../../apps/server/src/testing/factories/factories';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/** A project the field user runs as superintendent, with one condition in 09-2900. */
async function fieldJob(factories: TFactories, userId: number) {
  const project = await factories.buildProject({
    ProjectName: `Field log ${Date.now()}`,
    SuperintendentID: userId,
    StageType: 'In Progress',
  });
  const condition = await factories.buildCondition({ projectID: project.ProjectID });
  return { project, condition };
}

async function openLogging(page: Page, projectId: number) {
  await page.goto(`/m/projects/${projectId}/09-2900`);
  await expect(page.getByRole('region', { name: 'Condition totals' })).toBeVisible();
}

async function logEquipment(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Log Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Equipment' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('labour and inventory logged on the phone show as actual cost on the Tracking tab', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const { project } = await fieldJob(factories, field.UserID);
  await openLogging(page, project.ProjectID);
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-cost-logging-390');

  // Labor: letters are refused by the rule, then 8 Reg and 1.5 OT.
  await page.getByRole('button', { name: 'Log Labor Time' }).click();
  const labor = page.getByRole('dialog', { name: 'Log Labor Time' });
  await labor.getByLabel('Reg hours').fill('8h');
  await labor.getByRole('button', { name: 'Save' }).click();
  await expect(labor.getByText('Reg hours must be digits and one decimal point.')).toBeVisible();
  await labor.getByLabel('Reg hours').fill('8');
  await labor.getByLabel('OT hours').fill('1.5');
  await saveScreen(page, 'm-cost-logging-labor-390');
  await labor.getByRole('button', { name: 'Save' }).click();
  await expect(labor).toBeHidden();

  // Inventory: cost is the item's average, total = quantity x cost.
  await page.getByRole('button', { name: 'Log Inventory' }).click();
  const inventory = page.getByRole('dialog', { name: 'Log Inventory' });
  await inventory.getByRole('combobox', { name: 'Item' }).click();
  await page.getByRole('option', { name: /^TAPE-500/ }).click();
  await inventory.getByLabel('Quantity').fill('4');
  await expect(inventory.getByLabel('Cost')).toHaveValue('$6.98');
  await expect(inventory.getByLabel('Total')).toHaveValue('$27.92');
  await saveScreen(page, 'm-cost-logging-inventory-390');
  await inventory.getByRole('button', { name: 'Save' }).click();
  await expect(inventory).toBeHidden();
  const listed = page.getByRole('region', { name: 'Inventory', exact: true });
  await expect(listed).toContainText('Joint tape 500 ft · $27.92');
  await expect(page.getByTestId('queue-count')).toBeHidden();

  // The office sees both on the Tracking tab's cost management row of 09-2900.
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginAs(page, DEMO.superuser);
  await page.goto(`/browser/projects/${project.ProjectID}?i=3`);
  const panel = page.getByRole('tabpanel', { name: 'Tracking' });
  const row = panel
    .getByRole('region', { name: 'Cost management', exact: true })
    .getByRole('row')
    .filter({ hasText: '09-2900' })
    .first();
  await expect(row).toContainText('9.50');
  await expect(row).toContainText('$27.92');
  await expect(panel.getByText('Joint tape 500 ft')).toBeVisible();
  await saveScreen(page, 'm-cost-logging-tracking-1440');
});

test('offline: three entries wait on the phone, survive a reload and are sent once', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const { project, condition } = await fieldJob(factories, field.UserID);
  await openLogging(page, project.ProjectID);

  await page.context().setOffline(true);
  for (const amount of ['101', '102', '103']) await logEquipment(page, amount);
  const queued = page.getByTestId('queued-entry');
  await expect(queued).toHaveCount(3);
  await expect(queued.first()).toContainText('Pending');
  await expect(page.getByTestId('queue-count')).toHaveText('3');
  await saveScreen(page, 'm-cost-logging-offline-390');

  // Back on the network but the server out of reach: a reload keeps all three.
  await page.route('**/api/condition/purchase-order', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.context().setOffline(false);
  await page.reload();
  await expect(page.getByTestId('queued-entry')).toHaveCount(3);
  await expect(page.getByTestId('queue-count')).toHaveText('3');

  // The server reachable again: all three go, in order, once each.
  await page.unroute('**/api/condition/purchase-order');
  await expect(page.getByTestId('queued-entry')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('queue-count')).toBeHidden();
  const equipment = page.getByRole('region', { name: 'Equipment entries' });
  await expect(equipment.getByRole('listitem')).toHaveCount(3);
  const { purchaseOrders } = await factories.call(c.purchaseOrders, {
    query: { conditionID: condition.ConditionID, purchaseOrderType: 'Equipment' },
  });
  expect(purchaseOrders.map((p) => p.PurchaseOrderAmount).sort()).toEqual([
    '101.00',
    '102.00',
    '103.00',
  ]);
});

test('a queued entry the server refuses stays with its message until discarded', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const { project } = await fieldJob(factories, field.UserID);
  await openLogging(page, project.ProjectID);

  await page.context().setOffline(true);
  await logEquipment(page, '55');
  await expect(page.getByTestId('queued-entry')).toContainText('Pending');
  // Meanwhile the office completes the job: logging on its conditions is turned off.
  await factories.call(projectContract.setProjectInfo, {
    body: { projectID: project.ProjectID, field: 'StageType', value: 'Completed' },
  });
  await page.context().setOffline(false);
  const entry = page.getByTestId('queued-entry');
  await expect(entry).toContainText('Refused', { timeout: 15_000 });
  await expect(entry).toContainText('Logging is turned off for condition');
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await saveScreen(page, 'm-cost-logging-refused-390');
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('queued-entry')).toHaveCount(0);
  await expect(page.getByTestId('queue-count')).toBeHidden();
});
