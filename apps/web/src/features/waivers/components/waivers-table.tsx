import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { WAIVER_KIND_LABELS } from '@n5/shared/waivers/rules';
import type { TWaiver } from '@n5/shared/waivers/schemas';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { waiverPdfUrl } from '../api/waiver-queries';

function StateCell({ waiver }: { waiver: TWaiver }) {
  const requested = `Requested ${formatShortDate(waiver.requestedAt)}`;
  if (waiver.state === 'Requested') return <>{requested}</>;
  const how =
    waiver.receivedVia === 'signature' ? `signed by ${waiver.signedName ?? ''}` : 'paper copy';
  return (
    <>
      <strong>Received</strong> {formatShortDate(waiver.receivedAt)} ({how})
      <br />
      {requested}
    </>
  );
}

/** One row a waiver: pay app, kind, parties, amount, through, state with dates, actions. */
export function WaiversTable(props: {
  waivers: TWaiver[];
  mayMarkReceived: boolean;
  onCopy: (waiver: TWaiver) => void;
  onMarkReceived: (waiver: TWaiver) => void;
}) {
  return (
    <Table size="small" aria-label="Lien waivers">
      <TableHead>
        <TableRow>
          <TableCell>Pay App</TableCell>
          <TableCell>Waiver</TableCell>
          <TableCell>From</TableCell>
          <TableCell>To</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Through</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.waivers.map((w) => (
          <TableRow key={w.waiverId} data-testid={`waiver-${w.waiverId}`}>
            <TableCell>{w.payAppNumber}</TableCell>
            <TableCell>{WAIVER_KIND_LABELS[w.kind]}</TableCell>
            <TableCell>{w.claimant}</TableCell>
            <TableCell>{w.customer}</TableCell>
            <TableCell align="right">{formatUsd(w.amount)}</TableCell>
            <TableCell>{formatShortDate(w.throughDate)}</TableCell>
            <TableCell>
              <StateCell waiver={w} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
                {w.state === 'Requested' && (
                  <Button size="small" onClick={() => props.onCopy(w)}>
                    Copy link
                  </Button>
                )}
                <Button size="small" href={waiverPdfUrl(w.waiverId)} target="_blank" rel="noopener">
                  View PDF
                </Button>
                {w.state === 'Requested' && props.mayMarkReceived && (
                  <Button size="small" onClick={() => props.onMarkReceived(w)}>
                    Mark received…
                  </Button>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
