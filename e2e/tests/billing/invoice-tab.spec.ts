import { billingContract } from '@n5/shared/billing/contract';
import { emailContract } from '@n5/shared/email/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('invoice: create pay app 1, enter an amount and a percent, send to the client (locked, the email in the outbox); the client approves by its link; then pay app 2', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  await expect(tab.getByText('No invoice')).toBeVisible();

  const create = tab.getByRole('button', { name: 'Create New Pay App' });
  await create.click();
  await expect(tab.getByRole('link', { name: 'Pay App 1', exact: true })).toBeVisible();
  // Pay apps are certified in number order: the next waits until this one is certified.
  await expect(create).toBeDisabled();
  await expect(tab.getByText(/^Pay app 1 is Preparing: it must be certified/)).toBeVisible();
  // A PM sees the status as text.
  await expect(tab.getByRole('combobox', { name: 'Status of Pay App 1' })).toHaveCount(0);
  await expect(tab.getByTestId('pay-app-1-status')).toHaveText('Preparing');

  // Pay App 1: $250 on gypsum board and 10% of lighting's $3,000.
  const amount = tab.getByRole('textbox', { name: 'Pay App 1 09-2900 amount' });
  await amount.fill('25x0');
  await expect(amount).toHaveValue('0.00');
  await amount.fill('250');
  await amount.press('Enter');
  await expect(tab.getByRole('textbox', { name: 'Pay App 1 09-2900 percent' })).toHaveValue('25');
  const percent = tab.getByRole('textbox', { name: 'Pay App 1 26-5100 percent' });
  await percent.fill('10');
  await percent.press('Enter');
  await expect(tab.getByRole('textbox', { name: 'Pay App 1 26-5100 amount' })).toHaveValue(
    '300.00',
  );
  const footer = tab.locator('tfoot');
  await expect(footer).toContainText('$550.00');
  await expect(footer).toContainText('$3,450.00');
  await saveScreen(page, 'invoice-tab-1440');

  // Send Pay App 1 to the client: at least one email; commas join them.
  await tab.getByRole('button', { name: 'Actions for Pay App 1' }).click();
  await page.getByRole('menuitem', { name: 'Send to client for approval' }).click();
  const send = page.getByRole('dialog', { name: 'Send to client for approval' });
  const emails = send.getByRole('textbox', { name: 'Client emails' });
  await emails.fill('');
  await expect(send.getByText('At least one client email is required')).toBeVisible();
  await expect(emails).toHaveAttribute('aria-invalid', 'true');
  await expect(send.getByRole('button', { name: 'Send' })).toBeDisabled();
  await emails.fill('owner@example.com, ap@example.com');
  await send.getByRole('textbox', { name: 'Message' }).fill('Pay app 1 for your approval.');
  await saveScreen(page, 'invoice-send-dialog');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send).toBeHidden();
  await expect(tab.getByTestId('pay-app-1-status')).toHaveText('Pending');
  // Sent: locked until it returns to Preparing, so the client approves what it was sent.
  await expect(tab.getByRole('textbox', { name: 'Pay App 1 09-2900 amount' })).toHaveCount(0);
  await expect(
    tab.getByText('Sent to the client: return it to Preparing to change it'),
  ).toBeVisible();

  const outbox = await factories.call(emailContract.listOutbox, { query: { pageSize: 50 } });
  const mail = outbox.messages.find((m) => m.subject.includes(`#${project.ProjectID} `))!;
  const message = await factories.call(emailContract.getOutboxMessage, {
    params: { id: mail.emailId },
  });
  expect(message.text).toContain('/payapp?i=');
  expect(message.text).toContain('Pay app 1 for your approval.');
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('button', { name: mail.subject })).toBeVisible();

  // The client follows the emailed link and approves; the tab then shows the pay app Approved.
  const link = /\/payapp\?i=[0-9a-f-]{36}/.exec(message.text)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Payment Application has been approved')).toBeVisible();
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=6`);
  await expect(page.getByTestId('pay-app-1-status')).toHaveText('Approved');
  await expect(page.getByText(/^Certified \d{2}\/\d{2}\/\d{4} by the client$/)).toBeVisible();

  // Certified: pay app 2 can now be added, with its own link and PDF.
  await page.getByRole('button', { name: 'Create New Pay App' }).click();
  const second = page.getByRole('link', { name: 'Pay App 2', exact: true });
  await expect(second).toBeVisible();
  const { guid } = await factories.call(billingContract.guid, {
    query: { projectID: project.ProjectID, paymentApplicationType: 2 },
  });
  await expect(second).toHaveAttribute('href', `/payapp?i=${guid}`);
  await expect(page.getByRole('link', { name: 'PDF of Pay App 2' })).toHaveAttribute(
    'href',
    `/api/payapp/payment-application-pdf?guid=${guid}`,
  );
});

test('invoice: accounting changes the status with a dropdown and certifies; the PM then sees text and greyed figures', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  await factories.call(billingContract.addPayApp, { body: { projectID } });
  await factories.call(billingContract.setAmount, {
    body: { projectID, paymentApplicationType: 1, subCategoryCode: '09-2900', amount: '400' },
  });
  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const tab = page.getByRole('tabpanel', { name: 'Invoice' });
  // Materials presently stored and the retainage, in the pay app's settings.
  await tab.getByRole('button', { name: 'Actions for Pay App 1' }).click();
  await page.getByRole('menuitem', { name: 'Pay app settings…' }).click();
  const settings = page.getByRole('dialog', { name: 'Pay App 1 settings' });
  await expect(settings.getByRole('textbox', { name: 'Retainage %', exact: true })).toHaveValue(
    '10',
  );
  await settings.getByRole('textbox', { name: 'Materials presently stored' }).fill('25');
  await saveScreen(page, 'invoice-settings-dialog');
  await settings.getByRole('button', { name: 'Save stored materials' }).click();
  await expect(settings).toBeHidden();
  await expect(tab.getByText('stored $25.00')).toBeVisible();
  const status = tab.getByRole('combobox', { name: 'Status of Pay App 1' });
  await status.selectOption('Approved');
  // Certified: the figures are frozen, so no inputs remain, even for accounting.
  await expect(tab.getByRole('textbox', { name: 'Pay App 1 09-2900 amount' })).toHaveCount(0);
  await status.selectOption('Invoiced');
  await expect(status).toHaveValue('Invoiced');
  await expect(tab.getByRole('option', { name: 'Preparing' })).toBeDisabled();
  await saveScreen(page, 'invoice-tab-accounting-1440');

  await loginAs(page, DEMO.pm);
  await page.reload();
  await expect(tab.getByTestId('pay-app-1-status')).toHaveText('Invoiced');
  await expect(tab.getByRole('combobox', { name: 'Status of Pay App 1' })).toHaveCount(0);
  await expect(tab.getByText('$400.00 · 40%')).toBeVisible();
});
