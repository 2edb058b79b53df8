import { expect, test } from '../../fixtures/csp';
import { browserRows } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('New Project creates a project by name and opens its page', async ({ page }) => {
  await loginAs(page, DEMO.estimator);
  await page.goto('/browser');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'New Project' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  // 'Create it' waits for a name, as Duplicate's Create does; spaces are no name.
  const create = dialog.getByRole('button', { name: 'Create it' });
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Project name' }).press('Enter');
  await expect(dialog).toBeVisible();
  const name = `Olathe Clinic Lobby ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Project name' }).fill(name);
  await expect(create).toBeEnabled();
  await saveScreen(page, 'new-project-1440');
  await dialog.getByRole('button', { name: 'Create it' }).click();
  await expect(page).toHaveURL(/\/browser\/projects\/\d+$/);
  const id = Number(page.url().split('/').at(-1));
  const rows = await browserRows(page);
  expect(rows.find((r) => r.ProjectID === id)?.ProjectName).toBe(name);
});

test('Refresh Assignments says what the accounting system answered', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/browser');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Refresh Assignments' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Refresh Assignments' });
  // The embedded gateway answers our approved and in-progress projects (issue 40 item 22).
  await expect(dialog.getByText(/\(local\) holds assignments for [1-9]\d* projects/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
});
