import { expect, test } from '../../fixtures/csp';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { currentSession, loginAs } from '../../fixtures/session';
import { expectLoginScreen } from '../../fixtures/shell';

test('a visitor signs in with a demo account from the login page and lands on home', async ({
  page,
}) => {
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('N5 Project Manager');
  await expect(page).toHaveTitle('N5 Project Manager');
  // Each demo account shows its email and roles next to its button.
  const pmButton = page.getByRole('button', { name: 'Sign in as Priya Raman', exact: true });
  await expect(pmButton).toContainText('pm@n5.local');
  await expect(pmButton).toContainText('Project Manager');
  await saveScreen(page, 'login-1440');

  await pmButton.click();
  await page.waitForURL('/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
  expect((await currentSession(page)).user?.EmailAddress).toBe(DEMO.pm);
});

test('the login page reads well on a phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Sign in as Dana Whitfield', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await saveScreen(page, 'login-390');
});

test('the rest of the seeded staff are one click away', async ({ page }) => {
  await page.goto('/');
  const buttons = page.getByRole('button', { name: /^Sign in as / });
  await expect(buttons).toHaveCount(6);
  await page.getByRole('button', { name: /^Show all \d+ accounts$/ }).click();
  expect(await buttons.count()).toBeGreaterThan(6);
});

test('a signed-out visit to a protected page shows the login screen there, and signing in stays there', async ({
  page,
}) => {
  await page.goto('/browser-archive?q=1');
  await expectLoginScreen(page);
  await expect(page.getByText('Sign in to open this page.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as Priya Raman', exact: true }).click();
  // The guard lets Priya through to the archive, and the address is kept.
  await expect(page.getByRole('heading', { name: 'Project Archive' })).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/browser-archive?q=1');
});

test('in demo mode the Microsoft button says single sign-on is not configured', async ({
  page,
}) => {
  await page.goto('/browser');
  const navigations: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/login')) navigations.push(r.url());
  });
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await expect(page.getByRole('alert')).toContainText('Single sign-on is not configured');
  // The demo accounts are the way in; nothing went to the server's sign-on path.
  await expect(
    page.getByRole('button', { name: 'Sign in as Priya Raman', exact: true }),
  ).toBeVisible();
  expect(navigations).toEqual([]);
  expect(new URL(page.url()).pathname).toBe('/browser');
});

test('a signed-in user opening / goes to home', async ({ page }) => {
  await loginAs(page, DEMO.estimator);
  await page.goto('/');
  await page.waitForURL('/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Tom' })).toBeVisible();
});

test('a refused sign-in from the single sign-on says what to do', async ({ page }) => {
  await page.goto('/?error=not-registered');
  await expect(page.getByRole('alert')).toContainText(
    'not registered in this app. Ask an administrator to add you',
  );
});

test('when the server cannot be reached, the app says so and Retry recovers', async ({ page }) => {
  let isOffline = true;
  await page.route('**/config', (route) =>
    isOffline ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The app could not start' })).toBeVisible();
  await expect(page.getByText('Could not reach the server.')).toBeVisible();
  isOffline = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expectLoginScreen(page);
});
