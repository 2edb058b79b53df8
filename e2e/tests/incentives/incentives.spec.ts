import { formatMoney } from '@n5/shared/core/money';
import { incentivesContract } from '@n5/shared/incentives/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { payPeriodStart } from '@n5/shared/mobile/rules';
import { timesheetContract } from '@n5/shared/timesheet/contract';
import { addFieldDays, addMonthFacts } from '../../../apps/server/src/testing/books';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { expect, test, type TBooks } from '../../fixtures/books';
import { DEMO } from '../../fixtures/env';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// A year the seed leaves alone (it fills its year and the one before): each story sets up its
// own quarter.
const Y = 2021;
const Q = 3;
const PM = 'Priya Raman';
const POSITION = { projectManager: 7, superintendent: 9 };

type TFactories = Parameters<Parameters<typeof test>[2]>[0]['factories'];

/**
 * Quarter Q of Y as the books and an admin leave it: the demo PM's approved hours (a day the
 * books hold, its week approved through the timesheet), the Construction division's gross profit
 * (stored dashboard months), three stars for superintendents, a 40-hour week for project
 * managers, the pools, and the PM as a Construction leader.
 */
async function quarterOfWork(factories: TFactories, books: TBooks, pmId: number) {
  const { ProjectID: projectId } = await factories.buildProject({ StageType: 'In Progress' });
  const day = `${Y}-08-04`;
  await addFieldDays(books, [{ date: day, projectId, userId: pmId, regularHours: '8.00' }]);
  await factories.call(timesheetContract.setApproval, {
    body: { userID: pmId, checked: 1, periodStartDate: payPeriodStart(day) },
  });
  await addMonthFacts(books, {
    ...{ projectId, year: Y, month: 8, division: 'Construction' },
    ...{ actualRevenue: '100000.00', actualCost: '60000.00' },
  });
  const quarter = { year: Y, quarter: Q };
  for (const body of [
    { type: 'stars', positionID: POSITION.superintendent, value: 3 },
    { type: 'stars', positionID: POSITION.projectManager, value: 3 },
    { type: 'weeklyHours', positionID: POSITION.projectManager, value: '40' },
  ] as const) {
    await factories.call(incentivesContract.setBonusPool, { body: { ...quarter, ...body } });
  }
  for (const pool of ['Profit Share', 'Construction'] as const) {
    await factories.call(incentivesContract.setPool, {
      body: { ...quarter, pool, percent: '0.1000' },
    });
  }
  await factories.call(incentivesContract.addLeader, {
    body: { ...quarter, empUserId: pmId, division: 'Construction' },
  });
}

test("an admin sets stars and a leader's %, the worksheet and certificates follow, the PDF prints one a page", async ({
  page,
  factories,
  books,
}) => {
  const { users } = await factories.call(sessionContract.listUsers, {});
  await quarterOfWork(factories, books, users.find((u) => u.EmailAddress === DEMO.pm)!.UserID);
  await loginAs(page, DEMO.admin);
  const worksheet = () =>
    page.getByRole('table', { name: `Individual Incentive Worksheet Q${Q} ${Y}` });
  const pmTotal = async () =>
    (await worksheet()
      .getByRole('row')
      .filter({ hasText: PM })
      .getByRole('cell')
      .last()
      .textContent()) ?? '';

  await page.goto(`/incentive-payout?y=${Y}`);
  // One quarter's worksheet at a time.
  await page.getByRole('tab', { name: `Q${Q} worksheet` }).click();
  await expect(page).toHaveURL(new RegExp(`q=${Q}`));
  await expect(worksheet().getByRole('row').filter({ hasText: PM })).toBeVisible();
  const before = await pmTotal();

  await page.goto(`/team-member-bonus-pool?y=${Y}&q=${Q}`);
  const stars = page.getByRole('textbox', { name: 'Stars of Superintendent' });
  await expect(stars).toHaveValue('3');
  await stars.fill('x'); // non-numeric keeps the old value
  await stars.press('Tab');
  await expect(stars).toHaveValue('3');
  await stars.fill('5');
  await stars.press('Enter');
  // Salaried positions count a standard week; superintendents their approved timesheet hours.
  const weekly = page.getByRole('textbox', { name: 'Weekly hours of Project Manager' });
  await expect(weekly).toHaveValue('40.00');
  await expect(page.getByRole('textbox', { name: 'Weekly hours of Superintendent' })).toHaveValue(
    '',
  );
  await weekly.fill('81'); // over 80 keeps the old value
  await weekly.press('Tab');
  await expect(weekly).toHaveValue('40.00');
  const percent = page.getByRole('textbox', { name: `Incentive % of ${PM}` });
  await percent.fill('0.5');
  await percent.press('Enter');
  await expect(percent).toHaveValue('0.5000');
  await expect(stars).toHaveValue('5');
  await saveScreen(page, 'team-member-bonus-pool-1440');

  await page.goto(`/incentive-payout?y=${Y}&q=${Q}`);
  const row = worksheet().getByRole('row').filter({ hasText: PM });
  await expect(row.getByRole('cell', { name: '50.00%' })).toBeVisible();
  await expect.poll(pmTotal).not.toBe(before);
  const after = await pmTotal();
  await saveScreen(page, 'incentive-payout-1440');

  // The Q3 certificate opens in a new tab: the PM's Q3 amount is the worksheet's, in whole dollars.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: `Q${Q} certificates (opens in a new tab)` }).click(),
  ]);
  const certificate = tab.getByRole('article', { name: `Certificate of ${PM}` });
  const whole = formatMoney(after.replace(/[$,]/g, ''), { decimals: 0 });
  await expect(certificate.getByRole('row', { name: new RegExp(`^Q${Q} `) })).toContainText(whole);
  const count = await tab.getByRole('article').count();
  await saveScreen(tab, 'incentive-certificates-1440');
  // Printed from the browser: one certificate a page (the page's print CSS).
  await tab.emulateMedia({ media: 'print' });
  expect(await pdfPageTexts(await tab.pdf({ format: 'Letter' }))).toHaveLength(count);
  await tab.emulateMedia({ media: 'screen' });
  const pdf = await tab.request.get(
    (await tab.getByRole('link', { name: 'PDF of all certificates' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const pages = await pdfPageTexts(await pdf.body());
  expect(pages).toHaveLength(count);
  expect(pages.find((p) => p.includes(PM))).toContain(whole);
  await tab.close();
});

test("a team member sees their own quarter's progress on the phone", async ({
  page,
  factories,
}) => {
  const pm = await onPhoneAs(page, DEMO.pm);
  await factories.call(incentivesContract.addLeader, {
    body: { year: Y, quarter: 2, empUserId: pm.UserID, division: 'Construction' },
  });
  await factories.call(incentivesContract.setBonusPool, {
    body: { year: Y, quarter: 2, type: 'IncentivePercent', empUserID: pm.UserID, value: '0.4' },
  });
  await page.goto(`/m/incentive-analysis?y=${Y}&q=2`);
  const leadership = page.getByRole('region', { name: 'Leadership Incentive' });
  await expect(leadership.getByText('40.00%')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Individual Incentive' })).toBeVisible();
  await expect(page.getByText('You must be employed on the payout distribution day')).toBeVisible();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'incentive-analysis-phone');
});
