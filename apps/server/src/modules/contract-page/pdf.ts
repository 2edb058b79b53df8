import { money } from '@n5/shared/contract-page/rules';
import type { TContractDocument } from '@n5/shared/contract-page/schemas';
import { renderPdf, type TPdf } from '../../lib/pdf/pdf-document';
import { drawTable, type TPdfRow } from '../../lib/pdf/pdf-table';
import { drawSignatureAndCertificate, type TPdfSignature } from './signing';

export type { TPdfSignature };

const WIDTH = 499; // A4 (595 pt) less two 48 pt margins.

function heading(doc: TPdf, text: string, size = 11) {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).text(text);
  doc.font('Helvetica').fontSize(9);
}

function party(doc: TPdf, label: string, p: TContractDocument['heading']['recipient']) {
  doc.font('Helvetica-Bold').fontSize(9).text(label);
  doc.font('Helvetica').text([p.name, p.company, p.phone, p.email].filter(Boolean).join('\n'));
}

/** The heading: the company, the title, the recipient and the project manager, then the summary. */
function drawHeading(doc: TPdf, d: TContractDocument) {
  doc.font('Helvetica-Bold').fontSize(16).text(d.heading.companyName);
  doc.font('Helvetica').fontSize(9).text(d.heading.companyAddress);
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(14).text(d.title);
  doc.moveDown(0.5);
  party(doc, d.recipient === 's' ? 'Subcontractor' : 'Client', d.heading.recipient);
  doc.moveDown(0.3);
  party(doc, 'Project Manager', d.heading.projectManager);

  heading(doc, d.summaryTitle);
  drawTable(
    doc,
    [
      { header: 'Field', width: 150 },
      { header: 'Value', width: WIDTH - 150 },
    ],
    [
      ['Contract Date', d.summary.contractDate],
      ['Project', `${d.summary.projectId} ${d.summary.projectName}`],
      ['Work Location', d.summary.workLocationName],
      ['Address', d.summary.workLocationAddress],
      ['Description', d.summary.description],
    ].map((cells) => ({ cells })),
  );
}

/** The inclusions table: categories, sub-categories, lines and the proposed total. */
function drawInclusions(doc: TPdf, d: TContractDocument) {
  heading(doc, 'Inclusions');
  const withDescription = d.inclusions.showDescription;
  const columns = [
    { header: 'Scope', width: withDescription ? 190 : 340 },
    ...(withDescription ? [{ header: 'Description', width: 200 }] : []),
    { header: 'Price', width: withDescription ? 109 : 159, align: 'right' as const },
  ];
  const rows: TPdfRow[] = [];
  const row = (scope: string, description: string, price: string, style?: TPdfRow['style']) =>
    rows.push({
      cells: withDescription ? [scope, description, price] : [scope, price],
      style,
    });
  for (const category of d.inclusions.categories) {
    row(`${category.code} ${category.name}`, '', money(category.total), 'bold');
    for (const sub of category.subCategories) {
      row(`  ${sub.code} ${sub.name}`, '', money(sub.total), 'shaded');
      for (const line of sub.lines) {
        const comments = line.internalComments ? ` - ${line.internalComments}` : '';
        row(
          `    ${line.conditionName}${comments}`,
          line.description ?? '',
          line.price === null ? '' : money(line.price),
        );
      }
    }
  }
  row('Proposed Total Price', '', money(d.proposedTotalPrice), 'bold');
  drawTable(doc, columns, rows);
}

/** The totals table: amounts and work days. */
function drawTotals(doc: TPdf, d: TContractDocument) {
  heading(doc, 'Totals');
  const days = (n: number | null) => (n === null ? '' : `${n} days`);
  drawTable(
    doc,
    [
      { header: 'Item', width: 300 },
      { header: 'Amount', width: 120, align: 'right' },
      { header: 'Work days', width: WIDTH - 420, align: 'right' },
    ],
    [
      {
        cells: [
          'Original contract amount',
          money(d.totals.originalContractAmount),
          days(d.totals.originalContractWorkDays),
        ],
      },
      { cells: ['Net change', money(d.totals.netChange), days(d.totals.netChangeWorkDays)] },
      { cells: ['KS Remodeling Tax', money(d.totals.ksRemodelingTax), ''] },
      { cells: ['Total', money(d.totals.total), ''], style: 'bold' },
    ],
  );
}

/** The terms table, the contract terms and the general conditions. */
function drawTerms(doc: TPdf, d: TContractDocument) {
  heading(doc, 'Terms');
  drawTable(
    doc,
    [
      { header: 'Term', width: 150 },
      { header: 'Value', width: WIDTH - 150 },
    ],
    d.terms.map((t) => ({ cells: [t.label, t.value] })),
  );

  if (d.contractTerms) {
    heading(doc, 'Contract Terms');
    for (const section of d.contractTerms) {
      doc.moveDown(0.3).font('Helvetica-Bold').fontSize(9).text(section.heading);
      doc.font('Helvetica');
      for (const p of section.paragraphs) doc.text(p, { align: 'justify' });
    }
  }
  heading(doc, d.generalConditions.heading);
  for (const p of d.generalConditions.paragraphs) doc.text(p, { align: 'justify' });
}

/** The document part: the same blocks, in the same order, as the page (spec 3 §2.3). */
function drawDocument(doc: TPdf, d: TContractDocument) {
  drawHeading(doc, d);
  drawInclusions(doc, d);
  if (d.exclusions !== null) {
    heading(doc, 'Clarifications/Exclusions');
    doc.text(d.exclusions || 'None.');
  }
  drawTotals(doc, d);
  drawTerms(doc, d);
}

/**
 * The signed contract: the document, the signature block, and a signing certificate page
 * (signer, times, IP address, device, link, and the document hash recorded at signing next to
 * the hash of the document rendered here, which must be the same).
 */
export function renderContractPdf(input: {
  document: TContractDocument;
  currentHash: string;
  signature: TPdfSignature;
}): Promise<Buffer> {
  const { document: d, signature: s } = input;
  const signedAt = s.signedAt ?? new Date(`${s.approvalDate ?? '1970-01-01'}T00:00:00Z`);
  return renderPdf({ title: `${d.title} ${d.guid}`, size: 'A4', createdAt: signedAt }, (doc) => {
    drawDocument(doc, d);
    drawSignatureAndCertificate(doc, {
      documentRows: [
        ['Document', `${d.title} (${d.contractType}), project ${d.summary.projectId}`],
        ['Contract GUID', d.guid],
      ],
      signature: s,
      currentHash: input.currentHash,
      width: WIDTH,
      what: 'contract document',
    });
  });
}
