import { usDateText } from '@n5/shared/core/company-time';
import { retainageLineNames } from '@n5/shared/payapp/retainage-terms';
import type { TGrandTotals } from '@n5/shared/payapp/schemas';
import { G702_LINES } from '@n5/shared/payapp/texts';
import type { TPdf } from '../../../lib/pdf/pdf-document';
import { drawTable, type TPdfColumn, type TPdfRow } from '../../../lib/pdf/pdf-table';
import { applicationNo, money, winAnsi } from './pdf-format';

const LEFT = 36;
const BLOCK = 240;
/** The lines table on the left, the certification on the right. */
const LINES_WIDTH = 440;
const RIGHT = LEFT + LINES_WIDTH + 24;
const RIGHT_WIDTH = 720 - LINES_WIDTH - 24;

/** Our own wording of the contractor's certification (the AIA's text is not ours to copy). */
export const CERTIFICATION_TEXT =
  'The Contractor certifies that, to the best of its knowledge, information and belief, the work covered by this application has been completed in accordance with the contract documents, that the Contractor has paid those it owes for work billed on earlier applications for which payment was received, and that the current payment shown is now due.';

/** One titled block of lines at (x, y); returns the y under it. */
function block(doc: TPdf, x: number, y: number, title: string, lines: string[]) {
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text(title, x, y, { width: BLOCK - 12 });
  doc.font('Helvetica').fontSize(9);
  for (const line of lines.filter(Boolean)) doc.text(line, { width: BLOCK - 12 });
  return doc.y;
}

/** To / From and project / contract and application blocks across the top of the page. */
function drawBlocks(doc: TPdf, h: TGrandTotals) {
  const top = doc.y;
  const { client, contractor, contractDate } = h.parties;
  const to = block(doc, LEFT, top, 'TO (CLIENT):', [
    client.name || '(no client company)',
    client.contactName ? `Attn: ${client.contactName}` : '',
    client.address,
  ]);
  let middle = block(doc, LEFT + BLOCK, top, 'FROM (CONTRACTOR):', [contractor]);
  middle = block(doc, LEFT + BLOCK, middle + 6, 'PROJECT:', [
    `#${h.projectID} ${h.projectName}`,
    h.workLocationName,
    h.PMName ? `Project Manager: ${h.PMName}` : '',
  ]);
  const right = block(doc, LEFT + 2 * BLOCK, top, 'APPLICATION:', [
    `Application No.: ${applicationNo(h)}`,
    `Application date: ${usDateText(h.applicationDate)}`,
    `Period to: ${usDateText(h.periodTo)}`,
    `Contract for: ${h.projectDescription || h.projectName}`,
    `Contract date: ${contractDate ? usDateText(contractDate) : '-'}`,
    `Status: ${h.Status}`,
  ]);
  const bottom = Math.max(to, middle, right) + 8;
  doc
    .moveTo(LEFT, bottom)
    .lineTo(LEFT + 720, bottom)
    .lineWidth(0.5)
    .stroke('#8a8a8a');
  doc.x = LEFT;
  doc.y = bottom + 8;
}

function lineRows(h: TGrandTotals): TPdfRow[] {
  const g = h.g702;
  const names = retainageLineNames(h.retainageTerms);
  const rows: TPdfRow[] = G702_LINES.flatMap(([number, name, field]) => {
    const row: TPdfRow = { cells: [number, winAnsi(name), money(g[field])] };
    if (field !== 'retainage') return [row];
    return [
      row,
      {
        cells: ['5a', winAnsi(names.a), money(g.retainageOnWork)],
      },
      {
        cells: ['5b', winAnsi(names.b), money(g.retainageOnStored)],
      },
    ];
  });
  rows[rows.length - 2]!.style = 'bold'; // line 8, what is due
  return rows;
}

/** The G702's change order summary (issue 31 item 1): additions, deductions, net = line 2. */
function drawChangeOrderSummary(doc: TPdf, changes: TGrandTotals['changeOrders']) {
  const columns: TPdfColumn[] = [
    { header: 'Change Order Summary', width: 220 },
    { header: 'Additions', width: 110, align: 'right' },
    { header: 'Deductions', width: 110, align: 'right' },
  ];
  const rows: TPdfRow[] = [
    { cells: ['Total changes approved', money(changes.additions), money(changes.deductions)] },
    { cells: ['Net change by change orders', money(changes.net), ''], style: 'bold' },
  ];
  drawTable(doc, columns, rows, { fontSize: 9 });
}

function certificationNote(h: TGrandTotals) {
  const day = usDateText(h.certifiedAt);
  if (h.certifiedBy === 'client')
    return `Certified: approved by the client on ${day}. These are the figures the client approved.`;
  if (h.certifiedBy === 'accounting')
    return `Certified: sent to accounting on ${day}. These are the figures as certified.`;
  return `Not certified (status ${h.Status}): the figures may change until the application is approved.`;
}

/** The contractor's certification with its signature line, on the right of the lines. */
function drawCertification(doc: TPdf, h: TGrandTotals, top: number) {
  const options = { width: RIGHT_WIDTH };
  doc.font('Helvetica-Bold').fontSize(9).text("CONTRACTOR'S CERTIFICATION", RIGHT, top, options);
  doc.font('Helvetica').fontSize(8).moveDown(0.3).text(CERTIFICATION_TEXT, options);
  doc.moveDown(0.8).fontSize(9).text(`CONTRACTOR: ${h.parties.contractor}`, options);
  doc.moveDown(1.6);
  const line = doc.y;
  doc
    .moveTo(RIGHT + 18, line)
    .lineTo(RIGHT + 160, line)
    .lineWidth(0.5)
    .stroke('black');
  doc
    .moveTo(RIGHT + 190, line)
    .lineTo(RIGHT + RIGHT_WIDTH, line)
    .stroke('black');
  doc.text('By:', RIGHT, line - 10, { lineBreak: false });
  doc.text('Date:', RIGHT + 164, line - 10, { lineBreak: false });
  doc.fontSize(7).text('Signature', RIGHT + 18, line + 2, { lineBreak: false });
  doc.moveDown(1.5);
  doc.font('Helvetica-Oblique').fontSize(8).text(certificationNote(h), RIGHT, doc.y, options);
}

/** Page 1: the G702 application and certificate for payment. */
export function drawG702(doc: TPdf, h: TGrandTotals) {
  doc.font('Helvetica-Bold').fontSize(14).text('APPLICATION AND CERTIFICATE FOR PAYMENT');
  doc.font('Helvetica').fontSize(8).text('AIA G702 style; the continuation sheet (G703) follows.');
  doc.moveDown(0.5);
  drawBlocks(doc, h);
  const top = doc.y;
  drawCertification(doc, h, top);
  doc.x = LEFT;
  doc.y = top;
  doc.font('Helvetica-Bold').fontSize(9).text("CONTRACTOR'S APPLICATION FOR PAYMENT");
  doc.moveDown(0.3);
  const columns: TPdfColumn[] = [
    { header: 'Line', width: 30, align: 'center' },
    { header: 'Application for Payment', width: 300 },
    { header: 'Amount', width: 110, align: 'right' },
  ];
  drawTable(doc, columns, lineRows(h), { fontSize: 9 });
  drawChangeOrderSummary(doc, h.changeOrders);
}
