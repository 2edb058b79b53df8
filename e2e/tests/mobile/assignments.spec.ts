import { addDays, localIsoDate, payPeriodStart } from '@n5/shared/mobile/rules';
import { addFieldDays } from '../../../apps/server/src/testing/books';
import { addStaff } from '../../../apps/server/src/testing/staff';
import { expect, test } from '../../fixtures/books';
import { DEMO } from '../../fixtures/env';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

// Hours are the books' (the accounting system's dispatch and time): each story writes its own
// person's days in a week of its own, before the seed's (which start in late September 2026).
const WEEK = '2026-08-01';
const CONDITION_WEEK = '2026-08-08';
const PROXY_WEEK = '2026-08-15';

test('weekly hours: Saturday to Friday, one week at a time, totals to 2 decimals', async ({
  page,
  factories,
  books,
}) => {
  const field = await onPhoneAs(page);
  const { ProjectID: projectId } = await factories.buildProject({ StageType: 'In Progress' });
  await addFieldDays(books, [
    { date: addDays(WEEK, 2), projectId, userId: field.UserID, regularHours: '8.00' },
    { date: addDays(WEEK, 3), projectId, userId: field.UserID, regularHours: '7.50' },
  ]);
  await page.goto('/m');
  await page.getByRole('link', { name: 'Assignments / Timesheet' }).click();
  await expect(page.getByTestId('week-day')).toHaveCount(7);
  await expect(page.getByTestId('week-day').first()).toContainText('Sat');
  await expect(page.getByTestId('week-day').last()).toContainText('Fri');
  await expect(page.getByTestId('reg-total')).toHaveText(/^\d+\.\d\d$/);
  await expect(page.getByTestId('ot-total')).toHaveText(/^\d+\.\d\d$/);
  // Field staff see only their own hours.
  await expect(page.getByLabel('Team member')).toHaveCount(0);
  await expectUsableOnPhone(page);

  const start = payPeriodStart(localIsoDate());
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(`/m/assignments?payPeriodDate=${addDays(start, -7)}`);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(`/m/assignments?payPeriodDate=${addDays(start, -7)}`);
  // The week the story filled in.
  await page.goto(`/m/assignments?payPeriodDate=${WEEK}`);
  await expect(page.getByTestId('pay-period')).toHaveText('Aug 1 – Aug 7, 2026');
  await expect(page.getByTestId('reg-total')).toHaveText('15.50');
  await saveScreen(page, 'm-assignments-390');
});

test('an office user picks another team member in the proxy dropdown', async ({
  page,
  factories,
  books,
}) => {
  const crew = await addStaff(books, []);
  const { ProjectID: projectId } = await factories.buildProject({ StageType: 'In Progress' });
  await addFieldDays(books, [
    { date: addDays(PROXY_WEEK, 2), projectId, userId: crew.UserID, regularHours: '6.00' },
  ]);
  await onPhoneAs(page, DEMO.pm);
  await page.goto(`/m/assignments?payPeriodDate=${PROXY_WEEK}`);
  await page.getByLabel('Team member').click();
  await page.getByRole('option', { name: crew.DisplayName }).click();
  await expect(page).toHaveURL(new RegExp(`userID=${crew.UserID}`));
  await expect(page.getByRole('region', { name: 'Weekly totals' })).toContainText(crew.DisplayName);
  await expect(page.getByTestId('reg-total')).not.toHaveText('0.00');
  await saveScreen(page, 'm-assignments-proxy-390');
});

test('hours entered by condition on a day become that day’s hours in the week', async ({
  page,
  factories,
  books,
}) => {
  const field = await onPhoneAs(page);
  // An approved Base with priced conditions, and a reported day of the field user on it.
  const { ProjectID: projectId } = await factories.buildBillableProject();
  await addFieldDays(books, [
    { date: addDays(CONDITION_WEEK, 2), projectId, userId: field.UserID, regularHours: '2.00' },
  ]);
  await page.goto(`/m/assignments?payPeriodDate=${CONDITION_WEEK}`);
  await expect(page.getByTestId('pay-period')).toHaveText('Aug 8 – Aug 14, 2026');
  await expect(page.getByTestId('reg-total')).toHaveText('2.00');
  const before = await page.getByTestId('reg-total').textContent();
  const project = page.getByRole('button', { name: /^Enter hours: / }).first();
  await project.click();
  const day = page.getByRole('dialog');
  const conditions = day.getByRole('list', { name: 'Hours by condition' });
  await conditions
    .getByRole('button')
    .and(page.locator(':not([aria-disabled="true"])'))
    .first()
    .click();
  const labor = page.getByRole('dialog', { name: 'Log Labor Time' });
  await labor.getByRole('textbox', { name: 'Reg hours' }).fill('3.25');
  await labor.getByRole('textbox', { name: 'OT hours' }).fill('');
  await saveScreen(page, 'm-day-hours-labor-390');
  await labor.getByRole('button', { name: 'Save' }).click();
  await expect(conditions.getByText(/^3\.25 Reg/)).toBeVisible();
  await expectUsableOnPhone(page);
  await day.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('reg-total')).not.toHaveText(before!);
});
