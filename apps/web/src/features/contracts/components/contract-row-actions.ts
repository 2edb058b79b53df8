import type { TProject } from '@n5/shared/project/schemas';
import { callApi } from '../../../lib/api-client';
import { contractsApi as c } from '../api/contracts-queries';
import type { TDialog } from './contracts-tab-dialogs';
import type { TContractRow, TRowAction } from './contract-table';

type TKind = 'client' | 'sub';

interface TRowActionDeps {
  kind: TKind;
  project: TProject;
  setAlert: (message: string | null) => void;
  setDialog: (dialog: TDialog) => void;
  /** Opens the file picker for the signed contract of the row. */
  pickSignedFile: (row: TContractRow) => void;
}

/** The client contract's readiness (spec 1 §5): null when the check failed (alerted). */
async function clientReadiness(row: TContractRow, deps: TRowActionDeps) {
  return callApi(c.checkClientContractReady, { query: { guid: row.guid } }).catch((e: Error) => {
    deps.setAlert(e.message);
    return null;
  });
}

/** Send: the readiness checks first, then the send dialog with the recipients filled in. */
async function openSend(row: TContractRow, deps: TRowActionDeps) {
  const { setDialog } = deps;
  if (deps.kind === 'client') {
    const ready = await clientReadiness(row, deps);
    if (!ready) return;
    if (ready.messages.length > 0) return setDialog({ kind: 'errors', messages: ready.messages });
    return setDialog({ kind: 'send', row, recipients: deps.project.ClientContactEmail ?? '' });
  }
  const ready = await callApi(c.checkSubContractReady, { query: { guid: row.guid } }).catch(
    (e: Error) => {
      deps.setAlert(e.message);
      return null;
    },
  );
  if (!ready) return;
  const r = ready.subContractReady;
  if (r.clientContractApprovedInd === 0 || r.subContractReadyInd === 0) {
    return setDialog({ kind: 'missing', message: r.message });
  }
  const email = await callApi(c.subCompanyEmail, { query: { guid: row.guid } }).catch(() => ({
    email: '',
  }));
  return setDialog({ kind: 'send', row, recipients: email.email });
}

/** Upload: a client upload approves the contract, so the same readiness as a send (spec 1 §5). */
async function startUpload(row: TContractRow, deps: TRowActionDeps) {
  if (deps.kind === 'client') {
    const ready = await clientReadiness(row, deps);
    if (!ready) return;
    if (ready.messages.length > 0)
      return deps.setDialog({ kind: 'errors', messages: ready.messages });
  }
  deps.pickSignedFile(row);
}

/** What a row's button or menu item does: a check, a dialog, or the file picker. */
export function rowActionHandler(deps: TRowActionDeps) {
  return async function onAction(action: TRowAction, row: TContractRow) {
    deps.setAlert(null);
    if (action === 'send') return openSend(row, deps);
    if (action === 'upload') return startUpload(row, deps);
    if (action === 'uploadBid') return deps.setDialog({ kind: 'uploadBid', row });
    if (action === 'alternatesForm') {
      const recipients = deps.project.ClientContactEmail ?? '';
      return deps.setDialog({ kind: 'alternates', row, recipients });
    }
    if (action === 'inclusions') return deps.setDialog({ kind: 'inclusions', row });
    deps.setDialog({ kind: 'confirm', row, action });
  };
}
