import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TEmailStatus } from '@n5/shared/email/schemas';
import type { TDbOrTx } from '../../db/client';
import { emailGroupMembers, emailGroups, emailOutbox, users } from '../../db/schema/index';

const listColumns = {
  emailId: emailOutbox.emailId,
  to: emailOutbox.toAddresses,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  relatedEntity: emailOutbox.relatedEntity,
  relatedId: emailOutbox.relatedId,
  createdAt: sql<string>`to_char(${emailOutbox.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  sentAt: sql<
    string | null
  >`to_char(${emailOutbox.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

export async function listOutbox(
  db: TDbOrTx,
  params: { status?: TEmailStatus; page: number; pageSize: number },
) {
  const where = params.status ? eq(emailOutbox.status, params.status) : undefined;
  const [messages, totals, byStatus] = await Promise.all([
    db
      .select(listColumns)
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.emailId))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(emailOutbox).where(where),
    db
      .select({ status: emailOutbox.status, n: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
  ]);
  return { messages, total: totals[0]?.total ?? 0, byStatus };
}

export async function findOutboxMessage(db: TDbOrTx, emailId: number) {
  const [row] = await db
    .select({
      ...listColumns,
      cc: emailOutbox.ccAddresses,
      bcc: emailOutbox.bccAddresses,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      createdByName: users.displayName,
    })
    .from(emailOutbox)
    .leftJoin(users, eq(users.userId, emailOutbox.createdBy))
    .where(eq(emailOutbox.emailId, emailId));
  return row ?? null;
}

/** Failed → queued with a fresh attempt budget; returns false when the message was not failed. */
export async function requeueFailed(db: TDbOrTx, emailId: number) {
  const rows = await db
    .update(emailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(emailOutbox.emailId, emailId), eq(emailOutbox.status, 'failed')))
    .returning({ emailId: emailOutbox.emailId });
  return rows.length > 0;
}

export async function listGroups(db: TDbOrTx) {
  const rows = await db
    .select({
      groupId: emailGroups.groupId,
      name: emailGroups.name,
      description: emailGroups.description,
      members: sql<
        string[]
      >`coalesce(array_agg(${emailGroupMembers.emailAddress} order by ${emailGroupMembers.emailAddress}) filter (where ${emailGroupMembers.emailAddress} is not null), '{}')`,
    })
    .from(emailGroups)
    .leftJoin(emailGroupMembers, eq(emailGroupMembers.groupId, emailGroups.groupId))
    .groupBy(emailGroups.groupId)
    .orderBy(emailGroups.name);
  return rows;
}

export async function findGroupByName(db: TDbOrTx, name: string) {
  const groups = await listGroups(db);
  return groups.find((g) => g.name.toLowerCase() === name.trim().toLowerCase()) ?? null;
}

export async function upsertGroup(
  db: TDbOrTx,
  group: { name: string; description: string; members: string[] },
) {
  const [row] = await db
    .insert(emailGroups)
    .values({ name: group.name, description: group.description })
    .onConflictDoUpdate({ target: emailGroups.name, set: { description: group.description } })
    .returning({ groupId: emailGroups.groupId });
  const groupId = row!.groupId;
  await db.delete(emailGroupMembers).where(eq(emailGroupMembers.groupId, groupId));
  if (group.members.length) {
    await db.insert(emailGroupMembers).values(
      [...new Set(group.members.map((m) => m.toLowerCase()))].map((emailAddress) => ({
        groupId,
        emailAddress,
      })),
    );
  }
  return groupId;
}

/** A key of our own for pg_advisory_xact_lock(key, userId): one user's mail budget at a time. */
const MAIL_BUDGET_LOCK = 30_004;

/**
 * How many messages a user queued in the last minute and hour, counted under a per-user lock
 * held to the end of the caller's transaction, so parallel sends cannot both pass the last slot.
 */
export async function lockAndCountMailBy(tx: TDbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_BUDGET_LOCK}, ${userId})`);
  const [row] = await tx
    .select({
      lastMinute: sql<number>`count(*) filter (where ${emailOutbox.createdAt} > now() - interval '1 minute')::int`,
      lastHour: sql<number>`count(*)::int`,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.createdBy, userId),
        sql`${emailOutbox.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return { lastMinute: row?.lastMinute ?? 0, lastHour: row?.lastHour ?? 0 };
}
