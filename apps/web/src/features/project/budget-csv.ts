import type { TProjectTaskBudgetRow } from '@n5/shared/projects/project-info-schemas';

const COLUMNS: Array<[keyof TProjectTaskBudgetRow, string]> = [
  ['projectId', 'Project ID'],
  ['subCategoryCode', 'Project Task'],
  ['description', 'Description'],
  ['type', 'Type'],
  ['accountGroup', 'Account Group'],
  ['costCode', 'Cost Code'],
  ['uom', 'UOM'],
  ['originalBudgetedQty', 'Original Budgeted Qty'],
  ['originalBudgetedAmount', 'Original Budgeted Amount'],
  ['revisedBudgetedAmount', 'Revised Budgeted Amount'],
  ['committedAmount', 'Committed Amount'],
  ['actualQty', 'Actual Qty'],
  ['actualAmount', 'Actual Amount'],
];

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 CSV with a header row, one line per budget row. */
export function toBudgetCsv(rows: TProjectTaskBudgetRow[]): string {
  return [COLUMNS.map(([, label]) => label), ...rows.map((r) => COLUMNS.map(([k]) => r[k]))]
    .map((line) => line.map(cell).join(','))
    .join('\r\n');
}
