import { addBudgetLines } from '../../../apps/server/src/testing/books';
import { expect, test } from '../../fixtures/books';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('projects: search, the stage filters and the job start-up warning', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const stamp = Date.now();
  const wip = await factories.buildProject({
    ProjectName: `Field WIP ${stamp}`,
    SuperintendentID: field.UserID,
    StageType: 'In Progress',
  });
  await factories.buildProject({ ProjectName: `Field Done ${stamp}`, StageType: 'Completed' });
  await page.goto('/m');
  await page.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('button', { name: 'Active' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('mobile-project').first()).toBeVisible();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-projects-390');

  const list = page.getByRole('list', { name: 'Projects' });
  await page.getByLabel('Search projects').fill(String(stamp));
  await expect(list.getByTestId('mobile-project')).toHaveCount(1);
  const row = list.getByRole('link', { name: new RegExp(`Field WIP ${stamp}`) });
  await expect(row.getByRole('img', { name: 'Job Start Up signature is missing' })).toBeVisible();

  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(list.getByRole('link', { name: new RegExp(`Field Done ${stamp}`) })).toBeVisible();
  await expect(list.getByTestId('mobile-project')).toHaveCount(1);
  await page.getByRole('button', { name: 'WIP' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'ME' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: 'PREP' }).click();
  await expect(page.getByText('No results found')).toBeVisible();

  await page.getByRole('button', { name: 'WIP' }).click();
  await row.click();
  await expect(page).toHaveURL(`/m/projects/${wip.ProjectID}`);
  const menu = page.getByRole('list', { name: 'Project menu' });
  await expect(menu.getByRole('link', { name: 'Project Info' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Job Startup/ })).toContainText(
    'Job Start Up signature is missing',
  );
  await menu.getByRole('link', { name: 'Project Info' }).click();
  await expect(page.getByRole('region', { name: 'Team' })).toContainText(field.DisplayName);
  await expect(page.getByRole('img', { name: 'Job Start Up: Red' })).toBeVisible();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-project-info-390');
});

test('a project shows the cost codes of its budget; a bad id says so', async ({
  page,
  factories,
  books,
}) => {
  const field = await onPhoneAs(page);
  const { ProjectID: id } = await factories.buildProject({
    SuperintendentID: field.UserID,
    StageType: 'In Progress',
  });
  // The cost codes are the task budget's, which the books hold (the accounting system writes it).
  await addBudgetLines(books, id, [
    { subCategoryCode: '26-5100', description: 'Interior Lighting', type: 'Expense' },
    { subCategoryCode: '09-2900', description: 'Gypsum Board', type: 'Expense' },
  ]);
  await page.goto(`/m/projects/${id}`);
  const codes = page.getByRole('list', { name: 'Cost codes' });
  await expect(codes.getByRole('link')).toHaveCount(2);
  // Each code opens its cost logging screen (issue 39).
  await expect(codes.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^/m/projects/${id}/.+`),
  );
  await saveScreen(page, 'm-project-390');
  await page.getByRole('link', { name: 'Project Info' }).click();
  await expect(page.getByRole('region', { name: 'Remaining' })).toContainText('Labor hours');
  await page.getByRole('region', { name: 'Remaining' }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'm-project-info-budgeted-390');
  await page.goto('/m/projects/abc');
  await expect(page.getByRole('alert')).toHaveText('An error occurred: Invalid ProjectID');
  await page.goto('/m/projects/999999');
  await expect(page.getByRole('alert')).toContainText(
    'An error occurred: There is no project 999999.',
  );
});
