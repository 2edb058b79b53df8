import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

export function listEntityHistory(db: TDbOrTx, params: { entity: string; entityId: string }) {
  return db
    .select({
      auditId: auditLog.auditId,
      at: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      userId: auditLog.userId,
      userName: users.displayName,
      action: auditLog.action,
      field: auditLog.field,
      oldValue: auditLog.oldValue,
      newValue: auditLog.newValue,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.userId, auditLog.userId))
    .where(and(eq(auditLog.entity, params.entity), eq(auditLog.entityId, params.entityId)))
    .orderBy(desc(auditLog.auditId))
    .limit(1000);
}
