import fs from 'node:fs';
import { billingContract } from '@n5/shared/billing/contract';
import { emailContract } from '@n5/shared/email/contract';
import { payappContract as c } from '@n5/shared/payapp/contract';
import {
  rejectionSentText,
  PAYAPP_TEXTS,
  payAppNotFoundText,
  payAppTitle,
} from '@n5/shared/payapp/texts';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { apiCall, sendContract } from '../../fixtures/api';
import type { Page } from '@playwright/test';
import { sessionContract } from '@n5/shared/session/contract';
import type { TApiCall } from '../../../apps/server/src/testing/factories/api-call';
import { buildPayApp } from '../../../apps/server/src/testing/factories/billing';
import type { TFactories } from '../../../apps/server/src/testing/factories/factories';
import { expect, test } from '../../fixtures/factories';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';

const NOT_FOUND = payAppNotFoundText('N5');

/**
 * A pay app made through the Invoice tab's calls on a new project with an approved Base and the
 * demo PM (who gets the client's decision by email); Pending once sent to the client.
 */
async function payAppOf(
  factories: TFactories & { call: TApiCall },
  page: Page,
  status: 'Preparing' | 'Pending',
) {
  const { users } = await factories.call(sessionContract.listUsers, {});
  const pm = users.find((u) => u.EmailAddress === DEMO.pm)!;
  // The contract's signed-PDF upload is multipart: made in the page's context, signed in for it.
  const call = apiCall(page.request);
  await call(sessionContract.devLogin, { body: { email: DEMO.superuser } });
  const project = await factories.buildBillableProject({
    ProjectManagerID: pm.UserID,
  });
  await call(sessionContract.logout, {});
  return buildPayApp(factories.call, { projectID: project.ProjectID, status });
}

/** The GRAND TOTALS row as the page shows it: its cells' texts joined by spaces. */
async function grandTotalsRow(page: Page) {
  const cells = page.getByTestId('payapp-grand-totals').locator('th, td');
  await expect(cells.first()).toBeVisible();
  return (await cells.allInnerTexts()).map((text) => text.trim()).join(' ');
}

test('pay app link: approve after the confirmation, then Thank you!, a second approval is refused, the PDF ties out', async ({
  page,
  factories,
}) => {
  const app = await payAppOf(factories, page, 'Pending');
  const { payAppApprovalGrandTotals: header } = await factories.call(c.grandTotals, {
    query: { guid: app.guid },
  });
  await page.goto(`/payapp?i=${app.guid}`);
  await expect(page.getByRole('heading', { level: 1, name: payAppTitle(header) })).toBeVisible();
  const sheet = page.getByRole('table', { name: 'Continuation sheet (G703)' });
  for (const column of [
    'Description of Work',
    'Original Scheduled Value',
    'Change Orders',
    'Revised Scheduled Values',
    'Work Completed',
    'From Previous Application',
    'This Period',
    'Materials Presently Stored',
    'Total Completed',
    'Balance to Finish',
    'Retainage',
  ]) {
    await expect(sheet.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(sheet.getByRole('rowheader', { name: 'Total', exact: true }).first()).toBeVisible();
  const grand = await grandTotalsRow(page);
  expect(grand.startsWith(`${PAYAPP_TEXTS.grandTotals} `)).toBe(true);
  const summary = page.getByRole('table', { name: 'Application for payment (G702)' });
  await expect(summary.getByRole('rowheader', { name: 'Current Payment Due' })).toBeVisible();
  await saveScreen(page, 'payapp-pending');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
  await saveScreen(page, 'payapp-print');
  await page.emulateMedia({ media: 'screen' });

  // The PDF prints the page's figures: the GRAND TOTALS row and every G702 line.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: PAYAPP_TEXTS.download }).click();
  const download = await downloading;
  const pages = await pdfPageTexts(fs.readFileSync((await download.path())!));
  expect(pages.slice(1).join(' ')).toContain(grand);
  for (const line of ['1', '4', '5', '6', '7', '8', '9']) {
    const amount = (
      await page.getByTestId(`g702-line-${line}`).getByRole('cell').last().innerText()
    ).trim();
    expect(pages[0], `G702 line ${line}`).toContain(amount);
  }

  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: PAYAPP_TEXTS.approveConfirm });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(PAYAPP_TEXTS.thankYou)).toBeVisible();
  await expect(page.getByText(PAYAPP_TEXTS.approved)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  // The figures the client approved are the figures shown.
  expect(await grandTotalsRow(page)).toBe(grand);
  await saveScreen(page, 'payapp-approved');

  const again = await sendContract(page.request, c.approved, {
    body: { guid: app.guid, figuresHash: header.figuresHash },
  });
  expect(again.status()).toBe(409);
});

test('pay app link: an approval of figures that changed since the page opened is refused, and the page shows the new ones', async ({
  page,
  factories,
}) => {
  const app = await payAppOf(factories, page, 'Pending');
  await page.goto(`/payapp?i=${app.guid}`);
  const before = await grandTotalsRow(page);
  // Meanwhile the PM takes it back, bills $100 more on gypsum board and sends it again.
  const which = { projectID: app.projectID, paymentApplicationType: app.number };
  await factories.call(billingContract.setStatus, { body: { ...which, status: 'Preparing' } });
  await factories.call(billingContract.setAmount, {
    body: { ...which, subCategoryCode: '09-2900', amount: '200.00' },
  });
  await factories.call(billingContract.sendToClient, {
    body: { ...which, recipients: ['owner@example.com'], message: '' },
  });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/changed since the page was opened/)).toBeVisible();
  await expect.poll(() => grandTotalsRow(page)).not.toBe(before);
  await saveScreen(page, 'payapp-figures-changed');
  // The client approves what is now shown.
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(PAYAPP_TEXTS.approved)).toBeVisible();
});

test('pay app link: reject needs a 5-character reason, then the PM gets it and the page says it is being prepared', async ({
  page,
  factories,
}) => {
  const app = await payAppOf(factories, page, 'Pending');
  await page.goto(`/payapp?i=${app.guid}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: PAYAPP_TEXTS.rejectTitle });
  const reason = dialog.getByRole('textbox', { name: PAYAPP_TEXTS.rejectLabel });
  const send = dialog.getByRole('button', { name: PAYAPP_TEXTS.sendRejection });
  await expect(send).toBeDisabled();
  await reason.fill('abcd');
  await expect(send).toBeDisabled();
  await saveScreen(page, 'payapp-reject-dialog');
  const text = 'Stored materials on line 1 are not on site yet.';
  await reason.fill(text);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
  // The client is told the reason reached the project manager, by name (issue 40 item 10).
  await expect(
    page.getByRole('status').filter({ hasText: rejectionSentText('Priya Raman') }),
  ).toBeVisible();
  await expect(page.getByText(PAYAPP_TEXTS.preparing)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const outbox = await factories.call(emailContract.listOutbox, { query: { pageSize: 50 } });
  const mail = outbox.messages.find(
    (m) => m.relatedEntity === 'pay_app' && m.relatedId === app.guid,
  )!;
  expect(mail.subject).toMatch(/^Payment Application #\d+ rejected: /);
  const message = await factories.call(emailContract.getOutboxMessage, {
    params: { id: mail.emailId },
  });
  expect(message.text).toContain(text);
});

test('pay app link: a Preparing pay app shows the spec text and no actions; bad links are not found', async ({
  page,
  factories,
}) => {
  const app = await payAppOf(factories, page, 'Preparing');
  await page.goto(`/payapp?i=${app.guid}`);
  await expect(page.getByText(PAYAPP_TEXTS.preparing)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await saveScreen(page, 'payapp-preparing');
  // A client may open the link on a phone: the sheet scrolls sideways inside its own region.
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(page.getByRole('region', { name: 'Continuation sheet, scrollable' })).toBeVisible();
  await saveScreen(page, 'payapp-phone');
  await page.setViewportSize(VIEWPORTS.desktop);

  for (const link of [
    '/payapp?i=not-a-guid',
    '/payapp',
    '/payapp?i=00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(link);
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
  }
  await saveScreen(page, 'payapp-not-found');
});
