import { usDateText } from '@n5/shared/core/company-time';
import { G703_COLUMNS, PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import { columnJ, columnNote } from '@n5/shared/payapp/retainage-terms';
import type { TGrandTotals, TPayAppAmounts, TSubtotal } from '@n5/shared/payapp/schemas';
import type { TPdf } from '../../../lib/pdf/pdf-document';
import { drawTable, type TPdfColumn, type TPdfRow } from '../../../lib/pdf/pdf-table';
import { applicationNo, money, percent } from './pdf-format';

/** Letter landscape is 792 pt wide: 720 pt between the margins. */
const WIDTHS = [34, 110, 54, 50, 56, 56, 54, 50, 56, 38, 56, 52, 44];

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

function heading(doc: TPdf, header: TGrandTotals) {
  doc.font('Helvetica-Bold').fontSize(12).text('CONTINUATION SHEET (AIA G703 style)');
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `${header.parties.contractor}    Application No.: ${applicationNo(header)}    Application date: ${usDateText(header.applicationDate)}    Period to: ${usDateText(header.periodTo)}    Project: #${header.projectID} ${header.projectName}`,
    );
  doc.fontSize(8).text(`${columnNote(header.retainageTerms)} Amounts in US dollars.`);
  doc.moveDown(0.5);
}

function sheetRows(header: TGrandTotals, groups: readonly TSubtotal[]): TPdfRow[] {
  const rows: TPdfRow[] = [];
  for (const group of groups) {
    rows.push({
      cells: [group.categoryCode, group.mainCategoryName, ...Array(11).fill('')],
      style: 'shaded',
    });
    for (const row of group.subCategories) {
      // Billed past its scheduled value (issue 28 item 9): said in words, not only in colour.
      const flag = row.overBilled ? ` (${PAYAPP_TEXTS.overBilled})` : '';
      rows.push({
        cells: [
          row.subCategoryCode,
          `${row.description}${flag}`,
          ...amountCells(row),
          columnJ(header.retainageTerms, {
            code: row.subCategoryCode,
            retainage: row.retainage,
            totalCompleted: row.totalCompleted,
          }),
        ],
        ...(row.overBilled ? { style: 'bold' as const } : {}),
      });
    }
    rows.push({
      cells: ['', `${group.mainCategoryName} Total`, ...amountCells(group), ''],
      style: 'bold',
    });
  }
  rows.push({ cells: ['', PAYAPP_TEXTS.grandTotals, ...amountCells(header), ''], style: 'bold' });
  return rows;
}

/**
 * The G703 continuation sheet with the AIA column letters: A item, B description, C scheduled
 * value (its original and change orders beside it), D–I as the form, J the retainage rate.
 */
export function drawG703(doc: TPdf, header: TGrandTotals, groups: readonly TSubtotal[]) {
  heading(doc, header);
  const columns: TPdfColumn[] = G703_COLUMNS.map((name, index) => ({
    header: name,
    width: WIDTHS[index]!,
    align: index < 2 ? 'left' : 'right',
  }));
  drawTable(doc, columns, sheetRows(header, groups), { fontSize: 7 });
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
