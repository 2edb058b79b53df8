import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { TStageType } from '@n5/shared/project/constants';
import {
  allowedStageChanges,
  STAGE_ADVANCE_CONFIRM,
  stageCellAction,
} from '@n5/shared/project/stages';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { RequestDialog } from '../../../components/request-dialog';
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

  const text = <DialogContentText>{subject}</DialogContentText>;

  if (action === 'advance') {
    const to = allowedStageChanges(project.StageType)[0]!;
    return (
      <RequestDialog
        title={STAGE_ADVANCE_CONFIRM[to]}
        error={change.error}
        onClose={onClose}
        actions={
          <>
            <Button onClick={onClose}>No</Button>
            <Button variant="contained" disabled={change.isPending} onClick={() => handle(to)}>
              Yes
            </Button>
          </>
        }
      >
        {text}
      </RequestDialog>
    );
  }
  return (
    <RequestDialog
      title="Cancel or Reject Project"
      error={change.error}
      onClose={onClose}
      actions={
        <>
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
        </>
      }
    >
      {text}
    </RequestDialog>
  );
}
