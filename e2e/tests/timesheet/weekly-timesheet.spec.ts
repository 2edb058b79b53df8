import { readFileSync } from 'node:fs';
import { addDays } from '@n5/shared/mobile/rules';
import { timesheetContract } from '@n5/shared/timesheet/contract';
import { TIME_ACTIVITY_COLUMNS } from '@n5/shared/timesheet/schemas';
import { addFieldDays } from '../../../apps/server/src/testing/books';
import { addStaff } from '../../../apps/server/src/testing/staff';
import { expect, test, type TBooks } from '../../fixtures/books';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// Hours are the books' (the accounting system's time): each story writes a crew member's days in
// weeks of its own, before the seed's (which start in late September 2026). LAST_WORKED is left
// unapproved, the week before it is approved by the admin.
const LAST_WORKED = '2026-07-11';
const EARLIER = '2026-07-04';
const PM_WEEK = '2026-07-18';

type TFactories = Parameters<Parameters<typeof test>[2]>[0]['factories'];

/** A new crew member's Monday and Tuesday on a new project in each week given. */
async function workedWeeks(factories: TFactories, books: TBooks, weeks: string[]) {
  const crew = await addStaff(books, []);
  const { ProjectID: projectId } = await factories.buildProject({ StageType: 'In Progress' });
  await addFieldDays(
    books,
    weeks.flatMap((week) =>
      [2, 3].map((offset) => ({
        ...{ date: addDays(week, offset), projectId, userId: crew.UserID },
        ...{ regularHours: '8.00', overtimeHours: offset === 3 ? '1.50' : '0.00' },
      })),
    ),
  );
  return crew;
}

test('an admin steps through weeks, approves a person and exports the time activities', async ({
  page,
  factories,
  books,
}) => {
  const crew = await workedWeeks(factories, books, [EARLIER, LAST_WORKED]);
  await factories.call(timesheetContract.setApproval, {
    body: { userID: crew.UserID, checked: 1, periodStartDate: EARLIER },
  });
  await loginAs(page, DEMO.admin);
  await page.goto(`/weekly-timesheet?week=${LAST_WORKED}`);
  await expect(page.getByRole('heading', { name: 'Weekly Timesheet' })).toBeVisible();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Jul 11 – Jul 17, 2026');
  const table = page.getByRole('table', { name: 'Weekly timesheet' });
  await expect(table.getByRole('columnheader', { name: 'Sat 7/11' })).toBeVisible();
  const rows = page.getByTestId('timesheet-row');
  await expect(rows.first()).toBeVisible();
  await saveScreen(page, 'weekly-timesheet-1440');

  // A past week can step forward; the current one cannot.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Jul 4 – Jul 10, 2026');
  await expect(table.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByTestId('timesheet-week')).toHaveText('Jul 11 – Jul 17, 2026');

  const first = rows.first();
  const approve = first.getByRole('checkbox', { name: /^Approve the week of / });
  await expect(approve).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/timesheet-approval'));
  await approve.click();
  expect((await saved).status()).toBe(200);
  await expect(approve).toBeChecked();
  await page.reload();
  await expect(page.getByTestId('timesheet-row').first().getByRole('checkbox')).toBeChecked();
  // And back.
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
  factories,
  books,
}) => {
  await workedWeeks(factories, books, [PM_WEEK]);
  await loginAs(page, DEMO.pm);
  await page.goto('/weekly-timesheet');
  await expect(page.getByRole('heading', { name: 'Weekly Timesheet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous week' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next week' })).toHaveCount(0);
  await page.goto(`/weekly-timesheet?week=${PM_WEEK}`);
  const approve = page.getByTestId('timesheet-row').first().getByRole('checkbox');
  await expect(approve).toBeDisabled();
  // The page says why, and the box is described by it.
  await expect(approve).toHaveAccessibleDescription(
    'Only an Admin or a Superuser approves the week’s hours; you can read them here.',
  );
});
