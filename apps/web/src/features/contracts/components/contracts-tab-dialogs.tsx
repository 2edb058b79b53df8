import { callApi } from '../../../lib/api-client';
import { contractsApi as c, uploadTo } from '../api/contracts-queries';
import {
  ConfirmContractDialog,
  InclusionDescriptionDialog,
  MissingInformationDialog,
  ProjectErrorsDialog,
  SendContractDialog,
  UploadBidDialog,
} from './contract-dialogs';
import { CONFIRM } from './contract-rows';
import type { TContractRow } from './contract-table';

export type TDialog =
  | { kind: 'send'; row: TContractRow; recipients: string }
  | { kind: 'alternates'; row: TContractRow; recipients: string }
  | { kind: 'errors'; messages: string[] }
  | { kind: 'missing'; message: string }
  | { kind: 'inclusions'; row: TContractRow }
  | { kind: 'uploadBid'; row: TContractRow }
  | {
      kind: 'confirm';
      row: TContractRow;
      action: 'deactivate' | 'reactivate' | 'returnToPending' | 'pushWithoutSignature' | 'resync';
    }
  | null;

type TSendDialog = Extract<NonNullable<TDialog>, { kind: 'send' | 'alternates' }>;

/** A contract sent (to the client or the sub), or the alternates form sent to the client. */
function sendFrom(
  dialog: TSendDialog,
  tab: { kind: 'client' | 'sub'; projectId: number },
  recipients: string[],
  message: string,
) {
  if (dialog.kind === 'alternates')
    return callApi(c.sendAlternateSelection, {
      body: { guid: dialog.row.guid, recipients: recipients.join(';'), text: message },
    });
  return callApi(tab.kind === 'client' ? c.sendClientContract : c.sendSubContract, {
    body: { guid: dialog.row.guid, projectID: tab.projectId, recipients, message },
  });
}

/** The dialog a Client or Sub Contract tab has open, each sending through the tab's `act`. */
export function ContractsTabDialogs(props: {
  dialog: TDialog;
  kind: 'client' | 'sub';
  projectId: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  act: (work: () => Promise<unknown>) => void;
  onConfirm: (action: string, row: TContractRow) => void;
}) {
  const { dialog } = props;
  return (
    <>
      {dialog?.kind === 'errors' && (
        <ProjectErrorsDialog messages={dialog.messages} onClose={props.onClose} />
      )}
      {dialog?.kind === 'missing' && (
        <MissingInformationDialog message={dialog.message} onClose={props.onClose} />
      )}
      {(dialog?.kind === 'send' || dialog?.kind === 'alternates') && (
        <SendContractDialog
          title={dialog.kind === 'alternates' ? 'Alternates form' : undefined}
          initialRecipients={dialog.recipients}
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onSend={(recipients, message) =>
            props.act(() => sendFrom(dialog, props, recipients, message))
          }
        />
      )}
      {dialog?.kind === 'inclusions' && (
        <InclusionDescriptionDialog
          contractType={dialog.row.type}
          description={dialog.row.description}
          readOnly={props.kind === 'sub' || dialog.row.sent || dialog.row.stage === 'Approved'}
          inclusions={dialog.row.inclusions}
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onSave={(text) =>
            props.act(() =>
              callApi(c.setClientDescription, {
                body: { guid: dialog.row.guid, contractDescription: text },
              }),
            )
          }
        />
      )}
      {dialog?.kind === 'uploadBid' && (
        <UploadBidDialog
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onUpload={(bidDate, file) =>
            props.act(() => uploadTo(c.uploadBid, file, { bidGUID: dialog.row.guid, bidDate }))
          }
        />
      )}
      {dialog?.kind === 'confirm' && (
        <ConfirmContractDialog
          title={CONFIRM[dialog.action]!.title}
          text={CONFIRM[dialog.action]!.text}
          confirmLabel={CONFIRM[dialog.action]!.label}
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onConfirm={() => props.onConfirm(dialog.action, dialog.row)}
        />
      )}
    </>
  );
}
