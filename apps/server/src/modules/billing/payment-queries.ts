import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { payAppPayments, payApps, projects, users } from '../../db/schema/index';

/** A certified figure of the frozen G702, as text (null until certified). */
const g702 = (name: string) => sql<string>`(${payApps.certified} -> 'g702' ->> ${name})`;

const paymentColumns = {
  paymentId: payAppPayments.paymentId,
  payAppId: payAppPayments.payAppId,
  number: payApps.number,
  amount: payAppPayments.amount,
  receivedOn: payAppPayments.receivedOn,
  reference: payAppPayments.reference,
  recordedByName: users.displayName,
  recordedAt: payAppPayments.recordedAt,
};

/** The payments recorded against a project's pay apps, by pay app then date. */
export async function paymentsOfProject(db: TDbOrTx, projectId: number) {
  return db
    .select(paymentColumns)
    .from(payAppPayments)
    .innerJoin(payApps, eq(payApps.payAppId, payAppPayments.payAppId))
    .leftJoin(users, eq(users.userId, payAppPayments.recordedBy))
    .where(eq(payApps.projectId, projectId))
    .orderBy(asc(payApps.number), asc(payAppPayments.receivedOn), asc(payAppPayments.paymentId));
}
export type TPaymentRow = Awaited<ReturnType<typeof paymentsOfProject>>[number];

export async function findPayment(db: TDbOrTx, paymentId: number) {
  const [row] = await db
    .select({ ...paymentColumns, projectId: payApps.projectId })
    .from(payAppPayments)
    .innerJoin(payApps, eq(payApps.payAppId, payAppPayments.payAppId))
    .leftJoin(users, eq(users.userId, payAppPayments.recordedBy))
    .where(eq(payAppPayments.paymentId, paymentId));
  return row ?? null;
}

/** The amounts of one pay app's payments (inside the caller's locked transaction). */
export async function paymentAmounts(db: TDbOrTx, payAppId: number) {
  const rows = await db
    .select({ amount: payAppPayments.amount })
    .from(payAppPayments)
    .where(eq(payAppPayments.payAppId, payAppId));
  return rows.map((r) => r.amount);
}

export async function insertPayment(
  tx: TDbOrTx,
  values: {
    payAppId: number;
    amount: string;
    receivedOn: string;
    reference: string;
    recordedBy: number;
  },
) {
  const [row] = await tx
    .insert(payAppPayments)
    .values(values)
    .returning({ paymentId: payAppPayments.paymentId });
  return row!.paymentId;
}

export async function removePayment(tx: TDbOrTx, paymentId: number) {
  await tx.delete(payAppPayments).where(eq(payAppPayments.paymentId, paymentId));
}

/** A certified pay app's line 8 (current payment due) as certified. */
export async function certifiedDue(db: TDbOrTx, payAppId: number) {
  const [row] = await db
    .select({ due: g702('currentPaymentDue') })
    .from(payApps)
    .where(eq(payApps.payAppId, payAppId));
  return row?.due ?? null;
}

/**
 * Every certified pay app (of one project, or of all) with its frozen line 8 and line 5 and the
 * amounts of its payments: one statement, whatever the number of projects.
 */
export async function certifiedReceivables(db: TDbOrTx, projectId?: number) {
  const paid = sql<
    string[]
  >`coalesce((select array_agg(${payAppPayments.amount}::text order by ${payAppPayments.paymentId}) from ${payAppPayments} where ${payAppPayments.payAppId} = ${payApps.payAppId}), '{}')`;
  return db
    .select({
      projectId: payApps.projectId,
      projectName: projects.projectName,
      number: payApps.number,
      status: payApps.status,
      applicationDate: payApps.applicationDate,
      amountDue: g702('currentPaymentDue'),
      retainage: g702('retainage'),
      payments: paid,
    })
    .from(payApps)
    .innerJoin(projects, eq(projects.projectId, payApps.projectId))
    .where(
      and(
        isNotNull(payApps.certified),
        projectId === undefined ? undefined : eq(payApps.projectId, projectId),
      ),
    )
    .orderBy(asc(projects.projectName), asc(payApps.projectId), asc(payApps.number));
}
