import type { Locator } from '@playwright/test';
import { nameCells, openDirectory } from '../../fixtures/crm';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });
const combo = (dialog: Locator, name: string) =>
  dialog.getByRole('combobox', { name, exact: true });

test('adding a contact with a new company: highlights first, then saves', async ({ page }) => {
  const me = await loginAs(page, DEMO.pm);
  await openDirectory(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/crm/setcontact')) posts.push(r.url());
  });

  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('9 fields need attention; they are highlighted.')).toBeVisible();
  await expect(combo(dialog, 'Contact Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(combo(dialog, 'Company Name')).toHaveAttribute('aria-invalid', 'true');
  for (const name of [
    'Email',
    'Office Phone',
    'Corporate Address',
    'Corporate City',
    'Corporate Email',
  ]) {
    await expect(field(dialog, name)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(dialog.getByText('Contact name is required.')).toBeVisible();
  await saveScreen(page, 'crm-editor-required-1440');

  const stamp = Date.now().toString().slice(-6);
  const name = `Avery Quinlan ${stamp}`;
  const company = `Quinlan Orthodontics ${stamp}`;
  await combo(dialog, 'Contact Name').fill(name);
  await field(dialog, 'Title').fill('Office Manager');
  await field(dialog, 'Email').fill('avery@quinlan');
  await field(dialog, 'Office Phone').fill('113-555-0142');
  await combo(dialog, 'Company Name').fill(company);
  await expect(dialog.getByText('A new company will be created.')).toBeVisible();
  await field(dialog, 'Corporate Address').fill('8800 W 95th St');
  await field(dialog, 'Corporate City').fill('Overland Park');
  await dialog.getByRole('textbox', { name: 'State', exact: true }).nth(1).fill('Kansas');
  await dialog.getByRole('textbox', { name: 'Zip', exact: true }).nth(1).fill('6621');
  await field(dialog, 'Corporate Email').fill('info@quinlanortho.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Contact email must be an address like name@example.com.'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Office phone must be ###-###-#### with an area code starting 2-9.'),
  ).toBeVisible();
  await expect(dialog.getByText('Corporate zip must be 5 digits.')).toBeVisible();
  await expect(dialog.getByText(/Corporate state must be a US state or DC/)).toBeVisible();
  await saveScreen(page, 'crm-editor-formats-1440');
  expect(posts).toEqual([]);

  await field(dialog, 'Email').fill('avery@quinlanortho.com');
  // Ten digits become ###-###-#### when the field is left.
  await field(dialog, 'Office Phone').fill('9135550142');
  await field(dialog, 'Office Phone').blur();
  await expect(field(dialog, 'Office Phone')).toHaveValue('913-555-0142');
  await dialog.getByRole('textbox', { name: 'State', exact: true }).nth(1).fill('ks');
  await dialog.getByRole('textbox', { name: 'Zip', exact: true }).nth(1).fill('66212');
  await expect(dialog.getByText(/need attention/)).toHaveCount(0);
  // Without permission 7 the vendor flags are read-only.
  await expect(dialog.getByRole('checkbox', { name: 'Vendor' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Subcontractor' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Client' }).check();

  const saved = page.waitForResponse((r) => r.url().includes('/api/crm/setcontact'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(stamp);
  await expect(nameCells(page)).toHaveText([name]);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('[col-id="CompanyName"]')).toHaveText(company);
  await expect(row.locator('[col-id="ClientInd"]')).toHaveText('Yes');
  await expect(row.locator('[col-id="Status"]')).toHaveText('Active');
  // Whoever adds a contact owns the relationship unless they chose someone else.
  await expect(row.locator('[col-id="OwnerName"]')).toHaveText(me.DisplayName);

  // Edit it: the edit icon opens "Edit Contact" at ?uid=<id>.
  await page.getByRole('button', { name: `Edit contact ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(edit).toBeVisible();
  await expect(page).toHaveURL(/[?&]uid=\d+/);
  await expect(combo(edit, 'Contact Name')).toHaveValue(name);
  await expect(combo(edit, 'Company Name')).toHaveValue(company);
  await field(edit, 'Title').fill('Practice Administrator');
  await edit.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await saveScreen(page, 'crm-editor-edit-1440');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page).not.toHaveURL(/uid=/);
  await expect(row.locator('[col-id="Status"]')).toHaveText('Inactive');
});

test('the address ?uid= opens that contact; an unknown uid says so', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const contact = await factories.buildContact();
  await page.goto(`/crm?uid=${contact.ContactID}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(dialog).toBeVisible();
  await expect(combo(dialog, 'Contact Name')).toHaveValue(contact.ContactName);
  await expect(field(dialog, 'Corporate Email')).toHaveValue(contact.CorporateEmail ?? '');
  await saveScreen(page, 'crm-editor-uid-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/uid=/);

  await page.goto('/crm?uid=999999');
  const unknown = page.getByRole('dialog', { name: 'Contact not found' });
  await expect(unknown.getByText('There is no contact #999999.')).toBeVisible();
  await saveScreen(page, 'crm-editor-unknown-1440');
  await unknown.getByRole('button', { name: 'Close' }).click();
  await expect(nameCells(page).first()).toBeVisible();
});

test('closing the editor with unsaved changes asks "Discard changes?"', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const contact = await factories.buildContact();
  await page.goto(`/crm?uid=${contact.ContactID}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(field(dialog, 'Corporate Email')).toHaveValue(contact.CorporateEmail ?? '');
  await field(dialog, 'Title').fill('Facilities Director');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });

  // Escape, Cancel and a click outside each ask; "Keep editing" keeps what was typed.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toHaveCount(0);
  await page.mouse.click(5, 5);
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeVisible();
  await expect(field(dialog, 'Title')).toHaveValue('Facilities Director');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/uid=/);
  // Nothing was saved.
  await page.goto(`/crm?uid=${contact.ContactID}`);
  await expect(field(dialog, 'Title')).toHaveValue(contact.ContactTitle ?? '');
});

test('choosing an existing company fills its corporate fields; permission 7 sets flags', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.admin);
  const company = await factories.buildCompany({ ClientInd: 1, CorporateCity: 'Lenexa' });
  const existing = await factories.buildContact();
  await openDirectory(page);
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await combo(dialog, 'Company Name').fill(company.CompanyName);
  await page.getByRole('option', { name: company.CompanyName, exact: true }).click();
  await expect(field(dialog, 'Corporate City')).toHaveValue(company.CorporateCity!);
  await expect(field(dialog, 'Corporate Email')).toHaveValue(company.CorporateEmail!);
  await expect(dialog.getByRole('checkbox', { name: 'Client' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Vendor' })).toBeEnabled();
  await expect(dialog.getByRole('checkbox', { name: 'Subcontractor' })).toBeEnabled();
  await saveScreen(page, 'crm-editor-company-1440');

  // Choosing an existing contact by name loads it: the editor becomes "Edit Contact".
  await combo(dialog, 'Contact Name').fill(existing.ContactName);
  await page
    .getByRole('option', { name: `${existing.ContactName} · ${existing.CompanyName}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Contact' });
  await expect(edit).toBeVisible();
  await expect(field(edit, 'Email')).toHaveValue(existing.ContactEmail ?? '');
  await expect(combo(edit, 'Company Name')).toHaveValue(existing.CompanyName ?? '');
});
