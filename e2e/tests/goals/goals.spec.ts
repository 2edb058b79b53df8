import { goalsContract } from '@n5/shared/goals/contract';
import { addStaff } from '../../../apps/server/src/testing/staff';
import { expect, test } from '../../fixtures/books';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('an admin edits a company goal and the Total row follows; text reverts', async ({
  page,
  factories,
}) => {
  // This year's goal, set through the goals call (the page opens on this year).
  await factories.call(goalsContract.setFinancial, {
    body: {
      ...{ year: new Date().getFullYear(), month: 3, division: 'Service', goaltype: 'Revenue' },
      value: 61500,
    },
  });
  await loginAs(page, DEMO.admin);
  await page.goto('/company-goals?year=2018');
  await expect(page.getByRole('heading', { name: 'Company Goals' })).toBeVisible();
  const cell = page.getByRole('textbox', { name: 'Service Revenue Mar' });
  const totalRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Revenue' }) })
    .filter({ hasText: 'Total' });
  await expect(cell).toHaveValue('0');
  await cell.fill('45000');
  await cell.press('Enter');
  await expect(totalRow.getByRole('cell').nth(4)).toHaveText('45,000');
  // A non-numeric entry reverts; an empty one becomes 0.
  await cell.fill('lots');
  await cell.press('Tab');
  await expect(cell).toHaveValue('45000');
  await cell.fill('');
  await cell.press('Tab');
  await expect(cell).toHaveValue('0');
  await expect(totalRow.getByRole('cell').nth(4)).toHaveText('0');
  await page.goto('/company-goals');
  // This year's goals, then the picture.
  await expect(page.getByRole('textbox', { name: 'Service Revenue Mar' })).toHaveValue('61500');
  await saveScreen(page, 'company-goals-1440');
});

test('an admin adds team members and sets a goal amount and a month', async ({
  page,
  factories,
  books,
}) => {
  // A project manager with a goal this year, set through the goals calls (the page opens on
  // this year's Construction project managers).
  const manager = await addStaff(books, []);
  const thisYear = { year: new Date().getFullYear(), division: 'Construction' as const };
  const role = { ...thisYear, role: 'Project Manager' as const };
  const { teamMemberGoals } = await factories.call(goalsContract.addTeamMembers, {
    body: { ...role, members: [manager.UserID] },
  });
  const estimator = teamMemberGoals.find((g) => g.EstimatorID === manager.UserID)!.Estimator;
  await factories.call(goalsContract.setTeamGoal, {
    body: { ...role, userid: manager.UserID, field: 'GoalAmount', value: 480000 },
  });
  await loginAs(page, DEMO.admin);
  await page.goto('/team-member-goals?year=2017&division=Service&role=Superintendent');
  await expect(
    page.getByRole('heading', { name: 'Team Member Goals - Service - Superintendent' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByRole('combobox', { name: 'Select team members' }).fill('a');
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Add Members' }).click();
  await expect(dialog).toBeHidden();
  const amount = page.getByRole('textbox', { name: / Goal Amount$/ }).first();
  await amount.fill('250000');
  await amount.press('Enter');
  await expect(page.getByText('$250,000')).toBeVisible();
  const jan = page.getByRole('textbox', { name: / Jan percent$/ }).first();
  await jan.fill('12.5');
  await jan.press('Enter');
  await expect(page.getByRole('cell', { name: '12.50%' })).toBeVisible();
  await page.goto('/team-member-goals');
  await expect(
    page.getByRole('heading', { name: 'Team Member Goals - Construction - Project Manager' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: `${estimator} Goal Amount` })).toHaveValue(
    '480000',
  );
  await saveScreen(page, 'team-member-goals-1440');
});
