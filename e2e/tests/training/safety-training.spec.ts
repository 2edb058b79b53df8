import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('create a course, log who attended it, and see the session in the history', async ({
  page,
}) => {
  const name = `Trench Safety ${Date.now()}`;
  const gridErrors: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('AG Grid: error')) gridErrors.push(m.text());
  });
  await loginAs(page, DEMO.pm);
  await page.goto('/safety-training');
  await expect(page.getByRole('heading', { name: 'Training' })).toBeVisible();
  await expect(page.getByTestId('training-history').getByRole('row').nth(2)).toBeVisible();
  // Every grid option used has its AG Grid module registered (issue 40 item 20).
  expect(gridErrors).toEqual([]);
  await saveScreen(page, 'safety-training-1440');

  await page.getByRole('button', { name: 'Create New Course' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Course' });
  const save = create.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(create.getByRole('combobox', { name: 'Duration' })).toHaveText('15 minutes');
  await create.getByRole('textbox', { name: 'Course name' }).fill(name);
  await create.getByRole('textbox', { name: 'Description' }).fill('Sloping, shoring, shielding.');
  await create.getByLabel('Start date').fill('2026-11-23');
  await expect(save).toBeDisabled();
  await create.getByRole('combobox', { name: 'Owner' }).fill('Marcus');
  await page.getByRole('option', { name: 'Marcus Okafor' }).click();
  await expect(save).toBeEnabled();
  await saveScreen(page, 'safety-training-create-1440');
  await save.click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: 'Log Attendance' }).click();
  const log = page.getByRole('dialog', { name: 'Log Attendance' });
  await log.getByRole('combobox', { name: 'Course' }).selectOption({ label: name });
  await log.getByLabel('Date').fill('2026-11-24');
  await log.getByRole('searchbox', { name: 'Filter people' }).fill('Brent Hollis');
  for (const flag of ['required', 'completed']) {
    const saved = page.waitForResponse((r) =>
      r.url().endsWith(`/api/training/user-course-${flag}`),
    );
    const box = log.getByRole('checkbox', { name: `Brent Hollis ${flag}` });
    // The box shows what the server saved, so it turns checked once the save answers.
    await box.click();
    expect((await saved).status()).toBe(200);
    await expect(box).toBeChecked();
  }
  await expect(log).toContainText('1 of 1 required completed');
  await saveScreen(page, 'safety-training-log-1440');
  await log.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Filter the attendance history' }).fill(name);
  const row = page.getByTestId('training-history').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('11/24/2026');
  await expect(row).toContainText('100%');
  await row.getByRole('button', { name: `View course ${name}` }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toContainText('15 minutes');
  await expect(view).toContainText('Marcus Okafor');
  await expect(view).toContainText('11/24/2026: 1 of 1 required completed (100%)');
});
