import { usDateText } from '@n5/shared/core/company-time';
import { toIntlValue } from '@n5/shared/core/decimal';
import { percentFormat } from '@n5/shared/core/percent-format';
import { G702_LINES, G703_COLUMNS, PAYAPP_TEXTS, payAppTitle } from '@n5/shared/payapp/texts';
import type { TGrandTotals, TPayAppAmounts, TSubtotal } from '@n5/shared/payapp/schemas';
import { renderPdf, type TPdf } from '../../lib/pdf/pdf-document';
import { drawTable, type TPdfColumn, type TPdfRow } from '../../lib/pdf/pdf-table';

/** The same en-US text the page shows ("$1,234.56", "-$5.00"), from exact decimal text. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});
export const money = (value: string) => usd.format(toIntlValue(value) ?? '0');
export const percent = (fraction: string) =>
  percentFormat(1, 1).format(toIntlValue(fraction) ?? '0');

const MARGIN = 36;
/** Letter landscape is 792 pt wide: 720 pt between the margins. */
const G703_WIDTHS = [140, 58, 58, 58, 58, 58, 58, 58, 40, 58, 76];

const amountCells = (a: TPayAppAmounts) => [
  money(a.base),
  money(a.approvedChanges),
  money(a.revisedValues),
  money(a.previousPeriod),
  money(a.thisPeriod),
  money(a.storedMaterials),
  money(a.totalCompleted),
  percent(a.percentComplete),
  money(a.balanceToFinish),
  money(a.retainage),
];

/** "3", or "3 (revision 1)" once a certified version was voided. */
const applicationNo = (header: TGrandTotals) =>
  header.revision > 0
    ? `${header.paymentApplicationType} (revision ${header.revision})`
    : String(header.paymentApplicationType);

function certificationNote(header: TGrandTotals) {
  const day = usDateText(header.certifiedAt);
  if (header.certifiedBy === 'client')
    return `Certified: approved by the client on ${day}. These are the figures the client approved.`;
  if (header.certifiedBy === 'accounting')
    return `Certified: sent to accounting on ${day}. These are the figures as certified.`;
  return `Not certified (status ${header.Status}): the figures may change until the application is approved.`;
}

/** The G702's change order summary (issue 31 item 1): additions, deductions, net = line 2. */
function drawChangeOrderSummary(doc: TPdf, changes: TGrandTotals['changeOrders']) {
  doc.moveDown(0.5);
  const columns: TPdfColumn[] = [
    { header: 'Change Order Summary', width: 280 },
    { header: 'Additions', width: 100, align: 'right' },
    { header: 'Deductions', width: 100, align: 'right' },
  ];
  const rows: TPdfRow[] = [
    { cells: ['Total changes approved', money(changes.additions), money(changes.deductions)] },
    { cells: ['Net change by change orders', money(changes.net), ''], style: 'bold' },
  ];
  drawTable(doc, columns, rows, { fontSize: 9 });
}

function drawG702(doc: TPdf, header: TGrandTotals, contractor: string) {
  doc.font('Helvetica-Bold').fontSize(14).text('APPLICATION AND CERTIFICATE FOR PAYMENT (G702)');
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10).text(payAppTitle(header));
  doc.text(`From (contractor): ${contractor}`);
  doc.text(
    `Project: #${header.projectID} ${header.projectName}    Application No.: ${applicationNo(header)}    Application date: ${usDateText(header.applicationDate)}    Period to: ${usDateText(header.periodTo)}    Status: ${header.Status}`,
  );
  if (header.PMName || header.PMEmail)
    doc.text(`Project Manager: ${[header.PMName, header.PMEmail].filter(Boolean).join(', ')}`);
  doc.moveDown(0.8);
  const g = header.g702;
  const rows: TPdfRow[] = G702_LINES.flatMap(([number, name, field]) => {
    // The standard fonts' WinAnsi encoding has no minus sign (U+2212): print a hyphen.
    const row: TPdfRow = { cells: [number, name.replace(/\u2212/g, '-'), money(g[field])] };
    if (field !== 'retainage') return [row];
    return [
      row,
      { cells: ['5a', 'Retainage on Completed Work', money(g.retainageOnWork)] },
      { cells: ['5b', 'Retainage on Stored Material', money(g.retainageOnStored)] },
    ];
  });
  rows[rows.length - 2]!.style = 'bold'; // line 8, what is due
  const columns: TPdfColumn[] = [
    { header: 'Line', width: 40, align: 'center' },
    { header: 'Application for Payment', width: 420 },
    { header: 'Amount', width: 120, align: 'right' },
  ];
  drawTable(doc, columns, rows, { fontSize: 10 });
  drawChangeOrderSummary(doc, header.changeOrders);
  doc.moveDown(0.5);
  doc.font('Helvetica-Oblique').fontSize(9).text(certificationNote(header), { width: 580 });
}

function drawG703(
  doc: TPdf,
  header: TGrandTotals,
  groups: readonly TSubtotal[],
  contractor: string,
) {
  doc.font('Helvetica-Bold').fontSize(12).text('CONTINUATION SHEET (G703)');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${contractor}    Application No.: ${applicationNo(header)}    Application date: ${usDateText(header.applicationDate)}    Period to: ${usDateText(header.periodTo)}    Project: #${header.projectID} ${header.projectName}`,
    );
  doc.moveDown(0.5);
  const columns: TPdfColumn[] = G703_COLUMNS.map((name, index) => ({
    header: name,
    width: G703_WIDTHS[index]!,
    align: index === 0 ? 'left' : 'right',
  }));
  const rows: TPdfRow[] = [];
  for (const group of groups) {
    rows.push({
      cells: [`${group.categoryCode} ${group.mainCategoryName}`.trim(), ...Array(10).fill('')],
      style: 'shaded',
    });
    for (const row of group.subCategories) {
      // Billed past its scheduled value (issue 28 item 9): said in words, not only in colour.
      const flag = row.overBilled ? ` (${PAYAPP_TEXTS.overBilled})` : '';
      rows.push({
        cells: [`${row.subCategoryCode} ${row.description}${flag}`, ...amountCells(row)],
        ...(row.overBilled ? { style: 'bold' as const } : {}),
      });
    }
    rows.push({ cells: [`${group.mainCategoryName} Total`, ...amountCells(group)], style: 'bold' });
  }
  rows.push({ cells: [PAYAPP_TEXTS.grandTotals, ...amountCells(header)], style: 'bold' });
  drawTable(doc, columns, rows, { fontSize: 7 });
  const over = groups.flatMap((g) => g.subCategories).filter((r) => r.overBilled);
  if (over.length > 0)
    doc
      .moveDown(0.5)
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(
        `${PAYAPP_TEXTS.overBilled}: ${over.map((r) => r.subCategoryCode).join(', ')} ${PAYAPP_TEXTS.overBilledNote}`,
      );
}

/**
 * The G702 page, then the G703 continuation sheet(s), Letter landscape (the wide sheet needs it,
 * and one orientation keeps the repeated table header on every page right).
 */
export function renderPayAppPdf(
  header: TGrandTotals,
  groups: readonly TSubtotal[],
  /** Our company, the contractor of the G702's "From" (CONTRACTOR_NAME). */
  contractor: string,
) {
  return renderPdf(
    {
      title: `Payment Application #${header.paymentApplicationType} - ${header.projectName}`,
      size: 'LETTER',
      layout: 'landscape',
      margin: MARGIN,
      createdAt: new Date(header.certifiedAt ?? `${header.periodTo}T00:00:00Z`),
    },
    (doc) => {
      drawG702(doc, header, contractor);
      doc.addPage();
      drawG703(doc, header, groups, contractor);
    },
  );
}
