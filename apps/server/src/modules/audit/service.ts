import type { TDb } from '../../db/client';
import { listEntityHistory } from './queries';

/** The change history of one record, as the audit log holds it. */
export function createAuditService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    listEntityHistory: (entity: string, entityId: string) =>
      listEntityHistory(db, { entity, entityId }),
  };
}
export type TAuditService = ReturnType<typeof createAuditService>;
