import { expect, test } from '../../fixtures/factories';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('notes on the phone: add one, delete it, and set who is emailed', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const project = await factories.buildProject({
    ProjectName: `Field notes ${Date.now()}`,
    SuperintendentID: field.UserID,
  });
  await page.goto(`/m/projects/${project.ProjectID}`);
  await page.getByRole('link', { name: 'Notes' }).click();
  await expect(page.getByText('No notes yet.')).toBeVisible();
  // On the phone Include Client is the project's PM's, PE's or SI's (spec 3 §6): this
  // superintendent has it, where the desktop would not give it (issue 40 item 12).
  await expect(page.getByLabel('Include Client')).toBeVisible();

  await page.getByLabel('Add a note').fill('Drywall delivered to the second floor.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(/^Note added\./)).toBeVisible();
  const note = page.getByTestId('project-note');
  await expect(note).toContainText('Drywall delivered to the second floor.');
  await expect(note).toContainText(field.DisplayName);

  // The project's superintendent sets the recipients in one call.
  await page.getByLabel('Who gets new notes by email').click();
  await page.getByRole('option', { name: 'Priya Raman' }).click();
  await page.getByRole('button', { name: 'Save recipients' }).click();
  await expect(page.getByRole('button', { name: 'Save recipients' })).toBeDisabled();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-notes-390');

  await note.getByRole('button', { name: 'Delete note' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await page.reload();
  // The saved recipient is there after a reload (a chip of the picker).
  await expect(page.getByRole('button', { name: 'Priya Raman' })).toBeVisible();
});
