import { useQuery } from '@tanstack/react-query';
import { payAppEmailQuery } from '../api/billing-queries';
import { SendToClientDialog } from './pay-app-dialogs';

/**
 * The send-to-client dialog once its recipients are known (the client contact, or whom it was
 * last sent to); if they cannot be read, the dialog opens with the field empty and says why.
 */
export function SendDialogLoader(props: {
  projectId: number;
  number: number;
  busy: boolean;
  error: string | null;
  onSend: (recipients: string[], message: string) => void;
  onClose: () => void;
}) {
  const details = useQuery(payAppEmailQuery(props.projectId, props.number));
  if (details.isPending) return null;
  return (
    <SendToClientDialog
      number={props.number}
      initialRecipients={details.data?.recipients ?? []}
      link={details.data?.link ?? ''}
      busy={props.busy}
      error={
        props.error ??
        (details.isError
          ? `The recipients could not be read (${details.error.message}): type them.`
          : null)
      }
      onSend={props.onSend}
      onClose={props.onClose}
    />
  );
}
