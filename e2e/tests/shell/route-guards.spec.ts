import { expect, test, type Page } from '../../fixtures/csp';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { expectLoginScreen } from '../../fixtures/shell';

const notFound = (page: Page) => page.getByRole('heading', { name: 'NOT FOUND', exact: true });
const noAccess = (page: Page) => page.getByRole('heading', { name: 'No access', exact: true });

test('an unknown path reads NOT FOUND, signed in or not', async ({ page }) => {
  await page.goto('/this/does/not-exist');
  await expect(notFound(page)).toBeVisible();
  await loginAs(page, DEMO.pm);
  await page.goto('/this/does/not-exist');
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByTestId('user-display-name')).toBeVisible(); // inside the shell
  await saveScreen(page, 'not-found-1440');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await page.waitForURL('/home');
});

test('an admin page shows no access to a project manager, saying what it needs', async ({
  page,
}) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/security-roles');
  await expect(noAccess(page)).toBeVisible();
  await expect(page.getByText('This page needs admin access.')).toBeVisible();
  await saveScreen(page, 'no-access-1440');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL('/home');
});

test('the incentive administration pages need admin access (issue 36)', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  for (const path of ['/incentive-payout', '/team-member-bonus-pool']) {
    await page.goto(path);
    await expect(page.getByText('This page needs admin access.')).toBeVisible();
  }
});

test('accounting reports need admin or role Accounting', async ({ page }) => {
  await loginAs(page, DEMO.estimator);
  await page.goto('/accounting-reports');
  await expect(page.getByText('This page needs admin or role Accounting access.')).toBeVisible();
  await loginAs(page, DEMO.accounting);
  await page.goto('/accounting-reports');
  await expect(
    page.getByRole('heading', { name: 'Accounting Reports', exact: true }),
  ).toBeVisible();
});

test('office pages show no access to field staff, including their sub-paths', async ({ page }) => {
  await loginAs(page, DEMO.field);
  await page.goto('/browser');
  await expect(noAccess(page)).toBeVisible();
  await expect(page.getByText('This page needs office access.')).toBeVisible();
  await page.goto('/browser/projects/12/tracking');
  await expect(noAccess(page)).toBeVisible();
});

test('a signed-out visit to /browser shows the login screen', async ({ page }) => {
  await page.goto('/browser');
  await expectLoginScreen(page);
  await expect(notFound(page)).toHaveCount(0);
  await page.goto('/browser/projects/12');
  await expectLoginScreen(page);
});

test('a public link page asks no sign-in, even with a broken link', async ({ page }) => {
  await page.goto('/survey?mt=KN');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toHaveCount(0);
});

test('the Office routes /kpi-entry and /dashboard open their screens', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/kpi-entry');
  await expect(page.getByRole('tab', { name: 'Safety Inspection', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Fleet' }).click();
  await expect(page.getByRole('heading', { name: 'Fleet', exact: true })).toBeVisible();
  await page.waitForURL('/kpi-entry?t=Fleet');
  await saveScreen(page, 'kpi-entry-1440');
  await page.goto('/dashboard?y=2026');
  await page.waitForURL('/dashboard/group?y=2026');
});
