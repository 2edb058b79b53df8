import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/factories';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expectValidRoles } from '../../fixtures/a11y';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/** Holds a call back until the returned function is called, so its loading state stays. */
async function holdBack(page: Page, url: string) {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(url, async (route) => {
    await answered;
    await route.fallback();
  });
  return answer;
}

for (const [size, viewport] of [
  ['1440', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const) {
  test(`loading is a busy status, a failure an alert with Retry, empty the screen's text (${size})`, async ({
    page,
    factories,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await loginAs(page, DEMO.pm);

    // Loading: the project page while its project is on the way.
    const { ProjectID: id } = await factories.buildProject();
    const answer = await holdBack(page, '**/api/project/project?*');
    await page.goto(`/browser/projects/${id}`);
    const loading = page.getByRole('status', { name: 'Loading project' });
    await expect(loading).toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    await expect(loading.getByRole('progressbar', { name: 'Loading project' })).toBeVisible();
    await expectValidRoles(page, 'main');
    await saveScreen(page, `state-loading-${size}`);
    answer();
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: 'Project Info' })).toBeVisible();

    // Failure: the outbox's list fails until Retry.
    let isFailing = true;
    await page.route('**/api/admin/outbox?*', (route) =>
      isFailing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Try again shortly.' } }),
          })
        : route.fallback(),
    );
    await loginAs(page, DEMO.admin);
    await page.goto('/admin/outbox');
    const failure = page.getByRole('alert').filter({ hasText: 'The outbox could not be loaded' });
    // The query retries twice with a back-off before it shows the failure.
    await expect(failure).toContainText('Try again shortly.', { timeout: 30_000 });
    await expectValidRoles(page, 'main');
    await saveScreen(page, `state-error-${size}`);
    isFailing = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(failure).toHaveCount(0);
    await expect(
      page
        .getByRole('table', { name: 'Outbox messages' })
        .or(page.getByText('The outbox is empty.')),
    ).toBeVisible();

    // Empty: the archive with no project in it.
    await page.route('**/api/project/browser-archive', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"projects":[]}' }),
    );
    await page.goto('/browser-archive');
    await expect(page.getByRole('heading', { name: 'No projects' })).toBeVisible();
    await expect(
      page.getByText('No project has been completed, canceled or rejected yet.'),
    ).toBeVisible();
    await expectValidRoles(page, 'main');
    await saveScreen(page, `state-empty-${size}`);
  });
}
