import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TIncentivePool } from '@n5/shared/incentives/constants';
import { parseIncentivePercentEntry } from '@n5/shared/incentives/rules';
import type { TPoolRow } from '@n5/shared/incentives/schemas';
import { formatPercent, formatUsd } from '../../../lib/format';
import { CellInput, revertOnNull } from '../../../components/cell-input';
import { hours } from './worksheet-table';

const QS = ['q1', 'q2', 'q3', 'q4'] as const;

function shown(row: TPoolRow, value: string) {
  if (row.kind === 'money') return formatUsd(value);
  if (row.kind === 'percent') return formatPercent(value, { minDecimals: 2, maxDecimals: 2 });
  return hours(value);
}

/**
 * Pool Calculation (spec 2 §3: name, q1-q4): each pool's figures by quarter; the group pool % and
 * the division goal % rows are typed in place as fractions with 4 decimals (locked quarters not).
 */
export function PoolTable(props: {
  rows: TPoolRow[];
  lockedQuarters: readonly number[];
  onSave: (quarter: number, pool: TIncentivePool, percent: string) => void;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Pool calculation, scrollable">
      <Table size="small" aria-label="Pool Calculation">
        <TableHead>
          <TableRow>
            <TableCell>Pool</TableCell>
            {QS.map((q) => (
              <TableCell key={q} align="right">
                {q.toUpperCase()}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                {row.name}
              </TableCell>
              {QS.map((q, i) => (
                <TableCell key={q} align="right">
                  {row.pool && !props.lockedQuarters.includes(i + 1) ? (
                    <CellInput
                      label={`${row.name} ${q.toUpperCase()}`}
                      text={row[q]}
                      parse={revertOnNull<string>(parseIncentivePercentEntry)}
                      width={88}
                      onSave={(value) => props.onSave(i + 1, row.pool!, value)}
                    />
                  ) : (
                    shown(row, row[q])
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
