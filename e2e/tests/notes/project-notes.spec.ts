import { emailContract } from '@n5/shared/email/contract';
import { apiCall } from '../../fixtures/api';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('notes in the Internal and Client views, each emailed through the outbox', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.admin);
  const client = await factories.buildContact();
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E notes ${Date.now()}`,
    ClientContactID: client.ContactID,
  });
  await page.goto(`/browser/projects/${id}`);
  const section = page.getByRole('region', { name: 'Project notes' });
  const notes = section.getByRole('region', { name: 'Notes', exact: true });
  await expect(section.getByRole('button', { name: 'Internal' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(section.getByRole('button', { name: 'Add note' })).toBeDisabled();

  await section.getByLabel('Add a note').fill('Internal: crane booked for Tuesday.');
  await section.getByRole('button', { name: 'Add note' }).click();
  await expect(section.getByText(/^Note added\./)).toBeVisible();
  await expect(notes.getByText('Internal: crane booked for Tuesday.')).toBeVisible();

  await section.getByLabel('Add a note').fill('Client: the lobby opens again on Monday.');
  await section.getByLabel('Include Client').check();
  await section.getByRole('button', { name: 'Add note' }).click();
  await expect(section.getByText(/^Note added\. Emailed to /)).toBeVisible();
  // The Internal view holds internal notes only.
  await expect(notes.getByText('Client: the lobby opens again on Monday.')).toHaveCount(0);

  await section.getByRole('button', { name: 'Client' }).click();
  await expect(notes.getByText('Client: the lobby opens again on Monday.')).toBeVisible();
  await expect(notes.getByText('Internal: crane booked for Tuesday.')).toHaveCount(0);
  await expect(notes).toHaveCSS('max-height', '300px');
  await section.scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-notes-client-1440');

  // The client note went to the client contact through the outbox.
  const outbox = await apiCall(page.request)(emailContract.listOutbox, {
    query: { page: 1, pageSize: 50 },
  });
  const subjects = outbox.messages.map((m) => m.subject);
  expect(subjects.some((s) => s.includes(`#${id}`))).toBe(true);
});

test('including the client without a client contact warns and sends nothing', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.admin);
  const { ProjectID: id } = await factories.buildProject({ ClientContactID: null });
  await page.goto(`/browser/projects/${id}`);
  const section = page.getByRole('region', { name: 'Project notes' });
  await section.getByLabel('Add a note').fill('For the client');
  await section.getByLabel('Include Client').check();
  await expect(section.getByText(/Missing client contact email/)).toBeVisible();
  await expect(section.getByText(/no client contact set for this project/i)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Add note' })).toBeDisabled();
});
