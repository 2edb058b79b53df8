import { mobileContract } from '@n5/shared/mobile/contract';
import { addDays, localIsoDate } from '@n5/shared/mobile/rules';
import { apiCall } from '../../fixtures/api';
import { expect, test } from '../../fixtures/csp';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('dispatch: day by day, Person and Project, remembered on this phone', async ({ page }) => {
  await onPhoneAs(page);
  const today = localIsoDate();
  await page.goto('/m');
  await page.getByRole('link', { name: 'Dispatch Board' }).click();
  await expect(page).toHaveURL(`/m/dispatch?assignmentDate=${today}&v=teamMember`);
  await expect(page.getByRole('button', { name: 'Person' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The board loads: people with their projects, or the spec's empty text.
  await expect(
    page.getByRole('region').first().or(page.getByText('No projects assigned')),
  ).toBeVisible();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-dispatch-390');

  // By keyboard as well as by touch.
  await page.getByRole('button', { name: 'Next day' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/m/dispatch?assignmentDate=${addDays(today, 1)}&v=teamMember`);
  await page.getByRole('button', { name: 'Project', exact: true }).click();
  await expect(page).toHaveURL(`/m/dispatch?assignmentDate=${addDays(today, 1)}&v=project`);
  await page.getByRole('button', { name: 'Previous day' }).click();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(`/m/dispatch?assignmentDate=${addDays(today, -1)}&v=project`);

  // Opened again without a day or view, the board shows what this phone showed last.
  await page.goto('/m/dispatch');
  await expect(page).toHaveURL(`/m/dispatch?assignmentDate=${addDays(today, -1)}&v=project`);
  await expect(page.getByRole('button', { name: 'Project', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A day nobody is sent anywhere, and the way to the project list.
  await page.goto('/m/dispatch?assignmentDate=2040-01-01&v=teamMember');
  await expect(page.getByText('No projects assigned')).toBeVisible();
  await saveScreen(page, 'm-dispatch-empty-390');
  await page.getByRole('link', { name: 'Project List' }).click();
  await page.waitForURL('/m/projects');
});

test('dispatch of a seeded working day lists the field user’s projects, which open', async ({
  page,
}) => {
  const user = await onPhoneAs(page);
  // The seed sends the crews on most weekdays around its 2026-11-01: find one of the field user's.
  const call = apiCall(page.request);
  let day = '2026-11-02';
  for (let i = 0; i < 14; i++, day = addDays(day, 1)) {
    const { people } = await call(mobileContract.dispatchByTeamMember, {
      query: { assignmentDate: day },
    });
    if (people.some((p) => p.userID === user.UserID)) break;
  }
  await page.goto(`/m/dispatch?assignmentDate=${day}&v=teamMember`);
  const person = page.getByRole('region', { name: user.DisplayName });
  await expect(person).toBeVisible();
  await person.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m\/projects\/\d+$/);
  await expect(page.getByRole('list', { name: 'Project menu' })).toBeVisible();
});
