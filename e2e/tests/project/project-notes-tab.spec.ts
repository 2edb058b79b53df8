import { notesContract } from '@n5/shared/notes/contract';
import { apiCall } from '../../fixtures/api';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/**
 * The project page's Notes tab (i=2, issue 40 item 4): the notes of Project Info in a tab of
 * their own — the toggle, add with the email step, delete by the spec's rule, the recipients.
 */
test('the Notes tab: internal and client notes, the email step, delete by its author, recipients', async ({
  page,
  factories,
}) => {
  const pm = await loginAs(page, DEMO.pm);
  const client = await factories.buildContact();
  const project = await factories.buildProject({
    ProjectName: `E2E notes tab ${Date.now()}`,
    ClientContactID: client.ContactID,
    ManagedBy: pm.UserID,
  });
  const id = project.ProjectID;
  // Someone else's note: the PM (not an admin) may not delete it.
  const theirs = `Admin's note ${Date.now()}`;
  await loginAs(page, DEMO.admin);
  await apiCall(page.request)(notesContract.addNote, {
    body: { projectID: id, note: theirs, includeClientInd: 0 },
  });
  await loginAs(page, DEMO.pm);

  await page.goto(`/browser/projects/${id}?i=2`);
  const tab = page.getByRole('tabpanel', { name: 'Notes' });
  const section = tab.getByRole('region', { name: 'Project notes' });
  const notes = section.getByRole('region', { name: 'Notes', exact: true });
  await expect(section.getByRole('button', { name: 'Internal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const other = notes.getByTestId('project-note').filter({ hasText: theirs });
  await expect(other).toBeVisible();
  await expect(other.getByRole('button', { name: 'Delete note' })).toHaveCount(0);

  const mine = `Internal: crane booked ${Date.now()}`;
  await section.getByLabel('Add a note').fill(mine);
  await section.getByRole('button', { name: 'Add note' }).click();
  await expect(section.getByText(/^Note added\./)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  const note = notes.getByTestId('project-note').filter({ hasText: mine });
  await expect(note).toBeVisible();

  const forClient = 'Client: the lobby opens again on Monday.';
  await section.getByLabel('Add a note').fill(forClient);
  await section.getByLabel('Include Client').check();
  await section.getByRole('button', { name: 'Add note' }).click();
  await expect(section.getByText(/^Note added\. Emailed to /)).toBeVisible();
  await expect(notes.getByText(forClient)).toHaveCount(0);
  await section.getByRole('button', { name: 'Client' }).click();
  await expect(notes.getByText(forClient)).toBeVisible();
  await expect(notes.getByText(mine)).toHaveCount(0);
  await section.getByRole('button', { name: 'Internal' }).click();

  // The author deletes their own note, after the question.
  await note.getByRole('button', { name: 'Delete note' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(note).toHaveCount(0);

  const recipients = section.getByRole('region', { name: 'Notification recipients' });
  await recipients.getByRole('combobox', { name: 'Add recipient' }).fill(pm.DisplayName);
  await page.getByRole('option', { name: pm.DisplayName, exact: true }).click();
  await recipients.getByRole('button', { name: 'Add' }).click();
  await expect(recipients.getByRole('button', { name: pm.DisplayName, exact: true })).toBeVisible();
  await saveScreen(page, 'project-notes-tab-1440');
});
