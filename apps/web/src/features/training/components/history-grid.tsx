import { useMemo } from 'react';
import {
  CellStyleModule,
  ClientSideRowModelModule,
  type ColDef,
  ModuleRegistry,
  QuickFilterModule,
  RowSelectionModule,
  type ICellRendererParams,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { THistoryRow } from '@n5/shared/training/schemas';
import { formatPercent, formatShortDate } from '../../../lib/format';
import { listGridTheme } from '../../../components/grid-theme';

ModuleRegistry.registerModules([
  CellStyleModule,
  ClientSideRowModelModule,
  QuickFilterModule,
  RowSelectionModule,
]);

interface TContext {
  onViewCourse: (courseId: number) => void;
}

function ViewCell(props: ICellRendererParams<THistoryRow, unknown, TContext>) {
  const row = props.data;
  if (!row) return null;
  return (
    <Tooltip title="View course">
      <IconButton
        size="small"
        aria-label={`View course ${row.coursename}`}
        onClick={() => props.context.onViewCourse(row.courseid)}
      >
        <VisibilityOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function NoMatches() {
  return <Typography color="text.secondary">No sessions match the filter.</Typography>;
}

const COLUMNS: ColDef<THistoryRow>[] = [
  {
    colId: 'view',
    // A visible name, not a header tooltip (that needs AG Grid's Tooltip module, issue 40 item 20).
    headerName: 'View',
    cellRenderer: ViewCell,
    width: 64,
    sortable: false,
    resizable: false,
    getQuickFilterText: () => '',
  },
  { headerName: 'Course', field: 'coursename', flex: 2, minWidth: 220 },
  {
    headerName: 'Date',
    field: 'date',
    width: 140,
    initialSort: 'desc',
    valueFormatter: (p) => formatShortDate(p.value as string),
    getQuickFilterText: (p) => formatShortDate(p.value as string),
  },
  { headerName: 'Required', field: 'required', width: 120, type: 'rightAligned' },
  { headerName: 'Completed', field: 'completed', width: 130, type: 'rightAligned' },
  {
    headerName: 'Score',
    field: 'score',
    width: 110,
    valueFormatter: (p) =>
      p.value === null || p.value === undefined
        ? '—'
        : formatPercent(p.value as string, { minDecimals: 0, maxDecimals: 1 }),
  },
];
const DEFAULT_COLUMN: ColDef<THistoryRow> = { sortable: true, resizable: true };

/** The course attendance history (spec 2 §2.17): a row per course session. */
export function HistoryGrid(props: {
  rows: THistoryRow[];
  quickFilterText: string;
  onViewCourse: (courseId: number) => void;
}) {
  const { onViewCourse } = props;
  const context = useMemo<TContext>(() => ({ onViewCourse }), [onViewCourse]);
  return (
    <AgGridReact<THistoryRow>
      theme={listGridTheme}
      rowData={props.rows}
      columnDefs={COLUMNS}
      defaultColDef={DEFAULT_COLUMN}
      getRowId={(p) => `${p.data.courseid}|${p.data.date}`}
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
