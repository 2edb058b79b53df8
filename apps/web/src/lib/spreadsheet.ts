import type { TCsvColumn } from '@n5/shared/core/csv';

/** exceljs is large: it downloads only when a spreadsheet is read or written. */
const loadExcel = async () => (await import('exceljs')).default;

type TCellValue = string | number | boolean | null;

/** A cell's value as JSON can carry it: formulas give their result, rich text its text. */
function plain(value: unknown): TCellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { result?: unknown; richText?: Array<{ text: string }>; text?: string };
    if ('result' in v) return plain(v.result);
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if (typeof v.text === 'string') return v.text;
    return null;
  }
  return value as TCellValue;
}

/**
 * The first sheet of an .xlsx file as rows keyed by the header row's names, trimmed (spec 2 §5,
 * GM upload). Columns without a header are left out; a file that is not a workbook throws.
 */
export async function readFirstSheet(file: Blob): Promise<Array<Record<string, TCellValue>>> {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: Array<string | null> = [];
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    const name = plain(cell.value);
    headers[col] = name === null ? null : String(name).trim() || null;
  });
  const rows: Array<Record<string, TCellValue>> = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const out: Record<string, TCellValue> = {};
    headers.forEach((name, col) => {
      if (name) out[name] = plain(row.getCell(col).value);
    });
    rows.push(out);
  });
  return rows;
}

/** Saves rows as an .xlsx file with the same columns as the CSV export. */
export async function downloadXlsx<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly TCsvColumn<Row>[],
) {
  const Excel = await loadExcel();
  const workbook = new Excel.Workbook();
  const sheet = workbook.addWorksheet('Report');
  sheet.addRow(columns.map((c) => c.header));
  for (const row of rows) {
    sheet.addRow(
      columns.map((c) => {
        const v = c.value(row);
        return typeof v === 'bigint' ? String(v) : (v ?? null);
      }),
    );
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const url = URL.createObjectURL(
    new Blob([buffer], {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
