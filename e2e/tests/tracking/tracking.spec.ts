import type { Page } from '@playwright/test';
import { addMaterialPurchase, setApiVersion } from '../../../apps/server/src/testing/books';
import { expect, test } from '../../fixtures/books';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { getProject } from '../../fixtures/project';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/** Through the spec's own address (spec 2 §2.1), which opens the project on its Tracking tab. */
async function openTracking(page: Page, id: number) {
  await page.goto(`/browser/projects/${id}/tracking`);
  await expect(page).toHaveURL(`/browser/projects/${id}?i=3`);
  await expect(page.getByTestId('tracking-banner')).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Tracking' });
  await expect(panel.getByRole('region', { name: 'Cost management', exact: true })).toBeVisible();
  return panel;
}

test('cost tracking: additional cost moves estimated profit; a sub-category expands to its tasks', async ({
  page,
  factories,
}) => {
  // An approved Base scheduling two priced sub-categories: cost tracking rows and their tasks.
  const { ProjectID: id } = await factories.buildBillableProject();
  await loginAs(page, DEMO.accounting);
  const panel = await openTracking(page, id);
  // A new project is v1: the old view is shown to everyone, with no Show V1 button.
  expect((await getProject(page, id)).api_version).toBe('v1');
  const show = page.getByTestId('tracking-banner').getByRole('button', { name: 'Show V1' });
  await expect(show).toHaveCount(0);
  const v1 = panel.getByRole('region', { name: 'Cost tracking V1', exact: true });
  const field = v1.getByRole('textbox', { name: /^Additional cost / }).first();
  const code = (await field.getAttribute('aria-label'))!.replace('Additional cost ', '');
  const profit = v1.getByTestId(`estimated-profit-${code}`);
  const before = await profit.textContent();
  await field.fill('12345.67');
  await field.press('Enter');
  await expect(profit).not.toHaveText(before!);
  await expect(field).toHaveValue('12345.67');

  const management = panel.getByRole('region', { name: 'Cost management', exact: true });
  const expand = management.getByRole('button', { name: /^Show detail of / }).first();
  const sub = (await expand.getAttribute('aria-label'))!.replace('Show detail of ', '');
  // By keyboard: the expander is a button.
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(management.getByRole('button', { name: `Hide detail of ${sub}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const tasks = management.getByRole('table', { name: `Tasks of ${sub}` });
  await expect(tasks.getByRole('columnheader', { name: 'Condition' })).toBeVisible();
  await expect(tasks.getByRole('row')).not.toHaveCount(0);
  await saveScreen(page, 'tracking-1440');

  // Clearing it saves empty.
  await field.fill('');
  await field.press('Tab');
  await expect(profit).toHaveText(before!);
});

test('on a v2 project Accounting shows the old view with Show V1, kept in the address', async ({
  page,
  factories,
  books,
}) => {
  // v2 marks the old system's projects: no call sets it, so the story writes it.
  const { ProjectID: id } = await factories.buildProject({ StageType: 'In Progress' });
  await setApiVersion(books, id, 'v2');
  await loginAs(page, DEMO.accounting);
  const panel = await openTracking(page, id);
  await page.getByTestId('tracking-banner').getByRole('button', { name: 'Show V1' }).click();
  await expect(page).toHaveURL(/[?&]showv1=true/);
  await expect(page.getByRole('button', { name: 'Hide V1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByRole('region', { name: 'Cost tracking V1', exact: true })).toBeVisible();
});

test('a pending purchase is deleted with permission 9 after the confirmation; others see no button', async ({
  page,
  factories,
  books,
}) => {
  // Purchases are the books' (the accounting system writes them): a pending order, which this
  // story deletes, and a received one that stays for the project manager to read.
  const { ProjectID: id } = await factories.buildBillableProject();
  const pending = await addMaterialPurchase(books, { projectId: id, subCategoryCode: '09-2900' });
  await addMaterialPurchase(books, {
    projectId: id,
    subCategoryCode: '26-5100',
    status: 'Received',
  });
  await loginAs(page, DEMO.accounting);
  const panel = await openTracking(page, id);
  const purchases = panel.getByRole('region', { name: 'Material Purchase', exact: true });
  const remove = purchases.getByRole('button', {
    name: `Delete purchase ${pending.purchaseOrderNumber}`,
  });
  await remove.click();
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to delete this purchase?',
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(purchases.getByRole('cell', { name: pending.purchaseOrderNumber })).toHaveCount(0);

  // The Inventory table folds away.
  const inventory = panel.getByRole('region', { name: 'Inventory', exact: true });
  await inventory.getByRole('button', { name: 'Hide Inventory' }).click();
  await expect(inventory.getByRole('button', { name: 'Show Inventory' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  // A project manager (no permission 9) sees the purchases without a delete button.
  await loginAs(page, DEMO.pm);
  const pmPanel = await openTracking(page, id);
  const pmPurchases = pmPanel.getByRole('region', { name: 'Material Purchase', exact: true });
  await expect(pmPurchases.getByRole('table', { name: 'Material purchases' })).toBeVisible();
  await expect(pmPurchases.getByRole('button', { name: /^Delete purchase/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show V1' })).toHaveCount(0);
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(pmPurchases.getByRole('table', { name: 'Material purchases' })).toBeVisible();
  await saveScreen(page, 'tracking-390');
});
