import { formatUsd, parseReceiptTotal } from '@n5/shared/receipts/rules';
import { useCurrentUser } from '../../../lib/session';
import { useSaveNonProjectReceipt } from '../api/receipt-queries';
import { ReceiptFlow } from './receipt-flow';

/** The non-project flow, 4 steps (spec 3 §2.10). */
export function NonProjectReceipt() {
  const user = useCurrentUser();
  const save = useSaveNonProjectReceipt();
  return (
    <ReceiptFlow
      kind="nonproject"
      firstStep={1}
      fileName="receipt.pdf"
      submit={(values, upload) =>
        save.mutateAsync({
          receiptFileURL: upload.blobUrl,
          vendor: values.vendor,
          transactionDate: values.transactionDate,
          total: formatUsd(parseReceiptTotal(values.total)!),
          purchasedWithCard: values.purchasedWithCard === 'yes',
          contentType: 'application/pdf',
          fileName: upload.fileName,
          displayName: user.DisplayName,
          notes: values.notes,
        })
      }
    />
  );
}
