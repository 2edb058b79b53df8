import { addDays, localIsoDate } from '@n5/shared/mobile/rules';
import { addFieldDays } from '../../../apps/server/src/testing/books';
import { expect, test } from '../../fixtures/books';
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

test('dispatch of a working day lists the field user’s projects, which open', async ({
  page,
  factories,
  books,
}) => {
  const user = await onPhoneAs(page);
  const { ProjectID: id, ProjectName: name } = await factories.buildProject({
    StageType: 'In Progress',
  });
  // Dispatch is the books' (the accounting system sends the crews): the story sends the field
  // user to the project on a day of its own.
  const day = '2031-04-08';
  await addFieldDays(books, [{ date: day, projectId: id, userId: user.UserID }]);
  await page.goto(`/m/dispatch?assignmentDate=${day}&v=teamMember`);
  const person = page.getByRole('region', { name: user.DisplayName });
  await expect(person).toBeVisible();
  await person.getByRole('link', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(`/m/projects/${id}`);
  await expect(page.getByRole('list', { name: 'Project menu' })).toBeVisible();
});
