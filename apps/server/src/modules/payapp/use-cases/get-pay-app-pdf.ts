import { groupsOf, headerWithChanges, sheetOf, type TPayAppSheet, type TPayappDeps } from '../deps';
import { renderPayAppPdf } from '../pdf/pay-app-pdf';
import * as q from '../queries';

type TSheet = TPayAppSheet;

async function render(deps: TPayappDeps, sheet: TSheet) {
  const header = await headerWithChanges(deps, sheet);
  return { header, bytes: await renderPayAppPdf(header, await groupsOf(deps, sheet.figures)) };
}

const fileNameOf = (row: q.TPayAppRow) => `payment-application-${row.projectId}-${row.number}.pdf`;

/** A certified pay app's stored bytes, rendered and stored once when missing. */
async function storedPdf(deps: TPayappDeps, sheet: TSheet) {
  const { row } = sheet;
  const files = deps.files;
  if (row.pdfFileKey && files) {
    const stored = await files.readFile(row.pdfFileKey);
    if (stored) return stored.data;
  }
  const { bytes } = await render(deps, sheet);
  if (!files) return bytes;
  const saved = await files.storeUpload({
    data: bytes,
    fileName: fileNameOf(row),
    accept: ['application/pdf'],
    relatedEntity: 'project',
    relatedId: String(row.projectId),
    userId: null,
  });
  const key = await q.setPdfFileKey(deps.db, row.payAppId, saved.fileKey);
  if (key && key !== saved.fileKey) return (await files.readFile(key))?.data ?? bytes;
  return bytes;
}

/**
 * The G702/G703 PDF. A certified pay app's is rendered once, from its frozen figures and
 * header, and stored in the file store like a signed contract: later downloads serve those
 * bytes, whatever changed on the project since (issue 28 item 7). An open one is drawn now.
 */
export async function getPayAppPdf(deps: TPayappDeps, input: { guid: string }) {
  const sheet = await sheetOf(deps, input.guid);
  const { row, figures } = sheet;
  const bytes = row.certifiedAt ? await storedPdf(deps, sheet) : (await render(deps, sheet)).bytes;
  return { fileName: fileNameOf(row), bytes, amountDue: figures.g702.currentPaymentDue };
}

/** The PDF by the pay app's id (the client's email attaches it), with line 8. */
export async function getPayAppPdfById(deps: TPayappDeps, payAppId: number) {
  const guid = await q.guidOf(deps.db, payAppId);
  if (!guid) throw new RangeError(`There is no pay app ${payAppId}.`);
  return getPayAppPdf(deps, { guid });
}

/** Renders and stores a certified pay app's PDF now (right after certification). */
export async function storeCertifiedPdf(deps: TPayappDeps, payAppId: number) {
  const guid = await q.guidOf(deps.db, payAppId);
  if (!guid) return;
  const sheet = await sheetOf(deps, guid);
  if (!sheet.row.certifiedAt || sheet.row.pdfFileKey) return;
  await storedPdf(deps, sheet);
}
