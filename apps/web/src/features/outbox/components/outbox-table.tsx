import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { TOutboxListItem } from '@n5/shared/email/schemas';
import { EmailStatusChip } from './email-status-chip';

/** One message: opened from the row or its subject. */
function OutboxRow(props: {
  message: TOutboxListItem;
  deliveryConfigured: boolean;
  onOpen: (emailId: number) => void;
}) {
  const m = props.message;
  return (
    <TableRow hover sx={{ cursor: 'pointer' }} onClick={() => props.onOpen(m.emailId)}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {new Date(m.createdAt).toLocaleString('en-US')}
      </TableCell>
      <TableCell
        sx={{
          maxWidth: 240,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {m.to.join(', ')}
      </TableCell>
      <TableCell>
        <Button
          variant="text"
          size="small"
          sx={{ p: 0, textAlign: 'left' }}
          onClick={() => props.onOpen(m.emailId)}
        >
          {m.subject}
        </Button>
      </TableCell>
      <TableCell>
        <EmailStatusChip status={m.status} deliveryConfigured={props.deliveryConfigured} />
      </TableCell>
      <TableCell align="right">{m.attempts}</TableCell>
      <TableCell
        sx={{
          maxWidth: 320,
          color: 'error.main',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {m.lastError ?? ''}
      </TableCell>
    </TableRow>
  );
}

/** One page of the outbox: when, to whom, subject, status, attempts and the last error. */
export function OutboxTable(props: {
  messages: TOutboxListItem[];
  total: number;
  /** 1-based, as in the address. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (emailId: number) => void;
  /** False without SMTP_URL: queued messages are held. */
  deliveryConfigured: boolean;
}) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Outbox messages">
          <TableHead>
            <TableRow>
              <TableCell>Queued</TableCell>
              <TableCell>To</TableCell>
              <TableCell>Subject</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Attempts</TableCell>
              <TableCell>Last error</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.messages.map((m) => (
              <OutboxRow
                key={m.emailId}
                message={m}
                deliveryConfigured={props.deliveryConfigured}
                onOpen={props.onOpen}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page - 1}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[props.pageSize]}
        onPageChange={(_, next) => props.onPageChange(next + 1)}
      />
    </Paper>
  );
}
