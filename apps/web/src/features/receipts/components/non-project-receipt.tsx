import { formatUsd, parseReceiptTotal } from '@n5/shared/receipts/rules';
import { useCurrentUser } from '../../../lib/session';
import { ReceiptFlow } from './receipt-flow';

/** The non-project flow, 4 steps (spec 3 §2.10). */
export function NonProjectReceipt() {
  const user = useCurrentUser();
  const fileName = 'receipt.pdf';
  return (
    <ReceiptFlow
      kind="nonproject"
      firstStep={1}
      fileName={fileName}
      projectId={0}
      saveOf={(values) => ({
        kind: 'nonproject',
        body: {
          vendor: values.vendor,
          transactionDate: values.transactionDate,
          total: formatUsd(parseReceiptTotal(values.total)!),
          purchasedWithCard: values.purchasedWithCard === 'yes',
          contentType: 'application/pdf',
          fileName,
          displayName: user.DisplayName,
          notes: values.notes,
        },
      })}
    />
  );
}
