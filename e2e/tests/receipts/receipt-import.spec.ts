import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { A4_POINTS, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { renderReceiptJpeg } from '../../../apps/server/src/testing/receipt-image';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/** A phone photo of a receipt (about 1.2 MP, noisy, tilted) as the camera would hand it over. */
const photo = (lines: string[]) => ({
  name: 'receipt.jpg',
  mimeType: 'image/jpeg',
  buffer: renderReceiptJpeg(lines),
});

const LINES = (vendor: string, date: string, total: string) => [
  vendor,
  '1801 HASKELL AVE',
  date,
  `MATERIAL            ${total}`,
  `SUBTOTAL            ${total}`,
  'SALES TAX            0.00',
  `TOTAL               ${total}`,
];

/** Photo, 'View the receipt', and the analysis (real OCR on the server) filling the details. */
async function photographAndRead(page: Page, lines: string[]) {
  await page.getByLabel(/Take or choose a JPEG/).setInputFiles(photo(lines));
  await expect(page.getByRole('img', { name: 'Receipt photo, page 1' })).toBeVisible();
  await page.getByRole('button', { name: RECEIPT_TEXTS.view }).click();
  await expect(page.getByText(RECEIPT_TEXTS.analyzerNote)).toBeVisible({ timeout: 60_000 });
}

/** The uploaded PDF: every page A4 (595.28 x 841.89 points). */
async function expectA4Pdf(page: Page) {
  const href = await page.getByRole('link', { name: 'Open the receipt PDF' }).getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const doc = await PDFDocument.load(await response.body());
  expect(doc.getPageCount()).toBe(1);
  const size = doc.getPage(0).getSize();
  expect(size.width).toBeCloseTo(A4_POINTS.width, 1);
  expect(size.height).toBeCloseTo(A4_POINTS.height, 1);
}

test('non-project receipt: photo to A4 PDF, read on the server, confirmed and submitted', async ({
  page,
}) => {
  await onPhoneAs(page);
  await page.goto('/m');
  await page.getByRole('link', { name: 'Import Receipt' }).click();
  await expect(page.getByRole('link', { name: RECEIPT_TEXTS.project, exact: true })).toBeVisible();
  await saveScreen(page, 'm-receipts-chooser-390');
  await page.getByRole('link', { name: RECEIPT_TEXTS.nonProject }).click();
  await expect(page).toHaveURL('/m/receipts/nonproject/');

  await photographAndRead(page, LINES('QUICK STOP FUEL', '11/20/2026', '48.15'));
  await expectA4Pdf(page);
  await expect(page.getByLabel('Vendor Name')).toHaveValue('QUICK STOP FUEL');
  await expect(page.getByLabel('Transaction Date')).toHaveValue('2026-11-20');
  await expect(page.getByLabel('Total')).toHaveValue('48.15');
  // The submit step waits for the card answer.
  await expect(page.getByRole('button', { name: RECEIPT_TEXTS.submit })).toHaveCount(0);
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel(RECEIPT_TEXTS.purpose).fill('Fuel for the crew truck');
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-receipts-nonproject-390');
  await page.getByRole('button', { name: RECEIPT_TEXTS.submit }).click();
  await expect(page.getByText(RECEIPT_TEXTS.success)).toBeVisible();
  await expect(page.getByRole('button', { name: RECEIPT_TEXTS.submit })).toHaveCount(0);
});

test('project receipt: project, condition, PO number, photo; accounting lists it and Tracking counts it', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject({ StageType: 'In Progress' } as never);
  const empty = await factories.buildProject({ StageType: 'Approved' } as never);
  const condition = await factories.buildCondition({ projectID: project.ProjectID });
  const user = await onPhoneAs(page);
  await page.goto('/m/receipts/project/');
  await expect(page.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/m/projects');
  await expect(page.getByLabel('PO number')).toHaveText('0000-0000-0000');

  const pick = async (id: number) => {
    await page.getByRole('combobox', { name: 'Project' }).fill(String(id).padStart(5, '0'));
    await page
      .getByRole('option', { name: new RegExp(`^${String(id).padStart(5, '0')} `) })
      .click();
  };
  await pick(empty.ProjectID);
  await expect(page.getByText(RECEIPT_TEXTS.noConditions)).toBeVisible();
  await pick(project.ProjectID);
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: condition.ConditionName }).click();
  const tail = page.getByRole('textbox', { name: 'PO#' });
  await expect(tail).toHaveValue(/^\d{1,5}$/);
  await tail.fill('4321');
  const po = `${user.UserID}-${condition.ConditionID}-4321`;

  await photographAndRead(page, LINES('LAWRENCE BUILDING SUPPLY', '11/24/2026', '62.49'));
  await expect(page.getByLabel('Total')).toHaveValue('62.49');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByPlaceholder(RECEIPT_TEXTS.notesPlaceholder).fill('Studs for the east wall');
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-receipts-project-390');
  await page.getByRole('button', { name: RECEIPT_TEXTS.submit }).click();
  await expect(page.getByText(RECEIPT_TEXTS.success)).toBeVisible();
  await expect(page.getByText(`Receipt number ${po}`)).toBeVisible();

  // Accounting finds it, opens its PDF and marks it processed.
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, DEMO.accounting);
  await page.goto('/receipts');
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${String(project.ProjectID).padStart(5, '0')} `) })
    .click();
  const row = page.getByRole('row', { name: new RegExp(po) });
  await expect(row).toContainText('$62.49');
  await expect(row.getByRole('link', { name: /Open PDF/ })).toHaveAttribute(
    'href',
    /\/api\/receipts\/\d+\/pdf/,
  );
  await saveScreen(page, 'receipts-1440');
  await row.getByRole('button', { name: `Mark receipt ${po} processed` }).click();
  await expect(page.getByText('No receipts match.')).toBeVisible();

  // The Tracking tab counts it as actual cost of the condition's sub-category.
  await page.goto(`/browser/projects/${project.ProjectID}?i=3`);
  const panel = page.getByRole('tabpanel', { name: 'Tracking' });
  await expect(panel.getByText('$62.49').first()).toBeVisible();
});
