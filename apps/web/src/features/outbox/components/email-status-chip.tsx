import Chip from '@mui/material/Chip';
import type { TEmailStatus } from '@n5/shared/email/schemas';

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

export function EmailStatusChip({ status }: { status: TEmailStatus }) {
  return <Chip size="small" color={COLORS[status]} label={EMAIL_STATUS_LABELS[status]} />;
}
