import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { parseInteger } from '@n5/shared/core/integer';
import {
  EMAIL_STATUSES,
  MAIL_HELD_TEXT,
  MAIL_HELD_TITLE,
  type TEmailStatus,
} from '@n5/shared/email/schemas';
import { QueryState } from '../../../components/query-state';
import { outboxListQuery } from '../api/outbox-queries';
import { EMAIL_STATUS_LABELS } from '../components/email-status-chip';
import { OutboxMessageDialog } from '../components/outbox-message-dialog';
import { OutboxTable } from '../components/outbox-table';

const PAGE_SIZE = 50;
const isStatus = (value: string | null): value is TEmailStatus =>
  EMAIL_STATUSES.includes(value as TEmailStatus);

/** Why queued mail is not sent: no SMTP_URL (the outbox and Background Jobs say it alike). */
function MailHeldAlert() {
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{MAIL_HELD_TITLE}</AlertTitle>
      {MAIL_HELD_TEXT}
    </Alert>
  );
}

/** Admins read every email the app queued, filter by status, open one, and re-send failures. */
export function OutboxPage() {
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, parseInteger(search.get('page')) ?? 1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(outboxListQuery({ status, page }));
  // Until the list says otherwise, nothing is claimed about delivery.
  const deliveryConfigured = list.data?.deliveryConfigured ?? true;

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
      {!deliveryConfigured && <MailHeldAlert />}
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
      <QueryState
        query={list}
        size="page"
        loadingLabel="Loading messages"
        errorText="The outbox could not be loaded"
        empty={{
          when: (data) => data.messages.length === 0,
          text: status
            ? `No ${EMAIL_STATUS_LABELS[status].toLowerCase()} messages.`
            : 'The outbox is empty.',
        }}
      >
        {(data) => (
          <OutboxTable
            messages={data.messages}
            total={data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={(next) => setFilter({ status, page: next })}
            onOpen={setOpenId}
            deliveryConfigured={deliveryConfigured}
          />
        )}
      </QueryState>
      {openId !== null && (
        <OutboxMessageDialog
          emailId={openId}
          deliveryConfigured={deliveryConfigured}
          onClose={() => setOpenId(null)}
        />
      )}
    </Box>
  );
}
