import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { money } from '@n5/shared/contract-page/rules';
import type { TContractDocument } from '@n5/shared/contract-page/schemas';
import { strong } from './document-parts';

const days = (n: number | null) => (n === null ? '' : `${n} days`);

/** Original amount, net change, KS Remodeling Tax and the total, with work days. */
export function TotalsTable({ totals }: { totals: TContractDocument['totals'] }) {
  return (
    <Table size="small" aria-label="Totals">
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Work days</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>Original contract amount</TableCell>
          <TableCell align="right">{money(totals.originalContractAmount)}</TableCell>
          <TableCell align="right">{days(totals.originalContractWorkDays)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Net change</TableCell>
          <TableCell align="right">{money(totals.netChange)}</TableCell>
          <TableCell align="right">{days(totals.netChangeWorkDays)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>KS Remodeling Tax</TableCell>
          <TableCell align="right">{money(totals.ksRemodelingTax)}</TableCell>
          <TableCell />
        </TableRow>
        <TableRow>
          <TableCell sx={strong}>Total</TableCell>
          <TableCell align="right" sx={strong}>
            {money(totals.total)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
