import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { auditLog, projects, users } from '../../db/schema/index';

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

const atText = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of the audit log, newest first: `limit` rows after the cursor `before` (an audit id),
 * filtered. The primary key orders and bounds the scan; a user or day filter reads along it
 * (audit_log has no other index than by record, so writes pay for none; docs/decisions/admin.md).
 */
export function listAuditLogPage(
  db: TDbOrTx,
  params: {
    userId?: number;
    entity?: string;
    entityId?: string;
    from?: string;
    to?: string;
    before?: string;
    limit: number;
  },
) {
  const where = [
    params.userId === undefined ? undefined : eq(auditLog.userId, params.userId),
    params.entity === undefined ? undefined : eq(auditLog.entity, params.entity),
    params.entityId === undefined ? undefined : eq(auditLog.entityId, params.entityId),
    params.from === undefined ? undefined : sql`${auditLog.at} >= ${params.from}::date`,
    params.to === undefined ? undefined : sql`${auditLog.at} < ${params.to}::date + 1`,
    params.before === undefined ? undefined : sql`${auditLog.auditId} < ${params.before}::bigint`,
  ].filter((c) => c !== undefined);
  return db
    .select({
      auditId: auditLog.auditId,
      at: atText,
      userId: auditLog.userId,
      userName: users.displayName,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      field: auditLog.field,
      oldValue: auditLog.oldValue,
      newValue: auditLog.newValue,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.userId, auditLog.userId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.auditId))
    .limit(params.limit);
}

/** The record types in the log: a skip scan over the record index (one step per type). */
export async function listAuditEntities(db: TDbOrTx) {
  const result = await db.execute(sql`
    with recursive t(e) as (
      select min(entity) from audit_log
      union all
      select (select min(entity) from audit_log where entity > t.e) from t where t.e is not null)
    select e as entity from t where e is not null order by e`);
  return rowsOf<{ entity: string }>(result).map((r) => r.entity);
}

/** Every user, by name (the user filter). */
export function listAuditUsers(db: TDbOrTx) {
  return db
    .select({ userId: users.userId, name: users.displayName })
    .from(users)
    .orderBy(asc(users.displayName), asc(users.userId));
}

export async function projectExists(db: TDbOrTx, projectId: number) {
  const rows = await db
    .select({ projectId: projects.projectId })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return rows.length > 0;
}
