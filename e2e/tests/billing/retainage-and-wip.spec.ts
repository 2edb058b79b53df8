import { readFile } from 'node:fs/promises';
import { billingContract } from '@n5/shared/billing/contract';
import { payAppPdfPath } from '@n5/shared/billing/rules';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('billing part two: a line at its own retainage rate, a partial retainage release and its AIA-style PDF, over/under billing on the Tracking tab and the WIP report', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  // Base: 09-2900 $1,000.00 and 26-5100 $3,000.00 at 10%; pay app 1 bills $1,000.00 on each.
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  await factories.call(billingContract.addPayApp, { body: { projectID } });
  const which = { projectID, paymentApplicationType: 1 };
  for (const subCategoryCode of ['09-2900', '26-5100'])
    await factories.call(billingContract.setAmount, {
      body: { ...which, subCategoryCode, amount: '1000' },
    });

  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  // Lighting at its own 5% (Column I override): 10% x 1,000 + 5% x 1,000 = 150 held.
  await tab.getByRole('button', { name: 'Actions for Pay App 1' }).click();
  await page.getByRole('menuitem', { name: 'Pay app settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'Pay App 1 settings' });
  await settings.getByLabel('Sub-category (line retainage %)').selectOption('26-5100');
  await settings.getByRole('textbox', { name: 'Line retainage %' }).fill('5');
  await settings.getByRole('button', { name: 'Save line rate' }).click();
  await expect(settings).toBeHidden();
  await expect(tab.getByText('retainage 5% (line)')).toBeVisible();
  await tab.getByRole('combobox', { name: 'Status of Pay App 1' }).selectOption('Approved');

  // A partial release of $50.00 of the $150.00 held: pay app 2 bills only that.
  await tab.getByRole('button', { name: 'Retainage release…' }).click();
  const release = page.getByRole('dialog', { name: 'Retainage release' });
  await release.getByRole('textbox', { name: 'Amount to release' }).fill('50');
  await saveScreen(page, 'retainage-release-dialog');
  await release.getByRole('button', { name: 'Create release' }).click();
  await expect(release).toBeHidden();
  await expect(tab.getByText('Retainage release: $50.00')).toBeVisible();
  await saveScreen(page, 'invoice-retainage-release-1440');

  // Its PDF reads like the AIA form: To / From, 5a/5b with rates, the certification, A–J.
  const { guid } = await factories.call(billingContract.guid, {
    query: { projectID, paymentApplicationType: 2 },
  });
  const pdf = await page.request.get(payAppPdfPath(guid));
  const [g702, g703] = await pdfPageTexts(await pdf.body());
  for (const text of ['TO (CLIENT):', 'FROM (CONTRACTOR):', "CONTRACTOR'S CERTIFICATION"])
    expect(g702).toContain(text);
  expect(g702).toContain('8 Current Payment Due $50.00');
  expect(g702).toContain('Application No.: 2 (retainage release)');
  expect(g702).toContain('5a Retainage on Completed Work still held after this release');
  expect(g703).toContain('J Retainage Rate');
  expect(g703).toContain('A retainage release: Column I is the retainage still held after it');
  // Pay app 1's sheet prints lighting's own rate in Column J.
  const first = await factories.call(billingContract.guid, { query: which });
  const sheet1 = (
    await pdfPageTexts(await (await page.request.get(payAppPdfPath(first.guid))).body())
  )[1];
  expect(sheet1).toMatch(/26-5100 Interior Lighting .* 5\.00%/);
  // The client's page shows the same To / From blocks and 5a/5b wording.
  await page.goto(`/payapp?i=${first.guid}`);
  await expect(page.getByRole('region', { name: 'To (client)' })).toBeVisible();
  await expect(page.getByTestId('g702-line-5a')).toContainText(
    "10.00% of Completed Work (D + E on G703); lines with their own rate at Column J's",
  );

  // Over/under billing: the Tracking tab's block, then the company's WIP report.
  await page.goto(`/browser/projects/${projectID}?i=3`);
  const wip = page.getByRole('region', { name: 'Over/Under Billing (WIP)' });
  await expect(wip).toContainText(/Billed to date\s*\$2,000\.00/);
  await saveScreen(page, 'tracking-wip-1440');
  await page.goto('/accounting-reports/wip');
  const report = page.getByRole('table', { name: 'WIP schedule' });
  await expect(report.getByText(/^Total \(\d+ projects\)$/)).toBeVisible();
  await saveScreen(page, 'wip-report-1440');
  // The whole schedule as CSV: every project, exact decimals, the company's total last.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain('Project ID,Project,Contract amount,Cost to date');
  expect(csv).toMatch(new RegExp(`\r\n${projectID},`));
  expect(csv.split('\r\n').at(-1)).toMatch(/^,Total,/);
});
