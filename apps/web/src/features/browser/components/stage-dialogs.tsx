import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { TStageType } from '@n5/shared/project/constants';
import {
  advanceTarget,
  CANCEL_OR_REJECT_DISMISS,
  CANCEL_OR_REJECT_TITLE,
  CLOSING_STAGE_LABELS,
  stageCellAction,
  stageChangeConfirmation,
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

  const to = advanceTarget(project.StageType);
  if (action === 'advance' && to) {
    const confirmation = stageChangeConfirmation(project.StageType, to);
    return (
      <RequestDialog
        title={confirmation.title}
        error={change.error}
        onClose={onClose}
        actions={
          <>
            <Button onClick={onClose}>{confirmation.dismissLabel}</Button>
            <Button variant="contained" disabled={change.isPending} onClick={() => handle(to)}>
              {confirmation.confirmLabel}
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
      title={CANCEL_OR_REJECT_TITLE}
      error={change.error}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{CANCEL_OR_REJECT_DISMISS}</Button>
          <Button
            color="warning"
            variant="outlined"
            disabled={change.isPending}
            onClick={() => handle('Canceled')}
          >
            {CLOSING_STAGE_LABELS.Canceled}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={change.isPending}
            onClick={() => handle('Rejected')}
          >
            {CLOSING_STAGE_LABELS.Rejected}
          </Button>
        </>
      }
    >
      {text}
    </RequestDialog>
  );
}
