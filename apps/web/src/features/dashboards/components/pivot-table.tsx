import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { SHORT_MONTHS } from '@n5/shared/dashboards/constants';
import type { TPivotRow } from '@n5/shared/dashboards/schemas';
import { formatUsdWhole } from '../../../lib/format';

const TYPE_NAMES = { RV: 'Revenue', GM: 'Gross Profit', NP: 'Net Profit' } as const;

/** The pivot (spec 2 §2.4): actual RV, GM and NP by month and their Total. */
export function PivotTable(props: { rows: TPivotRow[]; caption: string }) {
  return (
    // A narrow screen scrolls the table sideways: keyboard users reach it too (axe).
    <TableContainer
      component={Paper}
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label={`${props.caption}, scrollable`}
    >
      <Table size="small" aria-label={props.caption}>
        <TableHead>
          <TableRow>
            <TableCell component="th">Type</TableCell>
            {SHORT_MONTHS.map((m) => (
              <TableCell key={m} align="right">
                {m}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row.type}>
              <TableCell component="th" scope="row">
                <abbr title={TYPE_NAMES[row.type]}>{row.type}</abbr>
              </TableCell>
              {SHORT_MONTHS.map((m) => (
                <TableCell key={m} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsdWhole(row[m])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatUsdWhole(row.Total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
