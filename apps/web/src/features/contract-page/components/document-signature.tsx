import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TContractStatus } from '@n5/shared/contract-page/schemas';
import { formatShortDate } from '../../../lib/format';

/** Who approved and when, with the signature image; or "Not signed yet." */
export function DocumentSignature({ status }: { status: TContractStatus }) {
  if (!status.approved)
    return (
      <Typography variant="body2" color="text.secondary">
        Not signed yet.
      </Typography>
    );
  return (
    <Box data-testid="client-signature">
      <Typography variant="body2">
        Approved by: <strong>{status.approvedBy}</strong>
      </Typography>
      <Typography variant="body2">Date: {formatShortDate(status.approvalDate)}</Typography>
      {status.signatureImage && (
        <Box
          component="img"
          src={status.signatureImage}
          alt={`Signature of ${status.approvedBy ?? ''}`}
          sx={{ maxHeight: 80, maxWidth: 260, mt: 1, display: 'block' }}
        />
      )}
    </Box>
  );
}
