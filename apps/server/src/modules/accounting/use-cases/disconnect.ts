import type { TAccountingConnection } from '@n5/shared/accounting/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { deleteRefreshToken, readConnection } from '../../../lib/accounting/token-store';
import { recordAudit } from '../../../lib/audit';
import { CONNECTION_ENTITY, type TAccountingDeps } from '../deps';
import { getConnection } from './get-connection';

/** Deletes the stored refresh token (audited); pushes then fail until an admin connects again. */
export async function disconnect(
  deps: TAccountingDeps,
  user: TUser,
): Promise<TAccountingConnection> {
  await deps.db.transaction(async (tx) => {
    const before = await readConnection(tx);
    if (!(await deleteRefreshToken(tx)) || !before) return;
    await recordAudit(tx, {
      userId: user.UserID,
      entity: CONNECTION_ENTITY,
      entityId: 'acumatica',
      action: 'delete',
      before: { connectedBy: before.connectedByUserId, connectedAt: before.connectedAt },
    });
  });
  return getConnection(deps);
}
