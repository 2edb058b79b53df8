import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TGrandTotals } from '@n5/shared/payapp/schemas';
import { retainageLineNames } from '@n5/shared/payapp/retainage-terms';
import { G702_LINES } from '@n5/shared/payapp/texts';
import { formatUsd } from '../../../lib/format';

/** G702 lines 1–9 with their AIA names (line 5 split into work and stored, as on the form). */
export function G702Summary({ header }: { header: TGrandTotals }) {
  const { g702 } = header;
  const names = retainageLineNames(header.retainageTerms);
  const rows = G702_LINES.flatMap(([number, name, field]) => {
    const line = { number, name, amount: g702[field], strong: field === 'currentPaymentDue' };
    if (field !== 'retainage') return [line];
    return [
      line,
      {
        number: '5a',
        name: names.a,
        amount: g702.retainageOnWork,
        strong: false,
      },
      {
        number: '5b',
        name: names.b,
        amount: g702.retainageOnStored,
        strong: false,
      },
    ];
  });
  return (
    <Table size="small" aria-label="Application for payment (G702)" sx={{ maxWidth: 720 }}>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.number} data-testid={`g702-line-${row.number}`}>
            <TableCell sx={{ width: 48 }}>{row.number}</TableCell>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {row.name}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {formatUsd(row.amount)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The G702's change order summary (issue 31 item 1): additions, deductions, net = line 2. */
export function ChangeOrderSummary({ changes }: { changes: TGrandTotals['changeOrders'] }) {
  return (
    <Table size="small" aria-label="Change order summary" sx={{ maxWidth: 720 }}>
      <TableHead>
        <TableRow>
          <TableCell>Change order summary</TableCell>
          <TableCell align="right">Additions</TableCell>
          <TableCell align="right">Deductions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            Total changes approved
          </TableCell>
          <TableCell align="right">{formatUsd(changes.additions)}</TableCell>
          <TableCell align="right">{formatUsd(changes.deductions)}</TableCell>
        </TableRow>
        <TableRow data-testid="change-order-net">
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            Net change by change orders
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {formatUsd(changes.net)}
          </TableCell>
          <TableCell />
        </TableRow>
      </TableBody>
    </Table>
  );
}
