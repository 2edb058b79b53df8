import type { Page } from '@playwright/test';
import { receiptsContract } from '@n5/shared/receipts/contract';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { renderReceiptJpeg } from '../../../apps/server/src/testing/receipt-image';
import { expect, test } from '../../fixtures/factories';
import { onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

const OFFLINE_NOTE = /No network: enter the date and total from the receipt/;
const QUEUED_TEXT = 'Kept on this phone: the receipt goes to accounting when the network returns.';

/** Offline: photo, 'View the receipt' (the PDF is built, not sent), the details typed by hand. */
async function receiptWithoutNetwork(page: Page, notes: string) {
  await page.getByLabel(/Take or choose a JPEG/).setInputFiles({
    name: 'receipt.jpg',
    mimeType: 'image/jpeg',
    buffer: renderReceiptJpeg([
      'QUICK STOP FUEL',
      '1801 HASKELL AVE',
      '11/20/2026',
      'TOTAL               48.15',
    ]),
  });
  await page.getByRole('button', { name: RECEIPT_TEXTS.view }).click();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  await page.getByLabel('Transaction Date').fill('2026-11-20');
  await page.getByLabel('Total').fill('48.15');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel(RECEIPT_TEXTS.purpose).fill(notes);
  await page.getByRole('button', { name: RECEIPT_TEXTS.submit }).click();
  await expect(page.getByText(QUEUED_TEXT)).toBeVisible();
}

/** The non-project flow open, its code cached by the field area's service worker. */
async function openNonProject(page: Page) {
  await page.goto('/m/receipts/nonproject/');
  await expect(page.getByLabel(/Take or choose a JPEG/)).toBeAttached();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

// The PDF builder is downloaded when first used: offline, the service worker has it.
test.use({ serviceWorkers: 'allow' });

test('a receipt made offline waits with its PDF, survives a reload, is read and sent once', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const notes = `Offline fuel ${Date.now()}`;
  await openNonProject(page);

  await page.context().setOffline(true);
  await receiptWithoutNetwork(page, notes);
  const queued = page.getByTestId('queued-receipt');
  await expect(queued).toContainText('Pending');
  await expect(queued).toContainText('$48.15');
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await saveScreen(page, 'm-receipts-offline-390');
  await page.reload();
  await expect(page.getByTestId('queued-receipt')).toHaveCount(1);

  // The network back: uploaded, read on the server (it fills the vendor left blank), saved.
  await page.context().setOffline(false);
  await expect(page.getByTestId('queued-receipt')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('queue-count')).toBeHidden();
  const { receipts } = await factories.call(receiptsContract.list, {
    query: { userID: String(field.UserID) },
  });
  const mine = receipts.filter((r) => r.notes === notes);
  expect(mine).toHaveLength(1);
  // The vendor was left blank: the server's reading of the photo filled it.
  expect(mine[0]).toMatchObject({
    kind: 'nonproject',
    total: '48.15',
    vendor: expect.stringMatching(/^QUICK STOP/),
  });
  const pdf = await page.request.get(mine[0]!.pdfUrl);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('a queued receipt the server refuses stays with its message until discarded', async ({
  page,
}) => {
  await onPhoneAs(page);
  await openNonProject(page);
  await page.context().setOffline(true);
  await receiptWithoutNetwork(page, 'Refused offline receipt');
  await page.route('**/api/project/save-nonproject-receipt', (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: 'BAD_REQUEST', message: 'Transaction Date is too far back.' } },
    }),
  );
  await page.context().setOffline(false);
  const entry = page.getByTestId('queued-receipt');
  await expect(entry).toContainText('Refused', { timeout: 60_000 });
  await expect(entry).toContainText('Transaction Date is too far back.');
  await expect(page.getByTestId('queue-count')).toHaveText('1');
  await saveScreen(page, 'm-receipts-refused-390');
  await entry.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('queued-receipt')).toHaveCount(0);
  await expect(page.getByTestId('queue-count')).toBeHidden();
});
