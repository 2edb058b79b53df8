import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { discardFieldWrite, useFieldQueue } from '../../../lib/field-queue/field-queue';
import { RECEIPTS_SCOPE } from '../api/receipt-queries';

/**
 * Receipts kept on the phone (issue 35 item 5): pending ones go, with their PDF, when the network
 * returns; a refused one stays with the server's message until the person discards it (and
 * makes it again: the photo is on the phone, not in the app).
 */
export function QueuedReceipts() {
  const entries = useFieldQueue().filter((e) => e.scope === RECEIPTS_SCOPE);
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-label="Receipts waiting to send">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        Waiting to send
      </Typography>
      <List dense disablePadding>
        {entries.map((e) => (
          <ListItem key={e.key} divider data-testid="queued-receipt">
            <Stack spacing={0.5} sx={{ width: '100%' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Chip
                  size="small"
                  color={e.state === 'refused' ? 'error' : 'warning'}
                  label={e.state === 'refused' ? 'Refused' : 'Pending'}
                />
                <Typography variant="body2">{e.label}</Typography>
              </Box>
              {e.state === 'refused' && (
                <>
                  <Alert severity="error" sx={{ py: 0 }}>
                    {e.message}
                  </Alert>
                  <Button
                    size="small"
                    color="error"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => void discardFieldWrite(e.key)}
                  >
                    Discard
                  </Button>
                </>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
