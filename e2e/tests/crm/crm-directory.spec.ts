import {
  columnCells,
  lastByName,
  nameCells,
  openDirectory,
  serveTenThousandContacts,
} from '../../fixtures/crm';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('an office user searches, sorts and filters the contact directory', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  // A company with three contacts to search for, one of them inactive for the status filter.
  const built = await factories.buildCompany();
  await factories.buildContact({ company: built });
  await factories.buildContact({ company: built, Status: 'Inactive' });
  const contacts = await openDirectory(page);
  await expect(page.getByText(`${contacts.length} contacts`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Contact Name' })).toBeVisible();
  for (const name of [
    'Referrer',
    'Company',
    'Industry',
    'Client',
    'Vendor',
    'Sub',
    'Owner',
    'Status',
  ]) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  const byName = [...contacts].map((c) => c.ContactName).sort((a, b) => a.localeCompare(b));
  await expect(nameCells(page).first()).toHaveText(byName[0]!);
  await saveScreen(page, 'crm-directory-1440');

  // Sort: one click on the sorted column turns it to descending.
  await page.getByRole('columnheader', { name: 'Contact Name' }).click();
  await expect(nameCells(page).first()).toHaveText(byName[byName.length - 1]!);

  // Search narrows the rows to those that match (company names too).
  const company = built.CompanyName;
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(company);
  const expected = contacts.filter((c) => c.CompanyName === company).length;
  await expect(page.getByText(`${expected} matching of ${contacts.length} contacts`)).toBeVisible();
  await expect(columnCells(page, 'CompanyName')).toHaveCount(expected);
  for (const cell of await columnCells(page, 'CompanyName').all())
    await expect(cell).toHaveText(company);
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('no such contact zzz');
  await expect(page.getByText('No contacts match the search and status filter.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill('');
  // The chosen sort survives searching.
  await expect(nameCells(page).first()).toHaveText(byName[byName.length - 1]!);

  // Status dropdown filter.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/status=Inactive/);
  const inactive = contacts.filter((c) => c.Status === 'Inactive').length;
  await expect(page.getByText(`${inactive} inactive of ${contacts.length} contacts`)).toBeVisible();
  const statuses = await columnCells(page, 'Status').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Inactive']));
  await saveScreen(page, 'crm-directory-inactive-1440');
});

test('the directory works on a phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, DEMO.pm);
  await openDirectory(page);
  await saveScreen(page, 'crm-directory-390');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Contact' })).toBeVisible();
  await saveScreen(page, 'crm-editor-390');
});

test('a failed load says so and retries', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  // The first load and its two automatic retries fail; the Retry button then succeeds.
  let failures = 3;
  await page.route('**/api/crm/contactbrowser*', (route) =>
    failures-- > 0
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Database is restarting.' } }),
        })
      : route.continue(),
  );
  await page.goto('/crm');
  // Three failed requests and the query's back-off between them come before the message.
  await expect(
    page.getByText('The contacts could not be loaded: Database is restarting.'),
  ).toBeVisible({ timeout: 30_000 });
  await saveScreen(page, 'crm-error-1440');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(nameCells(page).first()).toBeVisible();
});

test('CRM is for office users only', async ({ page }) => {
  await loginAs(page, DEMO.field);
  await page.goto('/crm');
  await expect(page.getByText('No access')).toBeVisible();
});

test('the directory shows loading, then an empty state that offers to add the first contact', async ({
  page,
}) => {
  await loginAs(page, DEMO.pm);
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/crm/contactbrowser*', async (route) => {
    await answered; // held back, so the loading state can be seen
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"contacts":[]}' });
  });
  await page.goto('/crm');
  await expect(page.getByRole('progressbar', { name: 'Loading contacts' })).toBeVisible();
  answer();
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Contact' })).toBeVisible();
});

test('the directory shows, searches and sorts 10,000 contacts, drawing only the rows in view', async ({
  page,
  factories,
}) => {
  // One contact of this story's own is the template; the browser gets 10,000 of it. The server's
  // side of 10,000 contacts is in the API tests, the timings in npm run bench:crm.
  const contact = await factories.buildContact();
  await loginAs(page, DEMO.pm);
  const many = await serveTenThousandContacts(page, contact);
  await openDirectory(page);
  await expect(page.getByText('10,000 contacts')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill('09999');
  await expect(nameCells(page)).toHaveCount(1);

  await search.fill('');
  await page.getByRole('columnheader', { name: 'Contact Name' }).click();
  await expect(nameCells(page).first()).toHaveText(lastByName(many));
  // Virtualised: the grid draws only the rows in view, not 10,000.
  expect(await page.getByRole('row').count()).toBeLessThan(200);
  await saveScreen(page, 'crm-directory-10k-1440');
});
