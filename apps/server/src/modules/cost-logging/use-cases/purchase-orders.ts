import type { TPurchaseOrderType } from '@n5/shared/cost-logging/rules';
import type { TPurchaseOrder } from '@n5/shared/cost-logging/schemas';
import type { TDbOrTx } from '../../../db/client';
import * as q from '../queries';

/** The kind of cost entry of an Equipment or Other purchase order. */
export const costKindOf = (type: TPurchaseOrderType) =>
  type === 'Equipment' ? ('equipment' as const) : ('other' as const);

/** A condition's purchase orders of one type, optionally one person's or one day's. */
export async function purchaseOrdersOf(
  db: TDbOrTx,
  filter: { conditionId: number; type: TPurchaseOrderType; userId?: number; date?: string },
): Promise<TPurchaseOrder[]> {
  if (filter.type === 'Material') {
    const rows = await q.listMaterial(db, filter);
    return rows.map((r) => ({ ...r, EstimateToComplete: null, type: 'Material' }));
  }
  const rows = await q.listCostEntries(db, { ...filter, kind: costKindOf(filter.type) });
  return rows.map((r) => ({ ...r, type: filter.type }));
}
