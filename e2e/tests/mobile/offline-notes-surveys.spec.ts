import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('a note and survey answers made without a network wait on the phone and are sent once when it returns', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page, DEMO.admin);
  const project = await factories.buildProject({
    ProjectName: `Dead zone notes ${Date.now()}`,
    SuperintendentID: field.UserID,
  });
  await page.goto(`/m/projects/${project.ProjectID}/notes`);
  await expect(page.getByText('No notes yet.')).toBeVisible();

  await page.context().setOffline(true);
  await page.getByLabel('Add a note').fill('Crane on site at 7, no signal on level 3.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(/^No network: the note is kept on this phone/)).toBeVisible();
  const keptNote = page.getByTestId('queued-note');
  await expect(keptNote).toContainText('Pending');
  await expect(keptNote).toContainText('Note: Crane on site at 7');
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await saveScreen(page, 'm-notes-offline-390');

  await page.context().setOffline(false);
  await expect(keptNote).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('project-note')).toHaveCount(1);
  await expect(page.getByTestId('project-note')).toContainText('Crane on site at 7');

  // A warehouse checklist filled in the dead zone: its answers wait, then reach the list.
  await page.goto('/m/surveys/warehouse');
  const latest = page.getByRole('list', { name: 'Latest warehouse inspections' });
  const sameDay = latest.getByRole('button', { name: /^11\/26\/2026/ });
  await expect(latest).toBeVisible();
  const before = await sameDay.count();
  await page.getByRole('button', { name: 'New Warehouse Checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Warehouse Checklist' });
  await dialog.getByLabel('Survey date').fill('2026-11-26');
  await page.context().setOffline(true);
  await dialog.getByRole('button', { name: 'Yes' }).first().click();
  await dialog.getByRole('button', { name: 'No' }).nth(1).click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  const keptAnswers = page.getByTestId('queued-survey-answer');
  await expect(keptAnswers).toHaveCount(2);
  await expect(keptAnswers.first()).toContainText(': Yes');
  await expect(page.getByTestId('queue-count')).toHaveText('2');

  await page.context().setOffline(false);
  await expect(keptAnswers).toHaveCount(0, { timeout: 15_000 });
  await expect(sameDay).toHaveCount(before + 1);
});
