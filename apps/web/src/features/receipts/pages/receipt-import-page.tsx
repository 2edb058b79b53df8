import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { isReceiptType, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { NonProjectReceipt } from '../components/non-project-receipt';
import { ProjectReceipt } from '../components/project-receipt';
import { QueuedReceipts } from '../components/queued-receipts';
import { ReceiptTypeChooser } from '../components/receipt-type-chooser';
import { MobileTitle } from '../components/mobile-title';

/** /m/receipts/{type?} (spec 3 §2.10): the chooser, or the flow of the type; queued receipts below. */
export function ReceiptImportPage() {
  const { type } = useParams();
  if (!isReceiptType(type)) {
    return (
      <MobileTitle title="Import Receipt">
        <Stack spacing={3}>
          <ReceiptTypeChooser />
          <QueuedReceipts />
        </Stack>
      </MobileTitle>
    );
  }
  return (
    <MobileTitle title={type === 'project' ? RECEIPT_TEXTS.project : RECEIPT_TEXTS.nonProject}>
      <Stack spacing={3}>
        {type === 'project' ? <ProjectReceipt /> : <NonProjectReceipt />}
        <QueuedReceipts />
      </Stack>
    </MobileTitle>
  );
}
