import { localIsoDate, quarterOf } from '@n5/shared/mobile/rules';
import { expect, test } from '../../fixtures/csp';
import { VIEWPORTS } from '../../fixtures/env';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

test('the field user goes from home to /m and finds the menu of spec 3 §2.9', async ({ page }) => {
  const user = await onPhoneAs(page);
  const routerWarnings: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('<Routes>')) routerWarnings.push(m.text());
  });
  await page.goto('/home');
  await page.getByRole('link', { name: 'NS1 Mobile', exact: true }).click();
  await page.waitForURL('/m');
  const menu = page.getByRole('list', { name: 'Field menu' });
  await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(page.getByTestId('user-display-name')).toHaveText(user.DisplayName);
  // The field area's routes sit under a splat route: no React Router warning (issue 40 item 20).
  expect(routerWarnings).toEqual([]);
  await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/home');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport();
  const nav = page.getByRole('navigation', { name: 'Field navigation' });
  await expect(nav.getByRole('button', { name: 'Back' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m');

  const today = localIsoDate();
  const { q, y } = quarterOf(today);
  await expect(menu.getByRole('link', { name: 'Dispatch Board' })).toHaveAttribute(
    'href',
    `/m/dispatch?assignmentDate=${today}&v=teamMember`,
  );
  await expect(menu.getByRole('link', { name: 'KPI / Analytics' })).toHaveAttribute(
    'href',
    `/m/kpi?q=${q}&y=${y}`,
  );
  for (const external of [/Paylocity\/PTO/, /Your Profile Page/]) {
    await expect(menu.getByRole('link', { name: external })).toHaveAttribute('target', '_blank');
  }
  await expect(menu.getByRole('link', { name: /Your Profile Page/ })).toHaveAttribute(
    'href',
    'https://myaccount.microsoft.com/',
  );
  // Entries without a link are shown as such, not hidden.
  for (const label of ['CRM / Vendors / Contacts', 'Events and Marketing Presentation']) {
    const entry = menu.getByRole('listitem').filter({ hasText: label });
    await expect(entry).toContainText('No link');
  }
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-menu-390');

  // Realtime Incentive Analysis (issue 36), and Back returns to the menu.
  await menu.getByRole('link', { name: 'Realtime Incentive Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Realtime Incentive Analysis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team Performance' })).toBeVisible();
  await nav.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('/m');
});

test('a signed-out visitor gets the sign-in screen and comes back; office users reach /m too', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/m/projects');
  // Priya Raman is an office user (project manager).
  await page.getByRole('button', { name: 'Sign in as Priya Raman', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
  await expect(page).toHaveURL('/m/projects');
  await page
    .getByRole('navigation', { name: 'Field navigation' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('list', { name: 'Field menu' })).toBeVisible();
});
