import { notesContract } from '@n5/shared/notes/contract';
import { apiCall } from '../../fixtures/api';
import { openBrowserAt } from '../../fixtures/browser';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('notes: add (emailed), delete, previous and next through the rows', async ({
  page,
  factories,
}) => {
  const user = await loginAs(page, DEMO.pm);
  // A job the PM manages, so the PM may include the client.
  const target = await factories.buildProject({
    StageType: 'In Progress',
    ManagedBy: user.UserID,
  });
  await page.goto('/browser?filter=1WIP');
  await expect(page.locator('.ag-row').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Filter projects' }).fill(target.ProjectName);
  await page
    .getByRole('button', { name: `Notes of ${target.ProjectID} ${target.ProjectName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: /Notes/ });
  await expect(dialog.getByTestId('notes-project')).toHaveText(
    `${target.ProjectID}-${target.ProjectName}`,
  );

  const text = `Crane booked for Tuesday ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill(text);
  await expect(dialog.getByRole('checkbox', { name: 'Include Client' })).toBeVisible();
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(notesContract.addNote.path),
  );
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('Note added.')).toBeVisible();
  // A create carries a key of its own, so a retry after a lost reply adds nothing twice.
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  const note = dialog.getByTestId('project-note').filter({ hasText: text });
  await expect(note).toBeVisible();
  await saveScreen(page, 'browser-notes-1440');

  await note.getByRole('button', { name: 'Delete note' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this note?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(note).toHaveCount(0);

  // Recipients: a person is listed once. The factory's project has none, so the PM is offered.
  const recipients = dialog.getByRole('region', { name: 'Notification recipients' });
  const person = user.DisplayName;
  await recipients.getByRole('combobox', { name: 'Add recipient' }).fill(person);
  await page.getByRole('option', { name: person, exact: true }).click();
  await recipients.getByRole('button', { name: 'Add' }).click();
  await expect(recipients.getByRole('button', { name: person, exact: true })).toBeVisible();
  await recipients.getByRole('combobox', { name: 'Add recipient' }).fill(person);
  await expect(page.getByRole('option', { name: person, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('textbox', { name: 'Filter projects' }).fill('');
  await page
    .getByRole('button', { name: /^Notes of / })
    .first()
    .click();
  await expect(dialog.getByText(/^1 of \d+$/)).toBeVisible();
  const first = await dialog.getByTestId('notes-project').innerText();
  await dialog.getByRole('button', { name: 'Next project' }).click();
  await expect(dialog.getByText(/^2 of \d+$/)).toBeVisible();
  await expect(dialog.getByTestId('notes-project')).not.toHaveText(first);
  await dialog.getByRole('button', { name: 'Previous project' }).click();
  await expect(dialog.getByTestId('notes-project')).toHaveText(first);
});

test('deleting a note asks first; Cancel and Escape keep it', async ({ page, factories }) => {
  await loginAs(page, DEMO.pm);
  const target = await factories.buildProject({ StageType: 'In Progress' });
  const text = `Footings poured ${Date.now()}`;
  await apiCall(page.request)(notesContract.addNote, {
    body: { projectID: target.ProjectID, note: text, includeClientInd: 0 },
  });
  await openBrowserAt(page, target);
  await page
    .getByRole('button', { name: `Notes of ${target.ProjectID} ${target.ProjectName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Notes/ });
  const note = dialog.getByTestId('project-note').filter({ hasText: text });
  await expect(note).toBeVisible();

  const confirm = page.getByRole('dialog', { name: 'Delete this note?' });
  await note.getByRole('button', { name: 'Delete note' }).click();
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await note.getByRole('button', { name: 'Delete note' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  // Escape closed the question only, not the notes dialog, and the note is still there.
  await expect(dialog).toBeVisible();
  await expect(note).toBeVisible();

  await note.getByRole('button', { name: 'Delete note' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(note).toHaveCount(0);
  const { projectNotes } = await apiCall(page.request)(notesContract.listNotes, {
    query: { projectID: target.ProjectID },
  });
  expect(projectNotes.some((n) => n.NoteText === text)).toBe(false);
});

test('the notes marker turns green once a note is added, without a reload', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  // In progress and no notes: the marker is red.
  const target = await factories.buildProject({ StageType: 'In Progress' });
  await openBrowserAt(page, target);
  const marker = page.getByRole('button', {
    name: `Notes of ${target.ProjectID} ${target.ProjectName}`,
  });
  await expect(marker).toHaveAttribute('data-notes-color', 'red');
  let listReads = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/project/browser') listReads += 1;
  });

  await marker.click();
  const dialog = page.getByRole('dialog', { name: /^Notes/ });
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill(`Walkthrough done ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('Note added.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(marker).toHaveAttribute('data-notes-color', 'green');
  await expect(marker).toHaveAttribute('title', 'Notes (OK)');
  // The row was read again, not the whole list.
  expect(listReads).toBe(0);
});

test('the notes dialog fills a phone screen', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, DEMO.estimator);
  await page.goto('/browser');
  await page
    .getByRole('button', { name: /^Notes of / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Notes/ })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading notes' })).toHaveCount(0);
  await saveScreen(page, 'browser-notes-390');
});
