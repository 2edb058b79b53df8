import { QueuedWrites } from '../../../components/queued-writes';
import { discardFieldWrite, useFieldQueue } from '../../../lib/field-queue/field-queue';
import { RECEIPTS_SCOPE } from '../api/receipt-queries';

/**
 * Receipts kept on the phone (issue 35 item 5): pending ones go, with their PDF, when the network
 * returns; a refused one stays with the server's message until the person discards it (and
 * makes it again: the photo is on the phone, not in the app).
 */
export function QueuedReceipts() {
  const entries = useFieldQueue().filter((e) => e.scope === RECEIPTS_SCOPE);
  return (
    <QueuedWrites
      entries={entries}
      label="Receipts waiting to send"
      heading="h2"
      itemTestId="queued-receipt"
      onDiscard={(e) => void discardFieldWrite(e.key)}
    />
  );
}
