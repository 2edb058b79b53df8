import { emailContract } from '@n5/shared/email/contract';
import { jobsContract } from '@n5/shared/jobs/contract';
import { apiCall } from '../../fixtures/api';
import { expect, test } from '../../fixtures/csp';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { openMenuEntries } from '../../fixtures/shell';

const QUEUES = [
  'email-delivery',
  'pdf-rendering',
  'accounting-sync',
  'pay-app-accounting-sync',
  'project-accounting-sync',
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
  for (const name of QUEUES)
    await expect(queues.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent failed jobs' })).toBeVisible();
});

test('a failed delivery shows with its error and can be retried', async ({ page }) => {
  await loginAs(page, DEMO.superuser);
  const {
    emailIds: [emailId],
  } = await apiCall(page.request)(emailContract.sendEmail, {
    body: { email: 'client@example.com', subject: `Jobs check ${Date.now()}`, text: 'Hello.' },
  });
  // This test's own job: retrying another spec's (the outbox's) would change what that one sees.
  let jobId = '';
  await expect(async () => {
    const { failed } = await apiCall(page.request)(jobsContract.listQueues, {});
    jobId = failed.find((job) => (job.data as { emailId?: number }).emailId === emailId)?.id ?? '';
    expect(jobId).not.toBe('');
  }).toPass({ timeout: 20_000 });
  await page.goto('/admin/queues');
  const failed = page.getByRole('table', { name: 'Failed jobs' });
  const retryButton = failed.getByRole('button', { name: `Retry job ${jobId}` });
  const row = failed
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Retry job ${jobId}` }) });
  await expect(row.getByText('email-delivery')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).not.toBeEmpty();
  await saveScreen(page, 'background-jobs-1440');

  // Retrying queues the job and its message again (which fails again: nothing answers here).
  const retried = page.waitForResponse((r) => r.url().includes('/retry'));
  await retryButton.click();
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
