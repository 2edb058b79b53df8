import { randomUUID } from 'node:crypto';
import { inspectionsContract } from '@n5/shared/inspections/contract';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('the uniform and warehouse lists show their columns; a warehouse checklist needs only its date', async ({
  page,
  factories,
}) => {
  // Someone else's warehouse inspection (the superuser's), made through the checklist's call.
  await factories.call(inspectionsContract.saveWarehouseResult, {
    body: { KPIEventID: randomUUID(), surveyDate: '2026-11-23', criteriaID: null, value: null },
  });
  await loginAs(page, DEMO.admin);
  await page.goto('/uniform-and-presentation');
  await expect(page.getByRole('heading', { name: 'Uniform and Presentation' })).toBeVisible();
  const grid = page.getByTestId('inspection-grid');
  for (const column of ['Name', 'Score', 'Location', 'Inspection Date', 'Inspected By']) {
    await expect(grid.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await page.getByRole('button', { name: 'New inspection' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Uniform and Presentation Checklist' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreen(page, 'uniform-390');
  await page.setViewportSize(VIEWPORTS.desktop);

  await page.goto('/warehouse');
  await expect(page.getByRole('heading', { name: 'Warehouse' })).toBeVisible();
  await expect(grid.getByRole('columnheader')).toHaveCount(4);
  await expect(grid.getByRole('columnheader')).toContainText([
    '',
    'Score',
    'Inspection Date',
    'Inspected By',
  ]);
  await page.getByRole('button', { name: 'Add warehouse inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Warehouse Checklist' });
  const yes = dialog.getByRole('button', { name: 'Yes' }).first();
  await expect(yes).toBeDisabled();
  await dialog.getByLabel('Survey date').fill('2026-11-22');
  await expect(yes).toBeEnabled();
  // An admin sees the delete button of every row, someone else's too.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(
    grid.getByRole('button', { name: 'Delete warehouse inspection of 11/23/2026' }),
  ).toBeVisible();
});
