import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { toIntlValue } from '@n5/shared/core/decimal';
import type { TInclusionSums } from '@n5/shared/inclusions/schemas';
import { formatPercent, formatUsd } from '../../../lib/format';

type TFormat = 'usd' | 'hours' | 'percent';
type TColumn = readonly [label: string, field: keyof TInclusionSums, format: TFormat];

const part = (name: 'material' | 'equipment' | 'other'): TColumn[] => [
  ['Cost', `${name}_cost`, 'usd'],
  ['MU', `${name}_markup`, 'percent'],
  ['Total', `${name}_total`, 'usd'],
];

/** The column groups of spec 1 §2 "Inclusions tab", after Scope. */
export const SUMMARY_GROUPS: ReadonlyArray<{ label: string; columns: readonly TColumn[] }> = [
  {
    label: 'Totals',
    columns: [
      ['Pre-Tax Total', 'total', 'usd'],
      ['Taxable Total', 'taxable_total', 'usd'],
      ['Tax', 'tax', 'usd'],
      ['Grand Total', 'grand_total', 'usd'],
    ],
  },
  {
    label: 'Labor',
    columns: [
      ['Hrs', 'labor_hours', 'hours'],
      ['Rate', 'labor_rate', 'usd'],
      ['Cost', 'labor_cost', 'usd'],
      ['MU', 'labor_markup', 'percent'],
      ['Total', 'labor_total', 'usd'],
    ],
  },
  { label: 'Material', columns: part('material') },
  { label: 'Equipment', columns: part('equipment') },
  { label: 'Other', columns: part('other') },
  {
    label: 'Subcontractors',
    columns: [
      ['Cost', 'subcontractor_cost_live', 'usd'],
      ['MU', 'subcontractor_markup_live', 'percent'],
      ['Total', 'subcontractor_total', 'usd'],
    ],
  },
];
const COLUMNS = SUMMARY_GROUPS.flatMap((g) => g.columns);
/** Scope plus every figure: a row spanning the table. */
export const SUMMARY_COLUMN_COUNT = COLUMNS.length + 1;

const hours = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function formatCell(value: string | boolean | null, format: TFormat): string {
  if (typeof value !== 'string') return '';
  if (format === 'usd') return formatUsd(value);
  if (format === 'percent') return formatPercent(value);
  const numeric = toIntlValue(value);
  return numeric === null ? '' : hours.format(numeric);
}

/** The scope column stays in view while the figures scroll sideways. */
export const stickyScope = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  // On a phone the scope keeps under half the width, so the figures stay in view beside it.
  minWidth: { xs: 150, sm: 220 },
  maxWidth: { xs: 170, sm: 320 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** The figures of one row, in the columns' order. */
export function SummaryCells(props: {
  sums: TInclusionSums;
  isTotal?: boolean;
  /** Test id of the Grand Total cell (e2e: a sub-category's total). */
  grandTotalTestId?: string;
}) {
  return COLUMNS.map(([label, field, format], i) => (
    <TableCell
      key={`${field}-${i}`}
      align="right"
      sx={props.isTotal ? { fontWeight: 600 } : undefined}
      data-testid={field === 'grand_total' ? props.grandTotalTestId : undefined}
      data-column={label}
    >
      {formatCell(props.sums[field], format)}
    </TableCell>
  ));
}

/**
 * A wide summary table: the two header rows of column groups, the body, and the footer of
 * totals. It scrolls sideways in its own region (focusable, so the keyboard can scroll it).
 */
export function SummaryTable(props: {
  label: string;
  scopeLabel?: string;
  footer?: TInclusionSums;
  children: ReactNode;
}) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${props.label} (scrolls sideways)`}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table
        size="small"
        aria-label={props.label}
        sx={{ '& td, & th': { whiteSpace: 'nowrap', fontSize: '0.8rem', px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="colgroup" sx={stickyScope}>
              Scope
            </TableCell>
            {SUMMARY_GROUPS.map((g) => (
              <TableCell
                key={g.label}
                component="th"
                scope="colgroup"
                colSpan={g.columns.length}
                align="center"
                sx={{ fontWeight: 600, borderLeft: 1, borderLeftColor: 'divider' }}
              >
                {g.label}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="col" sx={stickyScope}>
              {props.scopeLabel ?? 'Sub-category'}
            </TableCell>
            {COLUMNS.map(([label], i) => (
              <TableCell key={i} component="th" scope="col" align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{props.children}</TableBody>
        {props.footer && (
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ ...stickyScope, fontWeight: 600 }}>
                Total
              </TableCell>
              <SummaryCells sums={props.footer} isTotal />
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
