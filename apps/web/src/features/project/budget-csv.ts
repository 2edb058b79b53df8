import type { TProjectTaskBudgetRow } from '@n5/shared/project/schemas';
import { toCsv, type TCsvColumn } from '@n5/shared/core/csv';

const column = (key: keyof TProjectTaskBudgetRow, header: string) => ({
  header,
  value: (row: TProjectTaskBudgetRow) => row[key],
});

const COLUMNS: TCsvColumn<TProjectTaskBudgetRow>[] = [
  column('projectId', 'Project ID'),
  column('subCategoryCode', 'Project Task'),
  column('description', 'Description'),
  column('type', 'Type'),
  column('accountGroup', 'Account Group'),
  column('costCode', 'Cost Code'),
  column('uom', 'UOM'),
  column('originalBudgetedQty', 'Original Budgeted Qty'),
  column('originalBudgetedAmount', 'Original Budgeted Amount'),
  column('revisedBudgetedAmount', 'Revised Budgeted Amount'),
  column('committedAmount', 'Committed Amount'),
  column('actualQty', 'Actual Qty'),
  column('actualAmount', 'Actual Amount'),
];

/** The task budget export: a header row, one line per budget row. */
export function toBudgetCsv(rows: TProjectTaskBudgetRow[]): string {
  return toCsv(rows, COLUMNS);
}
