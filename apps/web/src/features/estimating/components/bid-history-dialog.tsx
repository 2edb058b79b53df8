import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { QueryState } from '../../../components/query-state';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { bidHistoryQuery } from '../api/estimating-queries';
import { DialogShell } from '../../../components/dialog-shell';

/** Past subcontractor bids for this condition name and unit (spec 1 §3 "bid history row"). */
export function BidHistoryDialog(props: {
  conditionName: string;
  measurementType: string;
  onClose: () => void;
}) {
  const history = useQuery(bidHistoryQuery(props.conditionName, props.measurementType));
  return (
    <DialogShell
      title={<>Bid history: {props.conditionName}</>}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <QueryState
        query={history}
        loadingLabel="Loading bid history"
        errorText="The bid history could not be loaded."
        empty={{
          when: (rows) => rows.length === 0,
          text: 'No bids for this condition and unit yet.',
        }}
        size="section"
      >
        {(rows) => (
          <Table size="small" aria-label="Bid history">
            <TableHead>
              <TableRow>
                <TableCell>Vendor</TableCell>
                <TableCell align="right">Unit Price</TableCell>
                <TableCell>Unit</TableCell>
                <TableCell>Bid Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i}>
                  <TableCell>{r.Vendor}</TableCell>
                  <TableCell align="right">{formatUsd(r.UnitPrice)}</TableCell>
                  <TableCell>{r.MeasurementType}</TableCell>
                  <TableCell>{formatShortDate(r.BidDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </DialogShell>
  );
}
