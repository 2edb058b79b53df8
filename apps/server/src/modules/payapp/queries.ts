import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../db/client';
import { mainCategories, payAppDecisions, payApps, projects, users } from '../../db/schema/index';

/** One pay app by its GUID with what the page's header needs: project, location, PM. */
export async function payAppByGuid(db: TDbOrTx, guid: string) {
  const [row] = await db
    .select({
      payAppId: payApps.payAppId,
      guid: payApps.guid,
      projectId: payApps.projectId,
      number: payApps.number,
      status: payApps.status,
      certifiedBy: payApps.certifiedBy,
      certifiedAt: payApps.certifiedAt,
      pdfFileKey: payApps.pdfFileKey,
      sentAt: payApps.sentAt,
      createdAt: payApps.createdAt,
      periodTo: payApps.periodTo,
      revision: payApps.revision,
      applicationDate: payApps.applicationDate,
      projectName: projects.projectName,
      projectStage: projects.stageType,
      workLocationName: projects.workLocationName,
      projectDescription: projects.projectDescription,
      pmName: users.displayName,
      pmEmail: users.emailAddress,
    })
    .from(payApps)
    .innerJoin(projects, eq(projects.projectId, payApps.projectId))
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .where(eq(payApps.guid, guid));
  return row ?? null;
}
export type TPayAppRow = NonNullable<Awaited<ReturnType<typeof payAppByGuid>>>;

/** A pay app's GUID by its id (the billing module certifies by id). */
export async function guidOf(db: TDbOrTx, payAppId: number) {
  const [row] = await db
    .select({ guid: payApps.guid })
    .from(payApps)
    .where(eq(payApps.payAppId, payAppId));
  return row?.guid ?? null;
}

/**
 * Keeps the certified PDF's file key, once: a second render (two downloads at once) loses and
 * is told the key that won.
 */
export async function setPdfFileKey(db: TDbOrTx, payAppId: number, fileKey: string) {
  await db
    .update(payApps)
    .set({ pdfFileKey: fileKey })
    .where(
      and(eq(payApps.payAppId, payAppId), isNull(payApps.pdfFileKey), isNotNull(payApps.certified)),
    );
  const [row] = await db
    .select({ pdfFileKey: payApps.pdfFileKey })
    .from(payApps)
    .where(eq(payApps.payAppId, payAppId));
  return row?.pdfFileKey ?? null;
}

/** Locks the pay app's row for a decision, so two decisions at once are taken one by one. */
export async function lockPayApp(tx: TTx, payAppId: number) {
  const [row] = await tx
    .select({ status: payApps.status })
    .from(payApps)
    .where(eq(payApps.payAppId, payAppId))
    .for('update');
  return row ?? null;
}

/** Category codes of main categories (the frozen figures keep ids and names only). */
export async function categoryCodes(db: TDbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: mainCategories.mainCategoryId, code: mainCategories.categoryCode })
    .from(mainCategories)
    .where(inArray(mainCategories.mainCategoryId, [...ids]));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** A rejection: back to Preparing, only from Pending (false when it was not pending). */
export async function returnToPreparing(tx: TTx, payAppId: number) {
  const updated = await tx
    .update(payApps)
    .set({ status: 'Preparing', updatedAt: sql`now()` })
    .where(and(eq(payApps.payAppId, payAppId), eq(payApps.status, 'Pending')))
    .returning({ payAppId: payApps.payAppId });
  return updated.length === 1;
}

export async function insertDecision(
  tx: TTx,
  decision: {
    payAppId: number;
    decision: 'approved' | 'rejected';
    reason: string | null;
    ipAddress: string | null;
    userAgent: string | null;
  },
) {
  const [row] = await tx.insert(payAppDecisions).values(decision).returning();
  return row!;
}

// ---- Development fixture (AUTH_MODE=dev) ------------------------------------------------------
