import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  conditions,
  contacts,
  payAppLines,
  payAppPayments,
  payAppVoids,
  payApps,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';

/** The project as the Invoice tab and the client email name it; null when there is none. */
export async function findProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      workLocationName: projects.workLocationName,
      clientEmail: contacts.contactEmail,
    })
    .from(projects)
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/** The Base client contract's retention (fraction), the first pay app's retainage rate. */
export async function baseRetention(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ retention: clientContracts.retention })
    .from(clientContracts)
    .where(and(eq(clientContracts.projectId, projectId), eq(clientContracts.contractType, 'Base')));
  return row?.retention ?? '0.0000';
}

/** The user who certified a pay app (joined by `certified_by_user_id`). */
const certifier = alias(users, 'certifier');

const headColumns = {
  payAppId: payApps.payAppId,
  projectId: payApps.projectId,
  guid: payApps.guid,
  number: payApps.number,
  status: payApps.status,
  retainageRate: payApps.retainageRate,
  storedRetainageRate: payApps.storedRetainageRate,
  retainageConvention: payApps.retainageConvention,
  kind: payApps.kind,
  releaseAmount: payApps.releaseAmount,
  sentTo: payApps.sentTo,
  sentAt: payApps.sentAt,
  certifiedBy: payApps.certifiedBy,
  certifiedByName: certifier.displayName,
  certifiedAt: payApps.certifiedAt,
  periodTo: payApps.periodTo,
  applicationDate: payApps.applicationDate,
  revision: payApps.revision,
  lastVoid: sql<{
    reason: string;
    voidedAt: string;
  } | null>`(select json_build_object('reason', v.reason, 'voidedAt', to_char(v.voided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) from ${payAppVoids} v where v.pay_app_id = ${payApps.payAppId} order by v.revision desc limit 1)`,
  accountingStatus: payApps.accountingStatus,
  accountingError: payApps.accountingError,
};

/** The project's pay apps with what the tab shows of them, oldest first. */
export async function payAppHeads(db: TDbOrTx, projectId: number) {
  return db
    .select(headColumns)
    .from(payApps)
    .leftJoin(certifier, eq(certifier.userId, payApps.certifiedByUserId))
    .where(eq(payApps.projectId, projectId))
    .orderBy(asc(payApps.number));
}
export type TPayAppRow = Awaited<ReturnType<typeof payAppHeads>>[number];

export async function findPayApp(db: TDbOrTx, projectId: number, number: number) {
  const [row] = await db
    .select(headColumns)
    .from(payApps)
    .leftJoin(certifier, eq(certifier.userId, payApps.certifiedByUserId))
    .where(and(eq(payApps.projectId, projectId), eq(payApps.number, number)));
  return row ?? null;
}

export async function findPayAppById(db: TDbOrTx, payAppId: number) {
  const [row] = await db
    .select(headColumns)
    .from(payApps)
    .leftJoin(certifier, eq(certifier.userId, payApps.certifiedByUserId))
    .where(eq(payApps.payAppId, payAppId));
  return row ?? null;
}

/**
 * Locks the project row, so creates, edits and certifications of its pay apps take turns (the
 * next number, the schedule check and the freeze each read all of the project's pay apps).
 * Returns false when there is no such project.
 */
export async function lockProjectPayApps(tx: TDbOrTx, projectId: number) {
  const rows = await tx
    .select({ projectId: projects.projectId })
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update');
  return rows.length === 1;
}

export async function insertPayApp(
  tx: TDbOrTx,
  values: {
    projectId: number;
    number: number;
    retainageRate: string;
    storedRetainageRate: string | null;
    retainageConvention?: 'whole' | 'new';
    kind?: 'progress' | 'release';
    releaseAmount?: string | null;
    periodTo: string;
    applicationDate: string;
    createdBy: number;
  },
) {
  const [row] = await tx
    .insert(payApps)
    .values(values)
    .returning({ payAppId: payApps.payAppId, guid: payApps.guid });
  return row!;
}

export async function updatePayApp(
  tx: TDbOrTx,
  payAppId: number,
  values: Partial<{
    status: (typeof payApps.$inferInsert)['status'];
    retainageRate: string;
    storedRetainageRate: string | null;
    retainageConvention: 'whole' | 'new';
    periodTo: string;
    applicationDate: string;
    sentTo: string;
    sentAt: Date;
    accountingStatus: string;
    accountingError: string | null;
    accountingRef: string | null;
  }>,
) {
  await tx
    .update(payApps)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payApps.payAppId, payAppId));
}

/** Writes one pay app line (work, stored, the percent typed), creating it when missing. */
export async function upsertLines(
  tx: TDbOrTx,
  lines: Array<{
    payAppId: number;
    subCategoryCode: string;
    work: string;
    stored: string;
    enteredPercent: string | null;
    updatedBy: number;
  }>,
) {
  if (lines.length === 0) return;
  await tx
    .insert(payAppLines)
    .values(lines)
    .onConflictDoUpdate({
      target: [payAppLines.payAppId, payAppLines.subCategoryCode],
      set: {
        work: sql`excluded.work`,
        stored: sql`excluded.stored`,
        enteredPercent: sql`excluded.entered_percent`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The contract tables' Invoiced and Paid (docs/rules.md "Billing: what Invoiced and Paid mean"):
 * Invoiced = G702 line 4 (work completed and materials stored to date) of the project's latest
 * certified pay app, as certified; Paid = the cash received: the payments recorded (issue 31),
 * plus line 8 of the pay apps marked Paid before payments existed (none recorded), as
 * `receivedOf` in billing/payments.ts. Both reconcile with the G702.
 */
export async function invoicedWork(db: TDbOrTx, projectId: number) {
  const line = (name: string) => sql`(${payApps.certified} -> 'g702' ->> ${name})::numeric`;
  const paid = sql`(select sum(${payAppPayments.amount}) from ${payAppPayments} where ${payAppPayments.payAppId} = ${payApps.payAppId})`;
  const [row] = await db
    .select({
      invoiced: sql<string>`coalesce((array_agg(${line('totalCompletedAndStored')} order by ${payApps.number} desc) filter (where ${payApps.certified} is not null))[1], 0)::numeric(14,2)::text`,
      received: sql<string>`(coalesce(sum(${paid}), 0) + coalesce(sum(${line('currentPaymentDue')}) filter (where ${payApps.status} = 'Paid' and ${paid} is null), 0))::numeric(14,2)::text`,
    })
    .from(payApps)
    .where(eq(payApps.projectId, projectId));
  return row ?? { invoiced: '0.00', received: '0.00' };
}

/**
 * Billed to date for over/under billing (issue 31 item 8): G702 line 4 of the project's latest
 * certified pay app, as certified ('0.00' before any). A voided version is not in `pay_apps`
 * (its row reopened as the revision), so it never counts.
 */
export async function billedToDate(db: TDbOrTx, projectId: number): Promise<string> {
  const [row] = await db
    .select({
      line4: sql<string>`(${payApps.certified} -> 'g702' ->> 'totalCompletedAndStored')`,
    })
    .from(payApps)
    .where(and(eq(payApps.projectId, projectId), sql`${payApps.certified} is not null`))
    .orderBy(desc(payApps.number))
    .limit(1);
  return row?.line4 ?? '0.00';
}

/** Sets lines' own retainage rates (null clears), creating a line with no amounts when missing. */
export async function setLineRates(
  tx: TDbOrTx,
  payAppId: number,
  rates: Array<{ subCategoryCode: string; retainageRate: string | null }>,
  updatedBy: number,
) {
  if (rates.length === 0) return;
  await tx
    .insert(payAppLines)
    .values(rates.map((r) => ({ payAppId, ...r, updatedBy })))
    .onConflictDoUpdate({
      target: [payAppLines.payAppId, payAppLines.subCategoryCode],
      set: {
        retainageRate: sql`excluded.retainage_rate`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * The retention of the approved client contract each sub-category is scheduled on, when all its
 * approved work is at one retention ("rates carried per contract", issue 31 item 2).
 */
export async function contractRates(db: TDbOrTx, projectId: number) {
  const rows = await db
    .select({
      code: subCategories.subCategoryCode,
      rate: sql<string>`min(${clientContracts.retention})::text`,
    })
    .from(conditions)
    .innerJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId))
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .where(and(eq(conditions.projectId, projectId), eq(clientContracts.stage, 'Approved')))
    .groupBy(subCategories.subCategoryCode)
    .having(sql`min(${clientContracts.retention}) = max(${clientContracts.retention})`);
  return Object.fromEntries(rows.map((r) => [r.code, r.rate]));
}
