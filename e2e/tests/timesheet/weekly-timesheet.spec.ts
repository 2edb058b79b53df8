import { readFileSync } from 'node:fs';
import { TIME_ACTIVITY_COLUMNS } from '@n5/shared/timesheet/schemas';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// The seed's crews reported hours up to its today (2026-11-01): the week of Oct 24 is the last
// worked one, left unapproved; the weeks before it are approved.
const LAST_WORKED = '2026-10-24';

test('an admin steps through weeks, approves a person and exports the time activities', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto(`/weekly-timesheet?week=${LAST_WORKED}`);
  await expect(page.getByRole('heading', { name: 'Weekly Timesheet' })).toBeVisible();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Oct 24 – Oct 30, 2026');
  const table = page.getByRole('table', { name: 'Weekly timesheet' });
  await expect(table.getByRole('columnheader', { name: 'Sat 10/24' })).toBeVisible();
  const rows = page.getByTestId('timesheet-row');
  await expect(rows.first()).toBeVisible();
  await saveScreen(page, 'weekly-timesheet-1440');

  // A past week can step forward; the current one cannot.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Oct 17 – Oct 23, 2026');
  await expect(table.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Oct 24 – Oct 30, 2026');

  const first = rows.first();
  const approve = first.getByRole('checkbox', { name: /^Approve the week of / });
  await expect(approve).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/timesheet-approval'));
  await approve.click();
  expect((await saved).status()).toBe(200);
  await expect(approve).toBeChecked();
  await page.reload();
  await expect(page.getByTestId('timesheet-row').first().getByRole('checkbox')).toBeChecked();
  // Leave the demo as it was.
  await page.getByTestId('timesheet-row').first().getByRole('checkbox').click();
  await expect(page.getByTestId('timesheet-row').first().getByRole('checkbox')).not.toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`time-activities-${LAST_WORKED}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(TIME_ACTIVITY_COLUMNS.join(','));

  // Print waits two seconds, then opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
});

test('the current week has no Next arrow, and a project manager sees but cannot approve', async ({
  page,
}) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/weekly-timesheet');
  await expect(page.getByRole('heading', { name: 'Weekly Timesheet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week' })).toHaveCount(0);
  await page.goto(`/weekly-timesheet?week=${LAST_WORKED}`);
  const approve = page.getByTestId('timesheet-row').first().getByRole('checkbox');
  await expect(approve).toBeDisabled();
  // The page says why, and the box is described by it.
  await expect(approve).toHaveAccessibleDescription(
    'Only an Admin or a Superuser approves the week’s hours; you can read them here.',
  );
});
