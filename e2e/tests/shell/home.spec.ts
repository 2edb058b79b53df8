import { expect, test, type Page } from '../../fixtures/csp';
import { DEMO, OFFICE_EMAILS, VIEWPORTS } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

const ns1 = (page: Page) => page.getByRole('link', { name: 'NS1', exact: true });
const ns1Mobile = (page: Page) => page.getByRole('link', { name: 'NS1 Mobile', exact: true });

for (const email of OFFICE_EMAILS) {
  test(`${email} (permission 5) sees NS1 and NS1 Mobile`, async ({ page }) => {
    await loginAs(page, email);
    await page.goto('/home');
    await expect(ns1(page)).toBeVisible();
    await expect(ns1(page)).toHaveAttribute('href', '/browser');
    await expect(ns1Mobile(page)).toHaveAttribute('href', '/m');
  });
}

test('field staff without permission 5 see only NS1 Mobile', async ({ page }) => {
  await loginAs(page, DEMO.field);
  await page.goto('/home');
  await expect(ns1Mobile(page)).toBeVisible();
  await expect(ns1(page)).toHaveCount(0);
});

test('NS1 opens the project browser address', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/home');
  await expect(ns1(page)).toBeVisible();
  await saveScreen(page, 'home-1440');
  await ns1(page).click();
  await page.waitForURL('/browser');
  await expect(page.getByRole('heading', { name: 'Project Browser' })).toBeVisible();
});

test('NS1 Mobile opens the field area /m', async ({ page }) => {
  await loginAs(page, DEMO.field);
  await page.goto('/home');
  await ns1Mobile(page).click();
  await page.waitForURL('/m');
  await expect(page.getByRole('list', { name: 'Field menu' })).toBeVisible();
});

test('home reads well on a phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, DEMO.pm);
  await page.goto('/home');
  await expect(ns1(page)).toBeVisible();
  await expect(ns1Mobile(page)).toBeInViewport();
  await expect(page.getByTestId('user-display-name')).toHaveText('Priya Raman');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport();
  // Nothing wider than the screen.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  await saveScreen(page, 'home-390');
});
