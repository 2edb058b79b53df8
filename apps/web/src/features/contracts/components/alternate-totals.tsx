import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ALTERNATE_TEXTS, type TAlternateSelectionTotals } from '@n5/shared/contracts/alternates';
import { formatUsd } from '../../../lib/format';

/** Subtotal, KS Remodeling Tax and Total of the ticked selection (the Base always in). */
export function AlternateTotals({ totals }: { totals: TAlternateSelectionTotals }) {
  const rows = [
    ['Subtotal', totals.subtotal],
    [ALTERNATE_TEXTS.taxLabel, totals.kansasRemodelTax],
    ['Total', totals.total],
  ] as const;
  return (
    <Table size="small" aria-label="Selection totals" sx={{ maxWidth: 420, ml: 'auto' }}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell
              component="th"
              scope="row"
              sx={{ fontWeight: label === 'Total' ? 700 : 400 }}
            >
              {label}
            </TableCell>
            <TableCell
              align="right"
              data-testid={`alternate-${label === 'Total' ? 'total' : label === 'Subtotal' ? 'subtotal' : 'tax'}`}
              sx={{ fontWeight: label === 'Total' ? 700 : 400 }}
            >
              {formatUsd(value)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
