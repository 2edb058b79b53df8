import type { Page } from '@playwright/test';
import { addStaff } from '../../../apps/server/src/testing/staff';
import { expect, test, type TBooks } from '../../fixtures/books';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/**
 * An office estimator of the story's own, whom no other story signs in as: making a demo account an
 * Admin for a moment changed what a story running beside this one saw (CI, 2026-11-27). No call
 * makes a person; the directory's people are written where it keeps them (testing/staff.ts).
 */
async function staffEstimator(books: TBooks) {
  const staff = await addStaff(books, ['Office', 'Estimator']);
  return { name: staff.DisplayName, email: staff.EmailAddress };
}

/** The side menu's Security Roles link, with the menu opened if it is closed. */
async function securityRolesLink(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Open menu' });
  if (await open.isVisible()) await open.click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'CRM' })).toBeVisible();
  return menu.getByRole('link', { name: 'Security Roles' });
}

test('an admin adds a member to Admin, the member’s menu changes, then removes them', async ({
  page,
  books,
}) => {
  const staff = await staffEstimator(books);
  await loginAs(page, DEMO.admin);
  await page.goto('/security-roles');
  await expect(page.getByRole('heading', { name: 'Security Roles' })).toBeVisible();
  await saveScreen(page, 'security-roles-1440');

  await page.getByRole('button', { name: 'Members of Admin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin members' });
  await expect(dialog.getByText('Marcus Okafor')).toBeVisible();
  // One's own admin role cannot be removed.
  await expect(dialog.getByRole('button', { name: 'Remove Marcus Okafor' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Add a user' }).fill(staff.name);
  await page.getByRole('option', { name: staff.name }).click();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/user/add-user-role'));
  await dialog.getByRole('button', { name: 'Add' }).click();
  expect((await added).status()).toBe(200);
  await expect(dialog.getByRole('listitem').filter({ hasText: staff.name })).toBeVisible();
  await saveScreen(page, 'security-roles-members-1440');

  await loginAs(page, staff.email);
  await expect(await securityRolesLink(page)).toBeVisible();

  await loginAs(page, DEMO.admin);
  await page.goto('/security-roles');
  await page.getByRole('button', { name: 'Members of Admin' }).click();
  await dialog.getByRole('button', { name: `Remove ${staff.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText(
    `Are you sure you want to remove ${staff.name} from this security role?`,
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog.getByText(staff.name)).toHaveCount(0);

  await loginAs(page, staff.email);
  await expect(await securityRolesLink(page)).toHaveCount(0);
});

test('the Superuser membership is view-only to an admin', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/security-roles');
  await page.getByRole('button', { name: 'Members of Superuser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Superuser members' });
  await expect(dialog.getByText('The Superuser membership is view-only.')).toBeVisible();
  await expect(dialog.getByText('Dana Whitfield')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Add a user' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
});

test('a Superuser edits a role’s permission numbers', async ({ page }) => {
  await loginAs(page, DEMO.superuser);
  await page.goto('/security-roles');
  const row = page.getByRole('row').filter({ hasText: 'Purchasing' });
  await expect(row.getByText('7', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Edit the permissions of Purchasing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchasing permissions' });
  await dialog.getByRole('checkbox', { name: '8 Pipeline report' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('8', { exact: true })).toBeVisible();
});
