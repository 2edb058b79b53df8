import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RECALCULATED_TEXT, RECALCULATION_FAILED_TEXT } from '@n5/shared/dashboards/constants';
import { queryKeys } from '../../../lib/query-keys';
import { recalculationQuery, useRequestRecalculation } from '../api/dashboards-queries';
import { DialogShell } from '../../../components/dialog-shell';

function Waiting() {
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <CircularProgress size={22} aria-hidden />
      <Typography>Recalculating the dashboard…</Typography>
    </Stack>
  );
}

/**
 * Recalculate Dashboard (side menu, goal screens): queues the job, then waits for it to really
 * finish before saying 'Dashboard has been recalculated' (or the error text).
 */
export function RecalculateDashboardDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const request = useRequestRecalculation();
  const { mutate } = request;
  useEffect(() => mutate(), [mutate]);
  const id = request.data?.recalculationId ?? 0;
  const status = useQuery({ ...recalculationQuery(id), enabled: id > 0 });
  const state = status.data?.status;
  useEffect(() => {
    if (state === 'done')
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards.all });
  }, [state, queryClient]);
  const failed = request.isError || status.isError || state === 'failed';
  return (
    <DialogShell
      title="Recalculate Dashboard"
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
      {failed ? (
        <Alert severity="error">{RECALCULATION_FAILED_TEXT}</Alert>
      ) : state === 'done' ? (
        <Alert severity="success">{RECALCULATED_TEXT}</Alert>
      ) : (
        <Waiting />
      )}
    </DialogShell>
  );
}
