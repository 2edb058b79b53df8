import { useEffect, useMemo, useRef } from 'react';
import {
  ClientSideRowModelModule,
  type ColDef,
  DateFilterModule,
  ModuleRegistry,
  QuickFilterModule,
  RowSelectionModule,
  type ICellRendererParams,
  type IHeaderParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TInspection } from '@n5/shared/inspections/schemas';
import { formatPercent, formatShortDate } from '../../../lib/format';
import { listGridTheme } from '../../../components/grid-theme';

ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  QuickFilterModule,
  RowSelectionModule,
  DateFilterModule,
]);

interface TGridContext {
  noun: string;
  onAdd: () => void;
  onView: (event: TInspection) => void;
  onDelete: (event: TInspection) => void;
  canChange: (event: TInspection) => boolean;
}

/** The first column's header is the Add button; the header cell hands it the keyboard focus. */
function AddHeader(props: IHeaderParams<TInspection, TGridContext>) {
  const button = useRef<HTMLButtonElement>(null);
  const { eGridHeader } = props;
  useEffect(() => {
    const forward = (event: FocusEvent) => {
      if (event.target === eGridHeader) button.current?.focus();
    };
    eGridHeader.addEventListener('focus', forward);
    return () => eGridHeader.removeEventListener('focus', forward);
  }, [eGridHeader]);
  const label = `Add ${props.context.noun}`;
  return (
    <Tooltip title={label}>
      <IconButton ref={button} size="small" aria-label={label} onClick={props.context.onAdd}>
        <AddCircleOutline fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function ActionsCell(props: ICellRendererParams<TInspection, unknown, TGridContext>) {
  const event = props.data;
  if (!event) return null;
  const what = `${props.context.noun} of ${formatShortDate(event.SurveyDate)}`;
  return (
    <>
      <Tooltip title="View">
        <IconButton
          size="small"
          aria-label={`View ${what}`}
          onClick={() => props.context.onView(event)}
        >
          <VisibilityOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {props.context.canChange(event) && (
        <Tooltip title="Delete">
          <IconButton
            size="small"
            aria-label={`Delete ${what}`}
            onClick={() => props.context.onDelete(event)}
          >
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

function NoMatches() {
  return <Typography color="text.secondary">No inspections match the filter.</Typography>;
}

/** ISO days compare as text; the date filter hands a local midnight Date. */
const compareDay = (filterDate: Date, cellValue: string) => {
  const day = `${filterDate.getFullYear()}-${String(filterDate.getMonth() + 1).padStart(2, '0')}-${String(filterDate.getDate()).padStart(2, '0')}`;
  return cellValue < day ? -1 : cellValue > day ? 1 : 0;
};

const ACTIONS: ColDef<TInspection> = {
  colId: 'actions',
  headerComponent: AddHeader,
  cellRenderer: ActionsCell,
  width: 96,
  sortable: false,
  resizable: false,
  suppressMovable: true,
  filter: false,
  getQuickFilterText: () => '',
};
const score: ColDef<TInspection> = {
  headerName: 'Score',
  field: 'score',
  width: 100,
  valueFormatter: (p) =>
    p.value === null || p.value === undefined
      ? '—'
      : formatPercent(p.value as string, { minDecimals: 0, maxDecimals: 1 }),
  getQuickFilterText: (p) =>
    p.value === null ? '' : formatPercent(p.value as string, { minDecimals: 0, maxDecimals: 1 }),
};
const inspectionDate: ColDef<TInspection> = {
  headerName: 'Inspection Date',
  field: 'SurveyDate',
  width: 190,
  initialSort: 'desc',
  filter: 'agDateColumnFilter',
  filterParams: { comparator: compareDay },
  valueFormatter: (p) => formatShortDate(p.value as string),
  getQuickFilterText: (p) => formatShortDate(p.value as string),
};
const inspectedBy: ColDef<TInspection> = {
  headerName: 'Inspected By',
  field: 'surveyor',
  flex: 1,
  minWidth: 160,
};
const name: ColDef<TInspection> = { headerName: 'Name', field: 'name', flex: 1, minWidth: 160 };

/** Spec 2 §2.6 columns per screen (the actions column opens add, view and delete). */
const COLUMNS: Record<TInspectionType, ColDef<TInspection>[]> = {
  Fleet: [
    ACTIONS,
    { headerName: 'Vehicle', field: 'Van', flex: 1, minWidth: 200 },
    name,
    score,
    inspectionDate,
    inspectedBy,
  ],
  Uniform: [
    ACTIONS,
    name,
    score,
    { headerName: 'Location', field: 'Location', flex: 1, minWidth: 160 },
    inspectionDate,
    inspectedBy,
  ],
  Warehouse: [ACTIONS, score, inspectionDate, inspectedBy],
  Safety: [
    ACTIONS,
    { headerName: 'Project', field: 'ProjectName', flex: 2, minWidth: 220 },
    { headerName: 'Area', field: 'Location', flex: 1, minWidth: 120 },
    score,
    inspectionDate,
    inspectedBy,
  ],
};

const DEFAULT_COLUMN: ColDef<TInspection> = { sortable: true, resizable: true };

/** A checklist's inspections: quick filter, single row selection, newest first. */
export function InspectionGrid(props: {
  type: TInspectionType;
  noun: string;
  events: TInspection[];
  quickFilterText: string;
  onAdd: () => void;
  onView: (event: TInspection) => void;
  onDelete: (event: TInspection) => void;
  canChange: (event: TInspection) => boolean;
}) {
  const { noun, onAdd, onView, onDelete, canChange } = props;
  const context = useMemo<TGridContext>(
    () => ({ noun, onAdd, onView, onDelete, canChange }),
    [noun, onAdd, onView, onDelete, canChange],
  );
  return (
    <AgGridReact<TInspection>
      theme={listGridTheme}
      rowData={props.events}
      columnDefs={COLUMNS[props.type]}
      defaultColDef={DEFAULT_COLUMN}
      getRowId={(p) => p.data.KPIEventID}
      context={context}
      quickFilterText={props.quickFilterText}
      rowSelection={{ mode: 'singleRow', checkboxes: false, enableClickSelection: true }}
      rowHeight={42}
      headerHeight={44}
      animateRows={false}
      ensureDomOrder
      overlayComponent={NoMatches}
    />
  );
}
