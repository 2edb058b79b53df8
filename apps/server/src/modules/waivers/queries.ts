import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  lienWaivers,
  lienWaiverTemplates,
  payApps,
  projects,
  subContracts,
  users,
} from '../../db/schema/index';

/** The project with its client and PM (null when there is no such project). */
export async function projectOf(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectId: projects.projectId,
      projectName: projects.projectName,
      workLocationName: sql<string>`coalesce(${projects.workLocationName}, '')`,
      clientName: sql<string>`coalesce(${companies.companyName}, '')`,
      pmEmail: sql<string>`coalesce(${users.emailAddress}, '')`,
    })
    .from(projects)
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

/** One pay app of a project with its frozen figures (null when there is none). */
export async function payAppOf(db: TDbOrTx, projectId: number, number: number) {
  const [row] = await db
    .select({
      payAppId: payApps.payAppId,
      number: payApps.number,
      status: payApps.status,
      periodTo: sql<string>`${payApps.periodTo}::text`,
      certified: payApps.certified,
    })
    .from(payApps)
    .where(and(eq(payApps.projectId, projectId), eq(payApps.number, number)));
  return row ?? null;
}

/** The project's pay apps by number, and whether each is certified. */
export function payAppsOf(db: TDbOrTx, projectId: number) {
  return db
    .select({
      number: payApps.number,
      status: payApps.status,
      certified: sql<boolean>`${payApps.certifiedAt} is not null`,
    })
    .from(payApps)
    .where(eq(payApps.projectId, projectId))
    .orderBy(asc(payApps.number));
}

/** The approved sub contracts of the project that name a subcontractor. */
export async function subcontractorsOf(db: TDbOrTx, projectId: number) {
  return db
    .select({
      subContractId: sql<string>`${subContracts.contractId}::text`,
      companyName: companies.companyName,
      contractType: subContracts.subContractType,
      email: sql<string>`coalesce(${companies.corporateEmail}, '')`,
    })
    .from(subContracts)
    .innerJoin(companies, eq(companies.companyId, subContracts.companyId))
    .where(and(eq(subContracts.projectId, projectId), eq(subContracts.stage, 'Approved')))
    .orderBy(asc(companies.companyName), asc(subContracts.subContractType));
}

export async function templateOf(db: TDbOrTx, kind: string) {
  const [row] = await db
    .select({ title: lienWaiverTemplates.title, body: lienWaiverTemplates.body })
    .from(lienWaiverTemplates)
    .where(eq(lienWaiverTemplates.kind, kind as 'conditional-progress'));
  return row ?? null;
}

const waiverColumns = {
  waiverId: lienWaivers.waiverId,
  guid: sql<string>`${lienWaivers.guid}::text`,
  projectId: lienWaivers.projectId,
  payAppNumber: payApps.number,
  kind: lienWaivers.kind,
  direction: lienWaivers.direction,
  subContractId: sql<string | null>`${lienWaivers.subContractId}::text`,
  amount: lienWaivers.amount,
  throughDate: lienWaivers.throughDate,
  document: lienWaivers.document,
  documentHash: lienWaivers.documentHash,
  requestedTo: lienWaivers.requestedTo,
  requestedAt: lienWaivers.requestedAt,
  expiresAt: lienWaivers.expiresAt,
  receivedVia: lienWaivers.receivedVia,
  receivedAt: lienWaivers.receivedAt,
  signedName: lienWaivers.signedName,
  signatureEvidence: lienWaivers.signatureEvidence,
  pdfFileKey: lienWaivers.pdfFileKey,
};

/** A project's waivers, by pay app and request. */
export function waiversOf(db: TDbOrTx, projectId: number) {
  return db
    .select(waiverColumns)
    .from(lienWaivers)
    .innerJoin(payApps, eq(payApps.payAppId, lienWaivers.payAppId))
    .where(eq(lienWaivers.projectId, projectId))
    .orderBy(asc(payApps.number), asc(lienWaivers.waiverId));
}

export async function waiverById(db: TDbOrTx, waiverId: number) {
  const [row] = await db
    .select(waiverColumns)
    .from(lienWaivers)
    .innerJoin(payApps, eq(payApps.payAppId, lienWaivers.payAppId))
    .where(eq(lienWaivers.waiverId, waiverId));
  return row ?? null;
}
export type TWaiverRow = NonNullable<Awaited<ReturnType<typeof waiverById>>>;

/** A waiver by its link's GUID (a malformed GUID finds nothing). */
export async function waiverByGuid(db: TDbOrTx, guid: string) {
  const [row] = await db
    .select(waiverColumns)
    .from(lienWaivers)
    .innerJoin(payApps, eq(payApps.payAppId, lienWaivers.payAppId))
    .where(sql`${lienWaivers.guid}::text = ${guid}`);
  return row ?? null;
}

/**
 * Removes a request of this kind from this party on this pay app whose link expired unsigned,
 * so it can be requested again (its row, not history: the audit keeps the request).
 */
export async function deleteExpiredRequest(
  db: TDbOrTx,
  key: { payAppId: number; kind: string; partyKey: string },
  now: Date,
) {
  return db
    .delete(lienWaivers)
    .where(
      and(
        eq(lienWaivers.payAppId, key.payAppId),
        eq(lienWaivers.kind, key.kind as never),
        eq(lienWaivers.partyKey, key.partyKey),
        sql`${lienWaivers.receivedAt} is null`,
        sql`${lienWaivers.expiresAt} <= ${now}`,
      ),
    )
    .returning({ waiverId: lienWaivers.waiverId, requestedAt: lienWaivers.requestedAt });
}

export async function insertWaiver(db: TDbOrTx, values: typeof lienWaivers.$inferInsert) {
  const [row] = await db
    .insert(lienWaivers)
    .values(values)
    .onConflictDoNothing()
    .returning({ waiverId: lienWaivers.waiverId });
  return row?.waiverId ?? null;
}

/** Marks a waiver received once (null when it already was). */
export async function setReceived(
  db: TDbOrTx,
  waiverId: number,
  values: Pick<
    typeof lienWaivers.$inferInsert,
    'receivedVia' | 'receivedAt' | 'receivedBy' | 'signedName' | 'signatureEvidence' | 'pdfFileKey'
  >,
) {
  const [row] = await db
    .update(lienWaivers)
    .set(values)
    .where(and(eq(lienWaivers.waiverId, waiverId), sql`${lienWaivers.receivedAt} is null`))
    .returning({ waiverId: lienWaivers.waiverId });
  return row?.waiverId ?? null;
}

export async function setPdfFileKey(db: TDbOrTx, waiverId: number, fileKey: string) {
  await db
    .update(lienWaivers)
    .set({ pdfFileKey: fileKey })
    .where(eq(lienWaivers.waiverId, waiverId));
}
