import { expect, test } from '../../fixtures/csp';
import { queueEmail } from '../../fixtures/email';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('an admin finds a failed email, reads it and sends it again', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  const subject = await queueEmail(page, `Outbox check ${Date.now()}`, 'Pay app 7 is ready.');

  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  // No mail server answers in the e2e run, so delivery fails after its single attempt.
  await expect(async () => {
    await page.getByRole('tab', { name: /^Failed/ }).click();
    await expect(page.getByRole('button', { name: subject })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/status=failed/);
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Failed')).toBeVisible();
  await saveScreen(page, 'outbox-failed-1440');

  await page.getByRole('button', { name: subject }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog.getByText('client@example.com')).toBeVisible();
  await expect(dialog.getByText('Pay app 7 is ready.')).toBeVisible();
  await expect(dialog.getByText('connect ECONNREFUSED')).toBeVisible();
  await saveScreen(page, 'outbox-message-1440');

  const resent = page.waitForResponse((r) => r.url().endsWith('/resend'));
  await dialog.getByRole('button', { name: 'Send again' }).click();
  expect((await resent).status()).toBe(200);
  await expect(dialog.getByRole('alert').filter({ hasText: 'could not' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the outbox says so when a status has no messages', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/outbox?status=sent');
  await expect(page.getByText('No sent messages.')).toBeVisible();
});

test('the outbox is for admins only', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/admin/outbox');
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toHaveCount(0);
});
