import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { billingContract } from '@n5/shared/billing/contract';
import { formatMoney } from '@n5/shared/core/money';
import { waiversContract } from '@n5/shared/waivers/contract';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { DEMO, SCREENS_DIR } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { drawSignature } from '../../fixtures/signature';

test('a conditional progress waiver is requested on a certified pay app, signed on its link, and shows Received on the Invoice tab with its signed PDF', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  await factories.certifyNextPayApp(projectID, '50');
  // Line 8 of the certified pay app: what a progress waiver states.
  const { amountDue } = (
    await factories.call(billingContract.receivables, { query: { projectID } })
  ).payApps[0]!;

  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const section = page.getByRole('region', { name: 'Lien waivers' });
  await expect(section.getByText('No lien waiver requested yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Request waiver…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a lien waiver' });
  await expect(dialog.getByRole('combobox', { name: 'Pay app' })).toContainText('Pay App 1');
  await expect(dialog.getByRole('combobox', { name: 'Waiver' })).toContainText(
    'Conditional progress',
  );
  await dialog.getByRole('textbox', { name: 'Email the link to' }).fill('owner-rep@example.com');
  await dialog.getByRole('button', { name: 'Request and email' }).click();
  await expect(dialog).toBeHidden();
  const table = section.getByRole('table', { name: 'Lien waivers' });
  const amount = formatMoney(amountDue);
  await expect(table.getByRole('row', { name: /Conditional progress/ })).toContainText(amount);
  await expect(table).toContainText('Requested');
  await section.scrollIntoViewIfNeeded();
  await saveScreen(page, 'lien-waivers-requested');

  const { waivers } = await factories.call(waiversContract.list, { query: { projectID } });
  const waiver = waivers[0]!;
  await page.goto(`/waiver?i=${waiver.guid}`);
  await expect(
    page.getByRole('heading', { name: 'Conditional Waiver and Release on Progress Payment' }),
  ).toBeVisible();
  await expect(page.getByText(`a payment of ${amount}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign waiver' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign Approval' });
  await sign.getByRole('textbox', { name: 'Your name' }).fill('Pat Signer');
  await drawSignature(page);
  await sign.getByRole('button', { name: 'Save' }).click();
  await expect(sign).toBeHidden();
  await expect(page.getByText(/^Signed by Pat Signer on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign waiver' })).toHaveCount(0);
  await saveScreen(page, 'lien-waiver-signed-page');

  await page.goto(`/browser/projects/${projectID}?i=6`);
  const row = section.getByRole('row', { name: /Conditional progress/ });
  await expect(row).toContainText('Received');
  await expect(row).toContainText('signed by Pat Signer');
  await section.scrollIntoViewIfNeeded();
  await saveScreen(page, 'lien-waivers-received');

  const pdf = await page.request.get(`/api/invoice/lien-waiver-pdf?waiverId=${waiver.waiverId}`);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  await writeFile(path.join(SCREENS_DIR, 'lien-waiver-signed.pdf'), bytes);
  const pages = await pdfPageTexts(bytes);
  expect(pages[0]).toContain('Conditional Waiver and Release on Progress Payment');
  expect(pages[0]).toContain(amount);
  expect(pages[0]).toContain('Approved by: Pat Signer');
  expect(pages.at(-1)).toContain('Signing Certificate');
  expect(pages.at(-1)).toContain('HeadlessChrome');
});

test('a paper copy of a waiver is marked received with its PDF; the row says paper copy', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const projectID = project.ProjectID;
  const which = {
    projectID,
    paymentApplicationType: await factories.certifyNextPayApp(projectID, '25'),
  };
  await factories.call(waiversContract.request, {
    body: {
      ...which,
      kind: 'unconditional-progress',
      direction: 'to-client',
      email: 'owner-rep@example.com',
    },
  });

  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${projectID}?i=6`);
  const row = page
    .getByRole('region', { name: 'Lien waivers' })
    .getByRole('row', { name: /Unconditional progress/ });
  await expect(row).toContainText('Requested');
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: 'Mark received…' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'paper-waiver.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(row).toContainText('Received');
  await expect(row).toContainText('paper copy');
});
