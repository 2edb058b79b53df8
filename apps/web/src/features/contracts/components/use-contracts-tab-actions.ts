import { useState } from 'react';
import type { TProject } from '@n5/shared/project/schemas';
import { mutationGroup } from '../../../lib/mutation-group';
import {
  useAddAlternate,
  useAddClientContract,
  useAddSubContract,
  useConfirmedContractAction,
  useSendAlternateSelection,
  useSendContract,
  useSetClientDescription,
  useSetContractDays,
  useSetContractRetention,
  useUploadBid,
  useUploadSignedContract,
  type TConfirmedAction,
} from '../api/contract-writes';
import { rowActionHandler } from './contract-row-actions';
import type { TContractRow, TRowAction } from './contract-table';
import type { TDialog } from './contracts-tab-dialogs';

type TKind = 'client' | 'sub';

/** Writes made in the tables and the toolbar: a refusal shows in the tab's alert. */
function useInlineWrites(kind: TKind, projectId: number, setAlert: (m: string | null) => void) {
  const inline = { onError: (e: Error) => setAlert(e.message), onSuccess: () => setAlert(null) };
  const addContract = useAddClientContract(projectId);
  const addAlternate = useAddAlternate(projectId);
  const addSub = useAddSubContract(projectId);
  const days = useSetContractDays(projectId, kind);
  const retention = useSetContractRetention(projectId, kind);
  const signed = useUploadSignedContract(projectId, kind);
  return {
    addContract: () => addContract.mutate(undefined, inline),
    addAlternate: () => addAlternate.mutate(undefined, inline),
    addSub: (subCompanyID: number) => addSub.mutate(subCompanyID, inline),
    setDays: (row: TContractRow, text: string) =>
      days.mutate({ guid: row.guid, days: text.trim() || null }, inline),
    setRetention: (row: TContractRow, text: string) =>
      retention.mutate({ guid: row.guid, retention: text.trim() || '0' }, inline),
    uploadSigned: (row: TContractRow, file: File) =>
      signed.mutate({ guid: row.guid, file }, inline),
  };
}

/** Writes made in a dialog: a refusal shows in the dialog; success closes it. */
function useDialogWrites(kind: TKind, projectId: number, close: () => void) {
  const send = useSendContract(projectId, kind);
  const sendAlternates = useSendAlternateSelection(projectId);
  const description = useSetClientDescription(projectId);
  const bid = useUploadBid(projectId);
  const confirmed = useConfirmedContractAction(projectId, kind);
  const group = mutationGroup(send, sendAlternates, description, bid, confirmed);
  const done = { onSuccess: close };
  return {
    group,
    send: (dialog: 'send' | 'alternates', row: TContractRow, to: string[], message: string) =>
      dialog === 'alternates'
        ? sendAlternates.mutate({ guid: row.guid, recipients: to, text: message }, done)
        : send.mutate({ guid: row.guid, recipients: to, message }, done),
    saveDescription: (row: TContractRow, text: string) =>
      description.mutate({ guid: row.guid, contractDescription: text }, done),
    uploadBid: (row: TContractRow, bidDate: string, file: File) =>
      bid.mutate({ guid: row.guid, bidDate, file }, done),
    confirm: (action: TConfirmedAction, row: TContractRow) =>
      confirmed.mutate({ action, guid: row.guid, companyId: row.companyId }, done),
  };
}

/**
 * The tab's writes (each a typed mutation of its endpoint, refreshing the contracts), the open
 * dialog and its error, the inline alert, and the row actions.
 */
export function useContractsTabActions(
  kind: TKind,
  project: TProject,
  pickSignedFile: (row: TContractRow) => void,
) {
  const projectId = project.ProjectID;
  const [dialog, setDialog] = useState<TDialog>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const inline = useInlineWrites(kind, projectId, setAlert);
  const writes = useDialogWrites(kind, projectId, () => setDialog(null));
  const close = () => {
    setDialog(null);
    writes.group.reset();
  };
  const onAction = (action: TRowAction, row: TContractRow) =>
    rowActionHandler({ kind, project, setAlert, setDialog, pickSignedFile })(action, row);
  return {
    dialog,
    error: writes.group.error?.message ?? null,
    busy: writes.group.isPending,
    alert,
    setAlert,
    close,
    inline,
    writes,
    onAction,
  };
}
