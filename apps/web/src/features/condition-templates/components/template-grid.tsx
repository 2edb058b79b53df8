import { useMemo } from 'react';
import {
  ClientSideRowModelModule,
  type CellValueChangedEvent,
  type ColDef,
  type ICellRendererParams,
  ModuleRegistry,
  QuickFilterModule,
  SelectEditorModule,
  TextEditorModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  isEditableTemplateField,
  templateActions,
  TEMPLATE_FIELD_SPECS,
} from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { fromPercent, parseDecimal, toPercent, fromNumeric, toText } from '@n5/shared/core/decimal';
import { UNIT_CODES, UNIT_LABEL, type TUnitOfMeasure } from '@n5/shared/estimating/constants';
import { listGridTheme } from '../../../components/grid-theme';
import { formatPercent, formatUsd } from '../../../lib/format';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  QuickFilterModule,
  TextEditorModule,
  SelectEditorModule,
]);

type TRow = TConditionTemplate;
export type TDecision = 'approve' | 'reject';

interface TContext {
  onDecide: (row: TRow, decision: TDecision) => void;
  busy: boolean;
}

const LABELS = { approve: 'Approve', reject: 'Reject' } as const;
/** What each action is called on each list (spec 2 §4). */
function actionLabel(row: TRow, decision: TDecision) {
  if (row.Status === 'Active') return 'Deactivate';
  if (row.Status === 'Inactive') return 'Reactivate';
  return LABELS[decision];
}

function ActionsCell(props: ICellRendererParams<TRow, unknown, TContext>) {
  const row = props.data;
  if (!row) return null;
  return (
    <Stack direction="row" gap={0.5} sx={{ height: '100%', alignItems: 'center' }}>
      {templateActions(row.Status).map((decision) => {
        const label = actionLabel(row, decision);
        return (
          <Button
            key={decision}
            size="small"
            variant={decision === 'approve' ? 'contained' : 'outlined'}
            color={decision === 'approve' ? 'primary' : 'error'}
            disabled={props.context.busy}
            aria-label={`${label} ${row.ConditionName}`}
            onClick={() => props.context.onDecide(row, decision)}
          >
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}

const markupText = (fraction: string) => toText(toPercent(fromNumeric(fraction)));

/** An editable column of spec 2 §5 (text, decimal, unit), or a read-only one. */
function column(field: keyof TRow, headerName: string, width = 130): ColDef<TRow> {
  const editable = isEditableTemplateField(field);
  const base: ColDef<TRow> = { field, headerName, width, editable };
  if (field === 'MeasurementType')
    return {
      ...base,
      cellEditor: 'agSelectCellEditor',
      cellEditorParams: { values: [...UNIT_CODES] },
      valueFormatter: (p) => (p.value ? UNIT_LABEL[p.value as TUnitOfMeasure] : ''),
    };
  if (field.endsWith('Markup'))
    return {
      ...base,
      type: 'rightAligned',
      headerName: `${headerName} %`,
      valueGetter: (p) => (p.data ? markupText(p.data[field] as string) : ''),
      valueFormatter: (p) =>
        p.data ? formatPercent(p.data[field] as string, { minDecimals: 0, maxDecimals: 2 }) : '',
    };
  if (field === 'LaborRate' || field.endsWith('Total'))
    return { ...base, type: 'rightAligned', valueFormatter: (p) => formatUsd(p.value as string) };
  if (field.endsWith('Cost') || field === 'LaborHours' || field === 'TotalQuantities')
    return { ...base, type: 'rightAligned' };
  return base;
}

const COLUMNS: ColDef<TRow>[] = [
  {
    colId: 'actions',
    headerName: 'Actions',
    cellRenderer: ActionsCell,
    width: 190,
    pinned: 'left',
    sortable: false,
  },
  { field: 'SubCategoryCode', headerName: 'Sub-category', width: 130 },
  column('ConditionName', 'Condition name', 240),
  { field: 'ApprovalType', headerName: 'Type', width: 110 },
  column('InternalComments', 'Condition description', 240),
  column('SubcontractorScope', 'Subcontractor description', 240),
  column('TotalQuantities', 'Quantity', 110),
  column('MeasurementType', 'Unit', 120),
  column('LaborHours', 'Labor hours', 120),
  column('LaborRate', 'Labor rate', 120),
  column('LaborMarkup', 'Labor markup', 140),
  column('LaborTotal', 'Labor total', 130),
  column('MaterialCost', 'Material cost', 130),
  column('MaterialMarkup', 'Material markup', 150),
  column('MaterialTotal', 'Material total', 130),
  column('EquipmentCost', 'Equipment cost', 140),
  column('EquipmentMarkup', 'Equipment markup', 160),
  column('EquipmentTotal', 'Equipment total', 140),
  column('OtherCostsCost', 'Other costs cost', 150),
  column('OtherCostsMarkup', 'Other costs markup', 170),
  column('OtherCostsTotal', 'Other costs total', 150),
  { field: 'CreatedByLastName', headerName: 'Requested by', width: 140 },
];

/** The value the server is sent for an edited cell: markups go back to fractions. */
export function editedValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (field.endsWith('Markup') && TEMPLATE_FIELD_SPECS[field as 'MaterialMarkup']) {
    const percent = parseDecimal(text === '' ? '0' : text);
    return percent ? toText(fromPercent(percent)) : text;
  }
  return text;
}

/**
 * The editable template grid (spec 2 §2.14): the fields of §5 edit in place (Enter saves,
 * Escape cancels); totals and labor markup are read-only.
 */
export function TemplateGrid(props: {
  rows: TRow[];
  busy: boolean;
  quickFilterText?: string;
  onDecide: (row: TRow, decision: TDecision) => void;
  onEdit: (row: TRow, field: string, value: string | null) => void;
}) {
  const context = useMemo<TContext>(
    () => ({ onDecide: props.onDecide, busy: props.busy }),
    [props.onDecide, props.busy],
  );
  return (
    <AgGridReact<TRow>
      theme={listGridTheme}
      rowData={props.rows}
      quickFilterText={props.quickFilterText}
      columnDefs={COLUMNS}
      defaultColDef={{ resizable: true, sortable: true }}
      getRowId={(p) => String(p.data.ConditionID)}
      context={context}
      singleClickEdit
      suppressColumnVirtualisation
      stopEditingWhenCellsLoseFocus
      onCellValueChanged={(event: CellValueChangedEvent<TRow>) => {
        const field = event.colDef.field;
        if (!field || !event.data || event.oldValue === event.newValue) return;
        props.onEdit(event.data, field, editedValue(field, event.newValue));
      }}
    />
  );
}
