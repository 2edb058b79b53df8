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
import { assignmentsCall } from '../api/browser-queries';

/** Side menu "Refresh Assignments": asks the accounting system and says what it answered. */
export function RefreshAssignmentsDialog({ onClose }: { onClose: () => void }) {
  const result = useQuery({
    queryKey: ['accounting', 'project-assignments'],
    queryFn: assignmentsCall,
    gcTime: 0,
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="assignments-title">
      <DialogTitle id="assignments-title">Refresh Assignments</DialogTitle>
      <DialogContent>
        {result.isFetching && (
          <Stack direction="row" spacing={1.5} alignItems="center">
            <CircularProgress size={22} aria-label="Asking the accounting system" />
            <Typography>Asking the accounting system…</Typography>
          </Stack>
        )}
        {!result.isFetching && result.isError && (
          <Alert severity="error">Refresh Assignments failed: {result.error.message}</Alert>
        )}
        {!result.isFetching && result.data && (
          <Alert severity="success">
            The accounting system ({result.data.source}) holds assignments for{' '}
            {result.data.assignments} project{result.data.assignments === 1 ? '' : 's'}.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {result.isError && (
          <Button onClick={() => result.refetch()} disabled={result.isFetching}>
            Retry
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
