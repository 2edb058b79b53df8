import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TAccountingConnection } from '@n5/shared/accounting/schemas';
import { companyDateTimeText } from '@n5/shared/core/company-time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { CONNECT_HREF, connectionQuery, useDisconnect } from '../api/accounting-queries';

const SIGN_IN_NAMES = {
  password: 'an API user name and password (ACUMATICA_AUTH=password)',
  'oauth-password': 'OAuth 2.0 with an API user name and password (ACUMATICA_AUTH=oauth-password)',
  'oauth-code': 'an admin signing in to Acumatica (ACUMATICA_AUTH=oauth-code)',
} as const;

/** How the last trip to Acumatica's sign-in page ended (from the address it came back to). */
type TOutcome = { justConnected?: boolean; refusedReason?: string | null };

/**
 * Accounting connection (issue 38 item 5), for admins: with ACUMATICA_AUTH=oauth-code, whether an
 * admin has signed in to Acumatica, who and when, and Connect / Disconnect; otherwise which
 * sign-in the settings configure, with nothing to click.
 */
export function AccountingConnectionSection(props: TOutcome) {
  const query = useQuery(connectionQuery);
  return (
    <SectionCard title="Accounting connection">
      <QueryState
        query={query}
        loadingLabel="Loading the accounting connection"
        errorText="The accounting connection could not be loaded"
      >
        {(connection) => <ConnectionBody connection={connection} {...props} />}
      </QueryState>
    </SectionCard>
  );
}

function ConnectionBody(props: TOutcome & { connection: TAccountingConnection }) {
  const { connection } = props;
  const disconnect = useDisconnect();
  const [confirming, setConfirming] = useState(false);
  if (connection.system === 'local' || !connection.signIn) {
    return (
      <Typography>
        No accounting system is connected (ACCOUNTING=local): the app's own tables are the books.
      </Typography>
    );
  }
  const configured = `Acumatica signs in with ${SIGN_IN_NAMES[connection.signIn]}.`;
  if (!connection.canConnect) {
    return <Typography>{configured} The server's settings hold the sign-in.</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography>{configured}</Typography>
      {props.justConnected && connection.connected && (
        <Alert severity="success">Signed in to Acumatica.</Alert>
      )}
      {props.refusedReason && (
        <Alert severity="error">
          The sign-in to Acumatica did not finish: {props.refusedReason}
        </Alert>
      )}
      {disconnect.error && <Alert severity="error">{disconnect.error.message}</Alert>}
      <Typography data-testid="accounting-connection-status">
        {connection.connected
          ? `Connected by ${connection.connectedBy} on ${companyDateTimeText(connection.connectedAt!)}.`
          : 'Not connected: pushes to Acumatica fail until an admin signs in.'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" href={CONNECT_HREF}>
          {connection.connected ? 'Sign in again' : 'Connect to Acumatica'}
        </Button>
        {connection.connected && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={disconnect.isPending}>
            Disconnect
          </Button>
        )}
      </Box>
      {confirming && (
        <ConfirmDialog
          title="Disconnect Acumatica?"
          confirmLabel="Disconnect"
          destructive
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            disconnect.mutate();
          }}
        >
          The stored sign-in is deleted. Pushes to Acumatica fail until an admin connects again.
        </ConfirmDialog>
      )}
    </Box>
  );
}
