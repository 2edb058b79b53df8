import { openBrowserAt } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a call that answers 401 says the session ended; signing in again returns to the page', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const target = await factories.buildProject({ StageType: 'In Progress' });
  await openBrowserAt(page, target);
  const userName = page.getByTestId('user-display-name');
  await expect(userName).toBeVisible();
  await page
    .getByRole('button', { name: `Notes of ${target.ProjectID} ${target.ProjectName}` })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Notes/ });
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Crane moved to Thursday');

  // The session cookie goes, as when the session expires: the next write answers 401.
  await page.context().clearCookies();
  const refused = page.waitForResponse((r) => r.url().includes('/api/project/projectnote'));
  await dialog.getByRole('button', { name: 'Add note' }).click();
  expect((await refused).status()).toBe(401);

  // One state: signed out on the same address, saying why, with no user left in a top bar.
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session has ended.' }),
  ).toBeVisible();
  await expect(userName).toHaveCount(0);
  await expect(page.getByText('Sign in to continue.')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/browser');
  await saveScreen(page, 'session-ended-1440');

  await page.getByRole('button', { name: 'Sign in as Priya Raman', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Project Browser' })).toBeVisible();
  await expect(userName).toHaveText('Priya Raman');
  expect(new URL(page.url()).pathname).toBe('/browser');
  await expect(page.getByText('Your session has ended.')).toHaveCount(0);
});

test('a read that answers 401 ends the session the same way; a fresh visit signed out does not say so', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const target = await factories.buildProject({ StageType: 'In Progress' });
  await openBrowserAt(page, target);
  await page.context().clearCookies();
  // Opening the notes reads them from the server.
  await page
    .getByRole('button', { name: `Notes of ${target.ProjectID} ${target.ProjectName}` })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your session has ended.' }),
  ).toBeVisible();
  await expect(page.getByTestId('user-display-name')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/browser');

  // Nobody was signed in on this load: the login screen has nothing to explain.
  await page.reload();
  await expect(page.getByText('Sign in to open this page.')).toBeVisible();
  await expect(page.getByText('Your session has ended.')).toHaveCount(0);
});
