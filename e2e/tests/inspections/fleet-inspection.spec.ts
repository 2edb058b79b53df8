import { randomUUID } from 'node:crypto';
import { inspectionsContract } from '@n5/shared/inspections/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// A day no other story inspects on (the seed's end before 2026-11-01), so the filter finds only ours.
const DAY = '2026-11-20';
const DAY_TEXT = '11/20/2026';

test('a fleet inspection from the add modal to its score in the grid, viewed and deleted', async ({
  page,
  factories,
}) => {
  // Two earlier inspections of the field user, made through the checklist's own call, so the grid
  // has rows to show before ours.
  const { users } = await factories.call(sessionContract.listUsers, {});
  const { vans } = await factories.call(inspectionsContract.vans, {});
  for (const surveyDate of ['2026-11-18', '2026-11-19']) {
    await factories.call(inspectionsContract.saveVanResult, {
      body: {
        ...{ KPIEventID: randomUUID(), surveyDate, criteriaID: null, value: null },
        ...{
          userID: users.find((u) => u.EmailAddress === DEMO.field)!.UserID,
          van: vans[0]!.VanID,
        },
      },
    });
  }
  await loginAs(page, DEMO.pm);
  await page.goto('/fleet');
  await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  const grid = page.getByTestId('inspection-grid');
  await expect(grid.getByRole('columnheader', { name: 'Vehicle' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /Inspection Date/ })).toBeVisible();
  await expect(grid.getByRole('row').nth(2)).toBeVisible();
  await saveScreen(page, 'fleet-1440');

  await page.getByRole('button', { name: 'Add fleet inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fleet Checklist' });
  await expect(dialog).toBeVisible();
  // Scores stay disabled until team member, vehicle and survey date are filled.
  const fourStars = dialog.getByRole('radio', { name: '4 Stars' }).first();
  await expect(fourStars).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Team member' }).fill('Brent Hol');
  await page.getByRole('option', { name: 'Brent Hollis' }).click();
  await dialog.getByRole('combobox', { name: 'Vehicle' }).selectOption({ index: 1 });
  await dialog.getByLabel('Survey date').fill(DAY);
  await expect(fourStars).toBeEnabled();
  await saveScreen(page, 'fleet-checklist-1440');

  let saved = page.waitForResponse((r) => r.url().endsWith('/api/kpi/van-results'));
  // The stars' radios are visually hidden; a person clicks the star (its label).
  await dialog.locator('label', { hasText: '4 Stars' }).first().click();
  expect((await saved).status()).toBe(200);
  saved = page.waitForResponse((r) => r.url().endsWith('/api/kpi/van-results'));
  await dialog.getByRole('button', { name: 'Yes' }).first().click();
  expect((await saved).status()).toBe(200);
  // 3 of 4 points (four stars) and 1 of 1 (Yes): 80%.
  await expect(dialog.getByTestId('checklist-score')).toHaveText('Score 80%');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Filter inspections' }).fill(DAY_TEXT);
  const row = grid.getByRole('row').filter({ hasText: DAY_TEXT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Brent Hollis');
  await expect(row).toContainText('80%');

  await row.getByRole('button', { name: `View fleet inspection of ${DAY_TEXT}` }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Brent Hollis')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '4 Stars' }).first()).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '4 Stars' }).first()).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Delete fleet inspection of ${DAY_TEXT}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Inspection' });
  await expect(confirm).toContainText('Are you sure you want to delete this inspection?');
  await expect(confirm.getByRole('button', { name: 'No' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
});
