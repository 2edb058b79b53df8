import { billingContract as c } from '@n5/shared/billing/contract';
import { payAppPdfPath } from '@n5/shared/billing/rules';
import { waiversContract } from '@n5/shared/waivers/contract';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { drawSignature } from '../../fixtures/signature';

/**
 * Issue 31's whole job: five pay apps on a $4,000.00 Base at 10% — stored materials carried,
 * a deductive change order, a reduction to 5% on new work only, a payment, a full release and
 * the final lien waiver signed on its link.
 * Line 8 of the five adds up to the contract sum to date: nothing billed twice or left behind.
 *   1: 09-2900 $400 work, 26-5100 $500 stored → held 40 + 50, line 8 $810.00
 *   CO 1: −$200.00 on 09-2900 (contract $3,800.00)
 *   2: 26-5100 $1,000 work, $500 still stored → held 140 + 50, line 8 $900.00
 *   3: 5%, new work only; 09-2900 $400, 26-5100 $500 (the stored, installed) → held 185, $405.00
 *   4: 26-5100 $1,500 → held 260, line 8 $1,425.00, paid
 *   5: full release → line 8 $260.00; 810 + 900 + 405 + 1,425 + 260 = 3,800
 */
test('billing part two: a job billed over five pay apps — stored materials carried, a deductive CO, a reduction, a payment, the release and the final lien waiver; line 8 adds up to the contract', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  const which = (n: number) => ({ projectID, paymentApplicationType: n });
  const cell = (n: number, subCategoryCode: string, values: { amount?: string; stored?: string }) =>
    factories.call(c.setAmount, { body: { ...which(n), subCategoryCode, ...values } });
  const certify = (n: number) =>
    factories.call(c.setStatus, { body: { ...which(n), status: 'Approved' } });
  const line8 = async (n: number) => {
    const { guid } = await factories.call(c.guid, { query: which(n) });
    const [g702] = await pdfPageTexts(await (await page.request.get(payAppPdfPath(guid))).body());
    return g702!;
  };

  await factories.call(c.addPayApp, { body: { projectID } });
  await cell(1, '09-2900', { amount: '400' });
  await cell(1, '26-5100', { stored: '500' });
  await certify(1);
  expect(await line8(1)).toContain('8 Current Payment Due $810.00');

  await factories.approveDeductiveChangeOrder(projectID);

  await factories.call(c.addPayApp, { body: { projectID } });
  await cell(2, '26-5100', { amount: '1000', stored: '500' });
  await certify(2);
  const second = await line8(2);
  expect(second).toContain('2 Net Change by Change Orders -$200.00');
  expect(second).toContain('8 Current Payment Due $900.00');

  await factories.call(c.addPayApp, { body: { projectID } });
  await factories.call(c.setRetainage, {
    body: { ...which(3), retainagePercent: '5', storedRetainagePercent: null },
  });
  await factories.call(c.setRetainageConvention, { body: { ...which(3), convention: 'new' } });
  await cell(3, '09-2900', { amount: '400' });
  await cell(3, '26-5100', { amount: '500', stored: '0' });
  await certify(3);
  const third = await line8(3);
  expect(third).toContain("5a 5.00% of this period's Completed Work (E on G703)");
  expect(third).toContain('8 Current Payment Due $405.00');

  await factories.call(c.addPayApp, { body: { projectID } });
  await cell(4, '26-5100', { amount: '1500' });
  await certify(4);

  // Accounting records the payment of pay app 4 and releases everything held.
  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  const received = page.getByRole('region', { name: 'Payments received' });
  await received.getByRole('button', { name: 'Record a payment on Pay App 4' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment on Pay App 4' });
  await expect(payment.getByRole('textbox', { name: 'Amount received' })).toHaveValue('1425.00');
  await payment.getByRole('textbox', { name: 'Reference' }).fill('ACH 4404');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(tab.getByRole('combobox', { name: 'Status of Pay App 4' })).toHaveValue('Paid');
  await expect(received.getByText('Retainage receivable $260.00')).toBeVisible();

  await tab.getByRole('button', { name: 'Retainage release…' }).click();
  const release = page.getByRole('dialog', { name: 'Retainage release' });
  await release.getByRole('button', { name: 'Create release' }).click();
  await expect(release).toBeHidden();
  await tab.getByRole('combobox', { name: 'Status of Pay App 5' }).selectOption('Approved');
  await expect(received.getByText('Retainage receivable $0.00')).toBeVisible();
  await saveScreen(page, 'invoice-five-pay-apps-1440');

  const fifth = await line8(5);
  expect(fifth).toContain('Application No.: 5 (retainage release)');
  expect(fifth).toContain('4 Total Completed and Stored to Date $3,800.00');
  expect(fifth).toContain('5 Retainage $0.00');
  expect(fifth).toContain('8 Current Payment Due $260.00');
  expect(fifth).toContain('9 Balance to Finish, Including Retainage (Line 3 - 6) $0.00');
  const dues = await Promise.all([1, 2, 3, 4, 5].map(line8));
  const cents = dues.map((text) =>
    Number(/8 Current Payment Due \$([\d,]+\.\d\d)/.exec(text)![1]!.replace(/[,.]/g, '')),
  );
  expect(cents.reduce((a, b) => a + b, 0)).toBe(380000);

  // The unconditional final waiver to the client states line 4, $3,800.00; signed on its link.
  const { waiver } = await factories.call(waiversContract.request, {
    body: {
      ...which(5),
      kind: 'unconditional-final',
      direction: 'to-client',
      email: 'owner-rep@example.com',
    },
  });
  await page.goto(`/waiver?i=${waiver.guid}`);
  await expect(page.getByText('$3,800.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sign waiver' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign Approval' });
  await sign.getByRole('textbox', { name: 'Your name' }).fill('Pat Signer');
  await drawSignature(page);
  await sign.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Signed by Pat Signer on /)).toBeVisible();
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const waivers = page.getByRole('table', { name: 'Lien waivers' });
  await expect(waivers.getByRole('row', { name: /Unconditional final/ })).toContainText('Received');
});
