import { expect, test } from '../../fixtures/csp';
import { DEMO } from '../../fixtures/env';
import { currentSession, loginAs } from '../../fixtures/session';
import { expectLoginScreen } from '../../fixtures/shell';

test('the top bar shows who is signed in, the demo marker and a logo back to home', async ({
  page,
}) => {
  const user = await loginAs(page, DEMO.accounting);
  await page.goto('/no-such-page');
  await expect(page.getByTestId('user-display-name')).toHaveText(user.DisplayName);
  await expect(page.getByText('Demo sign-in', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'N5 Project Manager: home' }).click();
  await page.waitForURL('/home');
});

test('the log-out icon signs out and returns to the login page', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('/');
  await expectLoginScreen(page);
  expect(await currentSession(page)).toEqual({ user: null, isAuthenticated: false });

  // The session is gone for good: home asks to sign in again.
  await page.goto('/home');
  await expectLoginScreen(page);
});
