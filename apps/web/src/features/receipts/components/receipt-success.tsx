import Alert from '@mui/material/Alert';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';

/** Replaces the form once accounting has the receipt (spec 3 §2.10). */
export function ReceiptSuccess(props: { receiptNumber: string }) {
  return (
    <Alert severity="success" variant="filled" role="status" sx={{ fontSize: '1.05rem' }}>
      {RECEIPT_TEXTS.success}
      <br />
      Receipt number {props.receiptNumber}
    </Alert>
  );
}
