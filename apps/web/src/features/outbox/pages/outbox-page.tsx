import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { EMAIL_STATUSES, type TEmailStatus } from '@n5/shared/email/schemas';
import { ErrorState } from '../../../components/error-state';
import { outboxListQuery } from '../api/outbox-queries';
import { EMAIL_STATUS_LABELS, EmailStatusChip } from '../components/email-status-chip';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';

const PAGE_SIZE = 50;
const isStatus = (value: string | null): value is TEmailStatus =>
  EMAIL_STATUSES.includes(value as TEmailStatus);

/** Admins read every email the app queued, filter by status, open one, and re-send failures. */
export function OutboxPage() {
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(outboxListQuery({ status, page }));

  const setFilter = (next: { status?: TEmailStatus; page?: number }) => {
    const params = new URLSearchParams();
    if (next.status) params.set('status', next.status);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params, { replace: true });
  };

  return (
    <Box sx={{ p: { xs: 1, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Outbox
        </Typography>
        <Button component={RouterLink} to="/admin/queues">
          Background Jobs
        </Button>
      </Stack>
      <Tabs
        value={status ?? 'all'}
        onChange={(_, value) => setFilter({ status: value === 'all' ? undefined : value })}
        sx={{ mb: 1 }}
      >
        <Tab value="all" label="All" />
        {EMAIL_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={`${EMAIL_STATUS_LABELS[s]}${list.data ? ` (${list.data.counts[s] ?? 0})` : ''}`}
          />
        ))}
      </Tabs>
      {list.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading messages" />
        </Box>
      )}
      {list.isError && (
        <ErrorState
          message={`The outbox could not be loaded: ${list.error.message}`}
          onRetry={() => list.refetch()}
          isRetrying={list.isFetching}
        />
      )}
      {list.data && list.data.messages.length === 0 && (
        <Typography sx={{ py: 6, textAlign: 'center' }} color="text.secondary">
          {status
            ? `No ${EMAIL_STATUS_LABELS[status].toLowerCase()} messages.`
            : 'The outbox is empty.'}
        </Typography>
      )}
      {list.data && list.data.messages.length > 0 && (
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
                {list.data.messages.map((m) => (
                  <TableRow
                    key={m.emailId}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => setOpenId(m.emailId)}
                  >
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
                        onClick={() => setOpenId(m.emailId)}
                      >
                        {m.subject}
                      </Button>
                    </TableCell>
                    <TableCell>
                      <EmailStatusChip status={m.status} />
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
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={list.data.total}
            page={page - 1}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
            onPageChange={(_, next) => setFilter({ status, page: next + 1 })}
          />
        </Paper>
      )}
      {openId !== null && <OutboxMessageDialog emailId={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
}
