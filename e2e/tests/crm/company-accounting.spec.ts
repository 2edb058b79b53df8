import type { Locator } from '@playwright/test';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// Issue 38 item 1: a CRM company's Acumatica ids. The e2e app runs ACCOUNTING=local, so the ids
// are typed; choosing from Acumatica's lists is proved in the API tests against the fake.
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

test("Accounting sets a company's Acumatica ids, typed when no accounting system is connected", async ({
  page,
  factories,
}) => {
  const contact = await factories.buildContact();
  await loginAs(page, DEMO.accounting);
  await page.goto(`/crm?uid=${contact.ContactID}`);
  const editor = page.getByRole('dialog', { name: 'Edit Contact' });
  await editor.getByRole('button', { name: 'Acumatica ids' }).click();
  const dialog = page.getByRole('dialog', { name: `Accounting: ${contact.CompanyName}` });
  await expect(dialog.getByText('No accounting system is connected')).toBeVisible();
  // The shared rule refuses a bad id before anything is sent.
  await field(dialog, 'Acumatica Customer ID').fill('<C1>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText(/^Acumatica Customer ID must start with a letter or digit/),
  ).toBeVisible();
  await field(dialog, 'Acumatica Customer ID').fill('C000777');
  await field(dialog, 'Acumatica Vendor ID').fill('V000042');
  await saveScreen(page, 'crm-company-accounting-1440');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await editor.getByRole('button', { name: 'Acumatica ids' }).click();
  await expect(field(dialog, 'Acumatica Customer ID')).toHaveValue('C000777');
  await expect(field(dialog, 'Acumatica Vendor ID')).toHaveValue('V000042');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a project manager edits the company without an Accounting button', async ({
  page,
  factories,
}) => {
  const contact = await factories.buildContact();
  await loginAs(page, DEMO.pm);
  await page.goto(`/crm?uid=${contact.ContactID}`);
  await expect(page.getByRole('dialog', { name: 'Edit Contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acumatica ids' })).toHaveCount(0);
});
