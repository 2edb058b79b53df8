import type { Page } from '@playwright/test';
import { costLoggingContract as c } from '@n5/shared/cost-logging/contract';
import { expect, test } from '../../fixtures/factories';
import { onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

// The rest of the suite runs without service workers (playwright.config.ts); these stories are
// about one.
test.use({ serviceWorkers: 'allow' });

/** Waits until the field area's service worker has cached the shell and controls the page. */
async function shellCached(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every address the page's caches hold (Cache Storage), by cache name. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname);
    }
    return out;
  });

test('offline: the field shell reloads without network, an entry waits and is sent once', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const project = await factories.buildProject({
    ProjectName: `Dead zone ${Date.now()}`,
    SuperintendentID: field.UserID,
    StageType: 'In Progress',
  });
  const condition = await factories.buildCondition({ projectID: project.ProjectID });
  const logging = `/m/projects/${project.ProjectID}/09-2900`;

  await page.goto('/m');
  await shellCached(page);
  await page.goto(logging);
  await expect(page.getByRole('region', { name: 'Condition totals' })).toBeVisible();

  // One cache, of this build: the built files, never a reply of the API or the session.
  const caches = await cachedPaths(page);
  expect(Object.keys(caches)).toHaveLength(1);
  const paths = Object.values(caches)[0]!;
  expect(paths).toContain('/index.html');
  expect(paths.some((p) => /^\/(api|auth|config)/.test(p))).toBe(false);

  await page.context().setOffline(true);
  await page.goto('/m');
  await expect(page.getByRole('link', { name: 'Import Receipt' })).toBeVisible();
  await expect(page.getByTestId('user-display-name')).toHaveText(field.DisplayName);
  await page.goto(logging);
  await expect(page.getByRole('region', { name: 'Condition totals' })).toBeVisible();
  await page.getByRole('button', { name: 'Log Equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Equipment' });
  await dialog.getByLabel('Amount').fill('77');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('queued-entry')).toContainText('Pending');
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('queued-entry')).toHaveCount(1);
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await saveScreen(page, 'm-offline-shell-390');

  await page.context().setOffline(false);
  await expect(page.getByTestId('queued-entry')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('queue-count')).toBeHidden();
  const { purchaseOrders } = await factories.call(c.purchaseOrders, {
    query: { conditionID: condition.ConditionID, purchaseOrderType: 'Equipment' },
  });
  expect(purchaseOrders.map((p) => p.PurchaseOrderAmount)).toEqual(['77.00']);
});
