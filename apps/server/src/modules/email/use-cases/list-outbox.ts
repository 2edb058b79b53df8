import { isDeliveryConfigured, type TEmailDeps } from '../deps';
import { listOutbox as selectOutbox } from '../queries';

/** A page of the outbox with the count of each status. */
export async function listOutbox(deps: TEmailDeps, params: Parameters<typeof selectOutbox>[1]) {
  const { messages, total, byStatus } = await selectOutbox(deps.db, params);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of byStatus) counts[row.status] = row.n;
  return {
    messages,
    total,
    page: params.page,
    pageSize: params.pageSize,
    counts,
    deliveryConfigured: isDeliveryConfigured(deps),
  };
}
