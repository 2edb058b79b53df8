import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

const YEAR = new Date().getFullYear();

test('a manager reads a division dashboard, switches the year and drills into a bar', async ({
  page,
}) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/dashboard/construction');
  await expect(
    page.getByRole('heading', { name: `Construction Division – ${YEAR}` }),
  ).toBeVisible();
  for (const title of ['Revenue (YTD)', 'Gross Profit (YTD)', 'Net Profit (YTD)']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Revenue by month' })).toBeVisible();
  const pivot = page.getByRole('table', { name: `Construction Division ${YEAR} actuals by month` });
  await expect(pivot.getByRole('rowheader')).toHaveText(['RV', 'GM', 'NP']);
  await expect(page.locator('.MuiBarChart-element').first()).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreen(page, 'dashboard-construction-1440');

  // Drill into the Actual revenue bar: the projects behind it, each linking to its project.
  await page.locator('.MuiBarChart-element').nth(2).click();
  const drill = page.getByRole('dialog', { name: /Revenue Actual .*: the projects/ });
  await expect(drill).toBeVisible();
  await expect(drill.getByRole('link').first()).toHaveAttribute('href', /\/browser\/projects\/\d+/);
  await drill.getByRole('button', { name: 'Close' }).click();

  // The year picker in the top menu, and a year out of range.
  await page.getByRole('combobox', { name: 'Year' }).selectOption(String(YEAR - 1));
  await expect(page).toHaveURL(new RegExp(`y=${YEAR - 1}`));
  await expect(
    page.getByRole('heading', { name: `Construction Division – ${YEAR - 1}` }),
  ).toBeVisible();
  await page.goto('/dashboard/construction?y=2019');
  await expect(page.getByText('That year is out of range')).toBeVisible();
});

test('the leaderboard panels open one at a time and a row lists the person’s projects', async ({
  page,
}) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/dashboard/mechanical');
  const pm = page.getByRole('button', { name: 'Project Manager Goals' });
  const revenue = page.getByRole('button', { name: 'Revenue Leaders' });
  await pm.click();
  await expect(pm).toHaveAttribute('aria-expanded', 'true');
  const board = page.getByRole('table', { name: 'Project Manager Goals' });
  await expect(board).toBeVisible();
  await revenue.click();
  await expect(revenue).toHaveAttribute('aria-expanded', 'true');
  await expect(pm).toHaveAttribute('aria-expanded', 'false');
  await revenue.click();
  await expect(revenue).toHaveAttribute('aria-expanded', 'false');

  await pm.click();
  await board
    .getByRole('row', { name: /show projects/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /^Projects of / })).toBeVisible();
});

test('the group dashboard sets the three divisions side by side; an admin recalculates', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/dashboard/group');
  await expect(page.getByRole('heading', { name: `Group – ${YEAR}` })).toBeVisible();
  const revenue = page.getByRole('table', { name: 'Revenue (YTD): Goal, Pipeline and Actual' });
  await expect(revenue.getByRole('rowheader')).toHaveText([
    'Construction',
    'Mechanical',
    'Service',
  ]);
  await saveScreen(page, 'dashboard-group-1440');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Recalculate Dashboard' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Recalculate Dashboard' });
  await expect(dialog.getByText('Dashboard has been recalculated')).toBeVisible({
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
});
