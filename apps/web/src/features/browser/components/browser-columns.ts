import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { compare, parseDecimal, ZERO } from '@n5/shared/core/decimal';
import {
  formatMarginPercent,
  formatVariance,
  formatWholeDollars,
  isNegative,
} from '@n5/shared/browser/format';
import { browserForecastColumns } from '@n5/shared/forecast/rules';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import type { TGridKind } from '../api/browser-queries';
import { ContractAmountCell } from './contract-amount-cell';
import { ForecastCell } from './forecast-cell';
import { ProjectCell, projectQuickFilterText } from './project-cell';
import { ProjectLinksCell } from './project-links-cell';
import { StageCell } from './stage-cell';

type TCol = ColDef<TBrowserProject>;
/** Numeric text sorts by its exact value; empty sorts as 0. */
const decimalOf = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? parseDecimal(value) : null) ?? ZERO;
const byNumber: TCol['comparator'] = (a, b) => compare(decimalOf(a), decimalOf(b));
// Keys typed into a cell's own input or button stay there instead of moving the grid's focus.
const keepKeys = () => true;
const money = (p: ValueFormatterParams<TBrowserProject>) => formatWholeDollars(p.value as string);

/** Column 1: the links, notes, stoplight and warning (ProjectLinksCell). */
function linksColumn(pinned: boolean): TCol {
  return {
    colId: 'links',
    headerName: '',
    width: 168,
    pinned: pinned ? 'left' : undefined,
    sortable: false,
    // A value made of what the cell shows, so the grid redraws it when a flag changes.
    valueGetter: (p) =>
      p.data
        ? [
            p.data.NotesColor,
            p.data.ForecastColor,
            p.data.ScopeAckColor,
            p.data.BidsColor,
            p.data.SubcontractorContractColor,
            p.data.ClientContractColor,
            p.data.MasterWarning,
            p.data.ProjectName,
          ].join('|')
        : '',
    cellRenderer: ProjectLinksCell,
    getQuickFilterText: () => '',
    suppressKeyboardEvent: keepKeys,
  };
}

/** Contract, margin percent and dollars, and the variance. */
function moneyColumns(grid: TGridKind): TCol[] {
  return [
    {
      headerName: 'Contract',
      field: 'ContractAmount',
      width: 150,
      type: 'rightAligned',
      comparator: byNumber,
      valueFormatter: money,
      cellRenderer: ContractAmountCell,
    },
    {
      headerName: 'Mar %',
      field: 'EstMarginPercent',
      width: 82,
      type: 'rightAligned',
      comparator: byNumber,
      valueFormatter: (p) => formatMarginPercent(p.value as string),
    },
    {
      headerName: 'Mar $',
      field: 'EstMargin',
      width: 112,
      type: 'rightAligned',
      comparator: byNumber,
      valueFormatter: money,
    },
    {
      headerName: 'Var',
      field: 'Variance',
      width: 104,
      type: 'rightAligned',
      comparator: byNumber,
      valueFormatter: (p) => formatVariance(p.value as string, grid),
      cellClassRules: { 'n5-negative': (p) => isNegative(p.value as string) },
    },
  ];
}

/** The forecast months around today, edited in place. */
function forecastColumns(today: Date): TCol[] {
  return browserForecastColumns(today).map((column): TCol => ({
    colId: column.key,
    headerName: column.label,
    field: column.key,
    width: 84,
    type: 'rightAligned',
    comparator: byNumber,
    cellRenderer: ForecastCell,
    cellRendererParams: { column },
    // Whether the month may be edited follows the row's stage (canEditForecast), not the
    // value: a changed row redraws its months, so a Completed row shows them read-only.
    equals: () => false,
    getQuickFilterText: () => '',
    suppressKeyboardEvent: keepKeys,
  }));
}

// Where native scrollbars take no width, AG Grid lays its own 16 px vertical scrollbar over
// the rows' right edge without counting it in the horizontal range: this empty end lets the
// last month scroll clear of it (docs/decisions.md).
const SCROLLBAR_ROOM: TCol = {
  colId: 'scrollbar-room',
  headerName: '',
  width: 16,
  minWidth: 16,
  sortable: false,
  resizable: false,
  suppressMovable: true,
  valueGetter: () => '',
  getQuickFilterText: () => '',
};

/** Every column of spec 2 §2.18, in order. */
export function browserColumns(grid: TGridKind, today: Date, pinned: boolean): TCol[] {
  const initials = (headerName: string, field: keyof TBrowserProject): TCol => ({
    headerName,
    field,
    width: 62,
  });
  return [
    linksColumn(pinned),
    {
      colId: 'project',
      headerName: 'Project',
      width: 300,
      pinned: pinned ? 'left' : undefined,
      valueGetter: (p) => projectQuickFilterText(p.data),
      cellRenderer: ProjectCell,
      getQuickFilterText: (p) => projectQuickFilterText(p.data),
    },
    initials('PM', 'PMInitials'),
    initials('PE', 'PEInitials'),
    initials('SI', 'SIInitials'),
    { headerName: 'Type', field: 'BidTypeShort', width: 82 },
    {
      headerName: 'Stage',
      field: 'ProjectStageAbbr',
      width: 104,
      sort: 'asc',
      cellRenderer: StageCell,
      suppressKeyboardEvent: keepKeys,
    },
    { headerName: 'Days', field: 'Days', width: 72, type: 'rightAligned' },
    ...moneyColumns(grid),
    ...forecastColumns(today),
    SCROLLBAR_ROOM,
  ];
}
