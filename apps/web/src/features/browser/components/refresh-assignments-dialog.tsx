import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state';
import { assignmentsQuery } from '../api/browser-queries';

/** Side menu "Refresh Assignments": asks the accounting system and says what it answered. */
export function RefreshAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const result = useQuery(assignmentsQuery);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assignments-title">
      <DialogTitle id="assignments-title">Refresh Assignments</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
