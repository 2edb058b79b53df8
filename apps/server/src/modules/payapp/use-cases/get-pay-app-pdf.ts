import type { TGrandTotals } from '@n5/shared/payapp/schemas';
import { documentHeaderOf, type TPayAppFigures } from '../../billing/index';
import { contractorNameOf, groupsOf, headerWithChanges, sheetOf, type TPayappDeps } from '../deps';
import { renderPayAppPdf } from '../pdf/pay-app-pdf';
import type { TPayAppPdfHeader } from '../pdf/pdf-header';
import * as q from '../queries';

/**
 * The G702's To, contract blocks and rates: frozen with a pay app certified since issue 31 item
 * 7, else read now (an older certified pay app shows its client as the project has it today).
 */
async function pdfHeaderOf(
  deps: TPayappDeps,
  row: q.TPayAppRow,
  figures: TPayAppFigures,
  header: TGrandTotals,
  lineRates: Readonly<Record<string, string>>,
): Promise<TPayAppPdfHeader> {
  const frozen = figures.header;
  const known =
    frozen?.clientName !== undefined ? frozen : await documentHeaderOf(deps.db, row.payAppId);
  return {
    ...header,
    contractor: contractorNameOf(deps),
    client: {
      name: known.clientName ?? '',
      contactName: known.clientContactName ?? '',
      address: known.clientAddress ?? '',
    },
    contractDate: known.contractDate ?? '',
    lineRates,
    rates: {
      work: known.retainageRate ?? '0',
      stored: known.storedRetainageRate ?? known.retainageRate ?? '0',
    },
  };
}

type TSheet = Awaited<ReturnType<typeof sheetOf>>;

async function render(deps: TPayappDeps, { row, figures, lineRates }: TSheet) {
  const header = await headerWithChanges(deps, row, figures);
  const pdfHeader = await pdfHeaderOf(deps, row, figures, header, lineRates);
  return { header, bytes: await renderPayAppPdf(pdfHeader, await groupsOf(deps, figures)) };
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
