import { lastByName, nameCells, openDirectory, serveTenThousandContacts } from '../fixtures/crm';
import { DEMO } from '../fixtures/env';
import { expect, test } from '../fixtures/factories';
import { loginAs } from '../fixtures/session';

/**
 * The contact directory with 10,000 contacts in the browser, measured (not a story, so not among
 * the tests): `npm run build && npm run bench:crm`. Page ready, one search and one sort, in ms;
 * the story e2e/tests/crm/crm-directory.spec.ts checks the same steps without a clock.
 */
test('the directory with 10,000 contacts: page ready, search and sort times', async ({
  page,
  factories,
}) => {
  const contact = await factories.buildContact();
  await loginAs(page, DEMO.pm);
  const many = await serveTenThousandContacts(page, contact);
  const started = Date.now();
  await openDirectory(page);
  await expect(page.getByText('10,000 contacts')).toBeVisible();
  const loadMs = Date.now() - started;

  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  const typed = Date.now();
  await search.fill('09999');
  await expect(nameCells(page)).toHaveCount(1);
  const searchMs = Date.now() - typed;

  await search.fill('');
  await page.getByRole('columnheader', { name: 'Contact Name' }).click();
  const sorted = Date.now();
  await expect(nameCells(page).first()).toHaveText(lastByName(many));
  const sortMs = Date.now() - sorted;
  console.warn(
    `10,000 contacts in the browser: page ready ${loadMs} ms, search ${searchMs} ms, sort ${sortMs} ms`,
  );
});
