import { addDays, localIsoDate, payPeriodStart } from '@n5/shared/mobile/rules';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/csp';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('weekly hours: Saturday to Friday, one week at a time, totals to 2 decimals', async ({
  page,
}) => {
  await onPhoneAs(page);
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
  // A week the seed filled in (its crews report hours before 2026-11-01).
  await page.goto('/m/assignments?payPeriodDate=2026-10-17');
  await expect(page.getByTestId('pay-period')).toHaveText('Oct 17 – Oct 23, 2026');
  await expect(page.getByTestId('reg-total')).not.toHaveText('0.00');
  await saveScreen(page, 'm-assignments-390');
});

test('an office user picks another team member in the proxy dropdown', async ({ page }) => {
  await onPhoneAs(page, DEMO.pm);
  await page.goto('/m/assignments?payPeriodDate=2026-10-17');
  await page.getByLabel('Team member').click();
  await page.getByRole('option', { name: 'Brent Hollis' }).click();
  await expect(page).toHaveURL(/userID=6/);
  await expect(page.getByRole('region', { name: 'Weekly totals' })).toContainText('Brent Hollis');
  await expect(page.getByTestId('reg-total')).not.toHaveText('0.00');
  await saveScreen(page, 'm-assignments-proxy-390');
});

test('hours entered by condition on a day become that day’s hours in the week', async ({
  page,
}) => {
  await onPhoneAs(page);
  // A week the seed filled in, away from the weeks the other stories read.
  await page.goto('/m/assignments?payPeriodDate=2026-10-03');
  await expect(page.getByTestId('pay-period')).toHaveText('Oct 3 – Oct 9, 2026');
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
