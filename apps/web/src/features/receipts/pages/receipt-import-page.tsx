import { useParams } from 'react-router';
import { isReceiptType, RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { NonProjectReceipt } from '../components/non-project-receipt';
import { ProjectReceipt } from '../components/project-receipt';
import { ReceiptTypeChooser } from '../components/receipt-type-chooser';
import { MobileTitle } from '../components/mobile-title';

/** /m/receipts/{type?} (spec 3 §2.10): the chooser, or the flow of the type. */
export function ReceiptImportPage() {
  const { type } = useParams();
  if (!isReceiptType(type)) {
    return (
      <MobileTitle title="Import Receipt">
        <ReceiptTypeChooser />
      </MobileTitle>
    );
  }
  return type === 'project' ? (
    <MobileTitle title={RECEIPT_TEXTS.project}>
      <ProjectReceipt />
    </MobileTitle>
  ) : (
    <MobileTitle title={RECEIPT_TEXTS.nonProject}>
      <NonProjectReceipt />
    </MobileTitle>
  );
}
