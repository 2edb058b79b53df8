import { expect, test } from '../../fixtures/csp';
import { queueEmail } from '../../fixtures/email';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { openMenuEntries } from '../../fixtures/shell';

const QUEUES = [
  'email-delivery',
  'pdf-rendering',
  'accounting-sync',
  'dashboard-recalculation',
  'forecast-year-roll',
  'idempotency-key-cleanup',
];

test('an admin opens Background Jobs from the menu and sees every queue', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/home');
  expect(await openMenuEntries(page)).toContain('Background Jobs');
  await page.getByRole('link', { name: 'Background Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/queues$/);
  const queues = page.getByRole('table', { name: 'Queues' });
  for (const name of QUEUES) await expect(queues.getByRole('rowheader', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent failed jobs' })).toBeVisible();
});

test('a failed delivery shows with its error and can be retried', async ({ page }) => {
  await loginAs(page, DEMO.superuser);
  await queueEmail(page, `Jobs check ${Date.now()}`);
  await page.goto('/admin/queues');
  const failed = page.getByRole('table', { name: 'Failed jobs' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(failed.getByRole('row').nth(1)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const first = failed.getByRole('row').nth(1);
  await expect(first.getByText('email-delivery')).toBeVisible();
  await expect(first.getByRole('cell').nth(2)).not.toBeEmpty();
  await saveScreen(page, 'background-jobs-1440');

  // Retrying queues the job and its message again (which fails again: nothing answers here).
  const retried = page.waitForResponse((r) => r.url().includes('/retry'));
  await first.getByRole('button', { name: /^Retry job / }).click();
  expect((await retried).status()).toBe(200);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
});

test('Background Jobs is for admins only', async ({ page }) => {
  await loginAs(page, DEMO.accounting);
  await page.goto('/admin/queues');
  await expect(page.getByText('No access')).toBeVisible();
});
