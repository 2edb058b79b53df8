import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPercent } from '../../../lib/format';

export interface TScoreColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
}

/** A score as a percent; no score (nothing to count) shows a dash. */
export const scoreCell = (score: string | null) => (score === null ? '—' : formatPercent(score));

/** A plain table of per-person figures (the KPI data tables). */
export function ScoreTable<R>(props: {
  label: string;
  rows: R[];
  columns: TScoreColumn<R>[];
  rowKey: (row: R) => string;
}) {
  if (props.rows.length === 0)
    return <Typography color="text.secondary">Nothing to score this quarter.</Typography>;
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          {props.columns.map((c) => (
            <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow key={props.rowKey(row)}>
            {props.columns.map((c) => (
              <TableCell key={c.header} align={c.numeric ? 'right' : 'left'}>
                {c.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
