import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { expectFocusInside, tabTo } from '../../fixtures/keyboard';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

// Issue 34: the administration screens without a mouse. One story walks all three, so the
// suite pays the sign-in and the first page load once.

test('admin screens by keyboard: a report generated, a role’s members opened and closed, the audit filtered', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);

  await page.goto('/accounting-reports');
  // Admins see the Acumatica connection below the reports; with the local books, nothing to click.
  await expect(page.getByRole('region', { name: 'Accounting connection' })).toContainText(
    'No accounting system is connected',
  );
  await saveScreen(page, 'accounting-connection-local-1440');
  const invoices = page.getByRole('row', { name: /Invoice Log/ });
  const generate = invoices.getByRole('button', { name: 'Generate Report: Invoice Log' });
  await tabTo(page, generate, { max: 30 });
  const answered = page.waitForResponse((r) => r.url().includes('/api/project/invoice-log'));
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  // The export comes next in the tab order, or the empty text says why there is none.
  await expect(
    invoices
      .getByRole('button', { name: 'Export CSV: Invoice Log' })
      .or(invoices.getByText('There are no invoices for the selected month.')),
  ).toBeVisible();

  await page.goto('/security-roles');
  const members = page.getByRole('button', { name: 'Members of Admin' });
  await tabTo(page, members, { max: 40 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Admin members' });
  await expectFocusInside(dialog);
  await expect(dialog.getByText('Marcus Okafor')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(members).toBeFocused();

  await page.goto('/admin/audit');
  const record = page.getByLabel('Record', { exact: true });
  await tabTo(page, record, { max: 30 });
  await page.keyboard.type('999999999');
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
});
