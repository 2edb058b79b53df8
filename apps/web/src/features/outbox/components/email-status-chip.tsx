import Chip from '@mui/material/Chip';
import { MAIL_HELD_STATUS, MAIL_HELD_TEXT, type TEmailStatus } from '@n5/shared/email/schemas';

const COLORS: Record<TEmailStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  sending: 'info',
  sent: 'success',
  failed: 'error',
};

export const EMAIL_STATUS_LABELS: Record<TEmailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** A message's status; a queued one reads "Held" while no mail server is configured. */
export function EmailStatusChip(props: { status: TEmailStatus; deliveryConfigured: boolean }) {
  if (props.status === 'queued' && !props.deliveryConfigured) {
    return <Chip size="small" color="warning" label={MAIL_HELD_STATUS} title={MAIL_HELD_TEXT} />;
  }
  return (
    <Chip size="small" color={COLORS[props.status]} label={EMAIL_STATUS_LABELS[props.status]} />
  );
}
