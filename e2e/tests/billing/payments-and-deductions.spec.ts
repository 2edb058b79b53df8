import { billingContract } from '@n5/shared/billing/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('billing part two: a deductive change order lowers a line, the pay app is dated, certified and paid; the receivables report and the G702 show it', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  // Base: 09-2900 $1,000.00 and 26-5100 $3,000.00 at 10% retainage; pay app 1 bills $400.00.
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  const { guid } = await factories.call(billingContract.addPayApp, { body: { projectID } });
  const which = { projectID, paymentApplicationType: 1 };
  await factories.call(billingContract.setAmount, {
    body: { ...which, subCategoryCode: '09-2900', amount: '400' },
  });
  // CO 1 takes 4 boards out at $50.00: −$200.00, approved by its signed PDF.
  await factories.approveDeductiveChangeOrder(projectID);

  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  const gypsum = tab.getByRole('row', { name: /09-2900/ });
  await expect(gypsum).toContainText('-$200.00');
  await expect(gypsum).toContainText('$800.00');
  await expect(tab.getByText('No certified pay app yet')).toBeVisible();

  // Dates, in the pay app's settings.
  await tab.getByRole('button', { name: 'Actions for Pay App 1' }).click();
  await page.getByRole('menuitem', { name: 'Pay app settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'Pay App 1 settings' });
  await settings.getByLabel('Period to').fill('2026-10-31');
  await settings.getByLabel('Application date').fill('2026-10-25');
  await settings.getByRole('button', { name: 'Save dates' }).click();
  await expect(settings).toBeHidden();
  await expect(tab.getByText('Period to 10/31/2026 · dated 10/25/2026')).toBeVisible();

  await tab.getByRole('combobox', { name: 'Status of Pay App 1' }).selectOption('Approved');
  const received = page.getByRole('region', { name: 'Payments received' });
  await expect(received.getByText('Retainage receivable $40.00')).toBeVisible();
  await received.getByRole('button', { name: 'Record a payment on Pay App 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a payment on Pay App 1' });
  await expect(dialog.getByRole('textbox', { name: 'Amount received' })).toHaveValue('360.00');
  await dialog.getByRole('textbox', { name: 'Amount received' }).fill('360.01');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('CHK 1001');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByText(/more than the \$360\.00 still owed/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount received' }).fill('360');
  await saveScreen(page, 'record-payment-dialog');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByRole('combobox', { name: 'Status of Pay App 1' })).toHaveValue('Paid');
  await expect(received.getByRole('table', { name: 'Payments' })).toContainText('CHK 1001');
  await saveScreen(page, 'invoice-payments-1440');

  await page.goto('/accounting-reports/receivables');
  const report = page.getByRole('table', { name: 'Receivables aging' });
  await expect(report.getByRole('row', { name: new RegExp(`#${projectID} `) })).toContainText(
    '$40.00',
  );
  await saveScreen(page, 'receivables-report-1440');

  await page.goto(`/payapp?i=${guid}`);
  await expect(
    page.getByText(/Application date 10\/25\/2026 · Period to 10\/31\/2026/),
  ).toBeVisible();
  const summary = page.getByRole('table', { name: 'Change order summary' });
  await expect(summary).toContainText('-$200.00');
  await expect(page.getByTestId('g702-line-2')).toContainText('-$200.00');
  await saveScreen(page, 'payapp-deduction-1440');
});

test('billing part two: accounting voids a certified pay app with a reason; it reopens as revision 1', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  await factories.call(billingContract.addPayApp, { body: { projectID } });
  const which = { projectID, paymentApplicationType: 1 };
  await factories.call(billingContract.setAmount, {
    body: { ...which, subCategoryCode: '26-5100', amount: '1000' },
  });
  await factories.call(billingContract.setStatus, { body: { ...which, status: 'Approved' } });

  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  await tab.getByRole('button', { name: 'Actions for Pay App 1' }).click();
  await page.getByRole('menuitem', { name: 'Void and revise…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void and revise Pay App 1' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Billed lighting twice.');
  await saveScreen(page, 'void-pay-app-dialog');
  await dialog.getByRole('button', { name: 'Void and revise' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab.getByText('Revision 1 · voided: Billed lighting twice.')).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Status of Pay App 1' })).toHaveValue('Preparing');
  // Open again: the amount can be corrected.
  await expect(tab.getByRole('textbox', { name: 'Pay App 1 26-5100 amount' })).toHaveValue(
    '1000.00',
  );
});
