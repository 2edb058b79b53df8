import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { outboxMessageQuery, useResendMessage } from '../api/outbox-queries';
import { EmailStatusChip } from './email-status-chip';
import { DialogShell } from '../../../components/dialog-shell';

function Header({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 72 }}>
        {label}
      </Box>
      {value}
    </Typography>
  );
}

/** The message as mail would show it: its HTML sandboxed, or its text. */
function MessageBody(props: { html: string | null; text: string }) {
  return props.html ? (
    // sandbox="": the message renders as mail would, with no scripts and no same-origin access.
    <Box
      component="iframe"
      title="Message body"
      sandbox=""
      srcDoc={props.html}
      sx={{
        width: '100%',
        height: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'white',
      }}
    />
  ) : (
    <Box
      component="pre"
      sx={{
        whiteSpace: 'pre-wrap',
        fontFamily: 'inherit',
        m: 0,
        p: 2,
        bgcolor: 'grey.50',
        borderRadius: 1,
      }}
    >
      {props.text}
    </Box>
  );
}

/** One message as its recipients see it; a failed one can be sent again. */
export function OutboxMessageDialog({
  emailId,
  deliveryConfigured,
  onClose,
}: {
  emailId: number;
  deliveryConfigured: boolean;
  onClose: () => void;
}) {
  const message = useQuery(outboxMessageQuery(emailId));
  const resend = useResendMessage();
  const data = message.data;

  return (
    <DialogShell
      title={data?.subject ?? 'Message'}
      onClose={onClose}
      maxWidth="md"
      dividers
      actions={
        <>
          {data?.status === 'failed' && (
            <Button
              variant="contained"
              disabled={resend.isPending}
              onClick={() => resend.mutate(data.emailId)}
            >
              {resend.isPending ? 'Sending...' : 'Send again'}
            </Button>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <QueryState
        query={message}
        loadingLabel="Loading message"
        errorText="The message could not be loaded"
      >
        {(data) => (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} alignItems="center">
              <EmailStatusChip status={data.status} deliveryConfigured={deliveryConfigured} />
              <Typography variant="body2" color="text.secondary">
                {data.attempts} attempt{data.attempts === 1 ? '' : 's'}
                {data.sentAt ? ` · sent ${new Date(data.sentAt).toLocaleString('en-US')}` : ''}
              </Typography>
            </Stack>
            {data.lastError && (
              <Alert severity={data.status === 'failed' ? 'error' : 'warning'}>
                {data.lastError}
              </Alert>
            )}
            <Box>
              <Header label="To" value={data.to.join(', ')} />
              <Header label="Cc" value={data.cc.join(', ')} />
              <Header label="Bcc" value={data.bcc.join(', ')} />
              <Header label="Queued" value={new Date(data.createdAt).toLocaleString('en-US')} />
              <Header label="By" value={data.createdByName ?? ''} />
            </Box>
            <MessageBody html={data.html} text={data.text} />
            {resend.isError && <Alert severity="error">{resend.error.message}</Alert>}
          </Stack>
        )}
      </QueryState>
    </DialogShell>
  );
}
