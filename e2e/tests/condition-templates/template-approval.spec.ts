import { estimatingContract } from '@n5/shared/estimating/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import type { Page } from '@playwright/test';

const lists = (page: Page) => page.getByRole('navigation', { name: 'Template lists' });

test('an admin approves an overwrite through the comparison and sees the template change', async ({
  page,
  factories,
}) => {
  const { options } = await factories.call(estimatingContract.templateOptions, {
    query: { mainCategory: '09', subCategory: '09-2900' },
  });
  const target = options[options.length - 1]!;
  const newName = `Gypsum overwrite ${Date.now()}`;
  const request = await factories.buildTemplateRequest({
    template: target.ConditionName,
    ConditionName: newName,
    LaborRate: '77.00',
    overwrite: target.templateID,
  });

  await loginAs(page, DEMO.admin);
  await page.goto('/condition-template-approval');
  await expect(page).toHaveURL(/\/condition-template-approval\/awaiting-approval$/);
  await expect(
    page.getByRole('heading', { name: 'Condition Templates - Awaiting Approval' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter the templates' }).fill(newName);
  await saveScreen(page, 'condition-templates-awaiting-1440');
  await page.getByRole('button', { name: `Approve ${newName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/condition-template-approval/${request.templateID}$`));
  const dialog = page.getByRole('dialog', { name: 'Overwrite condition template' });
  const nameRow = dialog.getByRole('row', { name: /Condition name/ });
  await expect(nameRow).toContainText(target.ConditionName);
  await expect(nameRow).toContainText(newName);
  await expect(dialog.getByRole('row', { name: /Labor rate/ })).toContainText('77.00');
  await saveScreen(page, 'condition-templates-overwrite-1440');
  await dialog.getByRole('button', { name: 'Approve overwrite' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/awaiting-approval$/);

  await lists(page).getByRole('link', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Condition Templates - Active' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter the templates' }).fill(newName);
  const grid = page.getByTestId('template-grid');
  await expect(grid.getByRole('button', { name: `Deactivate ${newName}` })).toBeVisible();
  await expect(grid).toContainText('$77.00');
});

test('an admin edits a requested template, rejects it, and finds it under Inactive', async ({
  page,
  factories,
}) => {
  const name = `Soffit framing ${Date.now()}`;
  await factories.buildTemplateRequest({ ConditionName: name });
  await loginAs(page, DEMO.admin);
  await page.goto('/condition-template-approval/awaiting-approval');
  await page.getByRole('searchbox', { name: 'Filter the templates' }).fill(name);
  const grid = page.getByTestId('template-grid');
  const row = grid.getByRole('row').filter({ hasText: name });
  const cell = row.locator('[col-id="MaterialCost"]');
  await cell.click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/update-condition-template'));
  await cell.locator('input').fill('14.25');
  await cell.locator('input').press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(cell).toHaveText('14.2500');

  await page.getByRole('button', { name: `Reject ${name}` }).click();
  await expect(row).toHaveCount(0);
  await lists(page).getByRole('link', { name: 'Inactive' }).click();
  await page.getByRole('searchbox', { name: 'Filter the templates' }).fill(name);
  await expect(grid.getByRole('button', { name: `Reactivate ${name}` })).toBeVisible();
});

test('the condition approval tabs split new and overwrite requests', async ({
  page,
  factories,
}) => {
  const name = `New tab check ${Date.now()}`;
  await factories.buildTemplateRequest({ ConditionName: name });
  await loginAs(page, DEMO.admin);
  await page.goto('/condition-approval');
  await expect(page.getByRole('tab', { name: 'New Condition Template Approval' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('template-grid')).toContainText(name);
  await page.getByRole('tab', { name: 'Condition Template Overwrite Approval' }).click();
  await expect(page).toHaveURL(/t=o/);
  await expect(page.getByText(name)).toHaveCount(0);
});
