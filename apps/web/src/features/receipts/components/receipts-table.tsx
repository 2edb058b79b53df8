import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TReceiptRow } from '@n5/shared/receipts/schemas';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { useMarkReceiptProcessed } from '../api/receipt-list-queries';

const COLUMNS = [
  'Receipt #',
  'Date',
  'Vendor',
  'Total',
  'Company card',
  'Project',
  'Condition',
  'Submitted by',
  'Notes',
  'Status',
  'PDF',
  '',
];

function ProcessButton({ receipt }: { receipt: TReceiptRow }) {
  const mark = useMarkReceiptProcessed();
  if (receipt.status === 'Processed') {
    return <>{receipt.processedBy ? `by ${receipt.processedBy}` : ''}</>;
  }
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={mark.isPending}
      onClick={() => mark.mutate(receipt.receiptID)}
      aria-label={`Mark receipt ${receipt.receiptNumber} processed`}
    >
      Mark processed
    </Button>
  );
}

/** Accounting's receipts, newest first. */
export function ReceiptsTable({ receipts }: { receipts: readonly TReceiptRow[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Receipts">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c, i) => (
              <TableCell key={i}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {receipts.map((r) => (
            <TableRow key={r.receiptID}>
              <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                {r.receiptNumber}
              </TableCell>
              <TableCell>{formatShortDate(r.transactionDate)}</TableCell>
              <TableCell>{r.vendor}</TableCell>
              <TableCell align="right">{formatUsd(r.total)}</TableCell>
              <TableCell>{r.purchasedWithCard ? 'Yes' : 'No'}</TableCell>
              <TableCell>
                {r.projectName ? `${r.projectID} - ${r.projectName}` : 'Non-project'}
              </TableCell>
              <TableCell>{r.conditionName ?? ''}</TableCell>
              <TableCell>{r.displayName ?? ''}</TableCell>
              <TableCell sx={{ maxWidth: 240 }}>{r.notes}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={r.status}
                  color={r.status === 'Processed' ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell>
                <Link href={r.pdfUrl} target="_blank" rel="noopener">
                  Open PDF
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    of {r.receiptNumber}
                  </Box>
                </Link>
              </TableCell>
              <TableCell>
                <ProcessButton receipt={r} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
