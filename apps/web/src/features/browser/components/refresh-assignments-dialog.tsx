import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { assignmentsQuery } from '../api/browser-queries';
import { DialogShell } from '../../../components/dialog-shell';

/** Side menu "Refresh Assignments": asks the accounting system and says what it answered. */
export function RefreshAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const result = useQuery(assignmentsQuery);
  return (
    <DialogShell
      title="Refresh Assignments"
      onClose={onClose}
      maxWidth="xs"
      actions={
        <>
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <QueryState
        query={result}
        loadingLabel="Asking the accounting system"
        errorText="Refresh Assignments failed"
        skeleton={
          // The call can take a while: say what the app is waiting for.
          <Stack direction="row" spacing={1.5} alignItems="center">
            <CircularProgress size={22} aria-hidden />
            <Typography>Asking the accounting system…</Typography>
          </Stack>
        }
      >
        {(data) => (
          <Alert severity="success">
            The accounting system ({data.source}) holds assignments for {data.assignments} project
            {data.assignments === 1 ? '' : 's'}.
          </Alert>
        )}
      </QueryState>
    </DialogShell>
  );
}
