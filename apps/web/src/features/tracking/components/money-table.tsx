import type { ReactNode } from 'react';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WideTable } from '../../../components/wide-table';
import { formatUsd } from '../../../lib/format';

/** "$1,234.56"; a percent text "42.86" as "42.86%"; empty stays empty. */
export const usd = (value: string | null | undefined) => (value == null ? '' : formatUsd(value));
export const pct = (value: string | null | undefined) => (value == null ? '' : `${value}%`);

export interface TColumn<R> {
  header: string;
  /** Right-aligned figures. */
  numeric?: boolean;
  cell: (row: R) => ReactNode;
}

/**
 * A plain, keyboard-friendly table with a sticky header, scrolling sideways on a narrow screen,
 * and an optional footer row; `rowExtra` renders under a row (an expanded detail).
 */
export function MoneyTable<R, T>(props: {
  label: string;
  columns: TColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  totals?: T;
  totalsCells?: (totals: T) => ReactNode[];
  rowExtra?: (row: R) => ReactNode;
}) {
  return (
    // The sub-category stays in view while the figures scroll (not on a phone), with a shade on
    // the side where more columns lie (components/wide-table).
    <WideTable
      label={props.label}
      regionLabel={`${props.label} (scrollable)`}
      pinFirst="desktop"
      sx={{
        '& td, & th': { whiteSpace: 'nowrap' },
        // On a phone the name wraps instead, so the first figures show beside it.
        '& tr > :first-of-type:not([colspan])': {
          whiteSpace: { xs: 'normal', md: 'nowrap' },
          minWidth: { xs: 120, md: 0 },
        },
      }}
    >
      <TableHead>
        <TableRow>
          {props.columns.map((c) => (
            <TableCell key={c.header} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <RowWithExtra
            key={props.rowKey(row)}
            extra={props.rowExtra?.(row)}
            span={props.columns.length}
          >
            {props.columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                {c.cell(row)}
              </TableCell>
            ))}
          </RowWithExtra>
        ))}
      </TableBody>
      {props.totals !== undefined && props.totalsCells && (
        <TableFooter>
          <TableRow>
            {props.totalsCells(props.totals).map((cell, i) => (
              <TableCell
                key={i}
                align={i === 0 ? 'left' : 'right'}
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      )}
    </WideTable>
  );
}

function RowWithExtra(props: { children: ReactNode; extra: ReactNode; span: number }) {
  return (
    <>
      <TableRow hover>{props.children}</TableRow>
      {props.extra ? (
        <TableRow>
          <TableCell colSpan={props.span} sx={{ bgcolor: 'action.hover', py: 1 }}>
            {props.extra}
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
