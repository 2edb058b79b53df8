import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TStageType } from '@n5/shared/project/constants';
import {
  allowedStageChanges,
  STAGE_ADVANCE_CONFIRM,
  stageCellAction,
} from '@n5/shared/project/stages';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { useChangeStage } from '../api/browser-queries';

/**
 * The stage cell's dialogs (spec 2 §4): a confirmation to advance APRVD -> WIP or WIP ->
 * Completed, and 'Cancel or Reject Project' for PREP and CLIENT. A failure shows its message.
 */
export function StageDialog({
  project,
  onClose,
}: {
  project: TBrowserProject;
  onClose: () => void;
}) {
  const change = useChangeStage();
  const action = stageCellAction(project.StageType);
  const handle = (stageType: TStageType) =>
    change.mutate({ projectId: project.ProjectID, stageType }, { onSuccess: onClose });
  const subject = `${project.ProjectID}-${project.ProjectName}`;

  if (action === 'advance') {
    const to = allowedStageChanges(project.StageType)[0]!;
    return (
      <Dialog open onClose={onClose} aria-labelledby="stage-dialog-title">
        <DialogTitle id="stage-dialog-title">{STAGE_ADVANCE_CONFIRM[to]}</DialogTitle>
        <DialogContent>
          <DialogContentText>{subject}</DialogContentText>
          {change.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {change.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>No</Button>
          <Button variant="contained" disabled={change.isPending} onClick={() => handle(to)}>
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="stage-dialog-title">
      <DialogTitle id="stage-dialog-title">Cancel or Reject Project</DialogTitle>
      <DialogContent>
        <DialogContentText>{subject}</DialogContentText>
        {change.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {change.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Nevermind</Button>
        <Button
          color="warning"
          variant="outlined"
          disabled={change.isPending}
          onClick={() => handle('Canceled')}
        >
          Cancel Project
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={change.isPending}
          onClick={() => handle('Rejected')}
        >
          Reject Project
        </Button>
      </DialogActions>
    </Dialog>
  );
}
