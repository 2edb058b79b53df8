import type { TConfirmedAction } from '../api/contract-writes';
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
import { isContractRowReadOnly } from '@n5/shared/contracts/rules';

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
      action: TConfirmedAction;
    }
  | null;

/** The dialogs' writes (each closes its dialog once it succeeds). */
interface TDialogWrites {
  send: (dialog: 'send' | 'alternates', row: TContractRow, to: string[], message: string) => void;
  saveDescription: (row: TContractRow, text: string) => void;
  uploadBid: (row: TContractRow, bidDate: string, file: File) => void;
  confirm: (action: TConfirmedAction, row: TContractRow) => void;
}

/** The dialog a Client or Sub Contract tab has open, each writing through the tab's writes. */
export function ContractsTabDialogs(props: {
  dialog: TDialog;
  kind: 'client' | 'sub';
  projectId: number;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  writes: TDialogWrites;
}) {
  const { dialog, writes } = props;
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
            writes.send(dialog.kind, dialog.row, recipients, message)
          }
        />
      )}
      {dialog?.kind === 'inclusions' && (
        <InclusionDescriptionDialog
          contractType={dialog.row.type}
          description={dialog.row.description}
          readOnly={props.kind === 'sub' || isContractRowReadOnly(dialog.row)}
          inclusions={dialog.row.inclusions}
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onSave={(text) => writes.saveDescription(dialog.row, text)}
        />
      )}
      {dialog?.kind === 'uploadBid' && (
        <UploadBidDialog
          busy={props.busy}
          error={props.error}
          onClose={props.onClose}
          onUpload={(bidDate, file) => writes.uploadBid(dialog.row, bidDate, file)}
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
          onConfirm={() => writes.confirm(dialog.action, dialog.row)}
        />
      )}
    </>
  );
}
