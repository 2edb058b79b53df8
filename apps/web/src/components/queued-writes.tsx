import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TQueuedEntry } from '../lib/field-queue/queue-core';

/**
 * Writes kept on the phone that the server has not taken yet: pending (sent when the network
 * returns) or refused (the server's message, to fix where the area can, or discard). One list for
 * every area that queues offline, so they read and behave the same.
 */
export function QueuedWrites(props: {
  entries: readonly TQueuedEntry[];
  /** The section's accessible name. */
  label: string;
  heading: 'h2' | 'h3';
  itemTestId: string;
  onDiscard: (entry: TQueuedEntry) => void;
  /** Offered on a refused entry when the area can reopen it in its form. */
  onFix?: (entry: TQueuedEntry) => void;
}) {
  if (props.entries.length === 0) return null;
  return (
    <Box component="section" aria-label={props.label}>
      <Typography
        component={props.heading}
        variant={props.heading === 'h2' ? 'h6' : 'subtitle2'}
        sx={{ fontWeight: 700, mt: props.heading === 'h3' ? 1 : 0, mb: 1 }}
      >
        Waiting to send
      </Typography>
      <List dense disablePadding>
        {props.entries.map((e) => (
          <ListItem key={e.key} divider data-testid={props.itemTestId}>
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
                  <Box sx={{ display: 'flex', gap: 1 }}>
                    {props.onFix && (
                      <Button size="small" onClick={() => props.onFix?.(e)}>
                        Fix
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => props.onDiscard(e)}>
                      Discard
                    </Button>
                  </Box>
                </>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
