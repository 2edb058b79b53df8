import { useState } from 'react';
import type { TProject } from '@n5/shared/project/schemas';
import { useContractMutation } from '../api/contracts-queries';
import { confirmedWork, rowActionHandler } from './contract-row-actions';
import type { TContractRow, TRowAction } from './contract-table';
import type { TDialog } from './contracts-tab-dialogs';

/**
 * The tab's writes: one mutation that runs the given call (then refreshes the contracts), the
 * open dialog and its error, the inline alert, and the row actions.
 */
export function useContractsTabActions(
  kind: 'client' | 'sub',
  project: TProject,
  pickSignedFile: (row: TContractRow) => void,
) {
  const projectId = project.ProjectID;
  const [dialog, setDialog] = useState<TDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const close = () => {
    setDialog(null);
    setError(null);
  };
  const run = useContractMutation(projectId, async (work: () => Promise<unknown>) => work());
  const act = (work: () => Promise<unknown>, after?: () => void) => {
    setError(null);
    run.mutate(work, {
      onSuccess: () => {
        close();
        after?.();
      },
      onError: (e) => setError(e.message),
    });
  };
  const actInline = (work: () => Promise<unknown>) =>
    run.mutate(work, { onError: (e) => setAlert(e.message), onSuccess: () => setAlert(null) });
  const onAction = (action: TRowAction, row: TContractRow) =>
    rowActionHandler({ kind, project, setAlert, setDialog, pickSignedFile })(action, row);
  const confirm = (action: string, row: TContractRow) =>
    act(() => confirmedWork(kind, projectId, action, row));
  return {
    dialog,
    error,
    alert,
    setAlert,
    close,
    act,
    actInline,
    onAction,
    confirm,
    busy: run.isPending,
  };
}
