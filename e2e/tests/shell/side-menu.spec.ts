import { expect, test } from '../../fixtures/csp';
import { entryAccess, SIDE_MENU } from '@n5/shared/navigation/menu';
import { canAccess } from '@n5/shared/permissions/access';
import type { TUser } from '@n5/shared/session/schemas';
import { REGISTRY } from '../../../apps/web/src/app/page-registry';
import { DEMO, DEMO_EMAILS } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { openMenuEntries } from '../../fixtures/shell';

/** What spec 2 §2.3 lets this user see, among the screens and actions this build has. */
function expectedEntries(user: TUser): string[] {
  return SIDE_MENU.flatMap((group) =>
    group.entries
      .filter((entry) =>
        'page' in entry ? REGISTRY.pages.has(entry.page) : REGISTRY.actions.has(entry.action),
      )
      .filter((entry) => canAccess(user, entryAccess(entry)))
      .map((entry) => entry.label),
  );
}

const ADMIN_ONLY = [
  'Background Jobs',
  'Company Goals',
  'Cond. Template Approval',
  'Incentive Payout',
  'Security Roles',
  'Team Member Goals',
  'Team Member Pool',
  'Recalculate Dashboard',
];

for (const email of DEMO_EMAILS) {
  test(`${email} sees the menu entries of their roles that exist`, async ({ page }) => {
    const user = await loginAs(page, email);
    await page.goto('/home');
    const entries = await openMenuEntries(page);
    expect(entries).toEqual(expectedEntries(user));
    // Field staff have no office screens: their drawer holds the phone area, never nothing.
    if (email === DEMO.field) expect(entries).toEqual(['Field App']);
  });
}

test('a project manager sees none of the admin entries', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/home');
  const entries = await openMenuEntries(page);
  for (const label of ADMIN_ONLY) expect(entries).not.toContain(label);
  await saveScreen(page, 'menu-open-1440');
});

test('the menu toggle opens and closes the side menu', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/home');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('on a phone the menu opens over the page and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, DEMO.admin);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Marcus' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await saveScreen(page, 'menu-open-390');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});
