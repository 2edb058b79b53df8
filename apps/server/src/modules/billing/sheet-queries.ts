import { and, asc, eq, inArray, isNotNull, lt, desc, sql } from 'drizzle-orm';
import type { TPayAppEntries, TScheduleLine } from '@n5/shared/billing/pay-app-math';
import type { TDbOrTx } from '../../db/client';
import {
  clientContracts,
  companies,
  conditions,
  contacts,
  mainCategories,
  payAppLines,
  payApps,
  projects,
  subCategories,
  users,
} from '../../db/schema/index';

/**
 * The client's schedule of values per sub-category (DOMAIN "Contracts"): Base = the approved
 * Base contract's conditions (PreTax + Tax), approved changes = the other approved client
 * contracts (change orders and selected alternates). One statement; sub-categories with no
 * approved amount are left out (a pay app line keeps its own row through `withBilledLines`).
 */
export async function scheduleOf(db: TDbOrTx, projectId: number): Promise<TScheduleLine[]> {
  const price = sql`${conditions.preTax} + ${conditions.tax}`;
  const isBase = sql`${clientContracts.contractType} = 'Base'`;
  const rows = await db
    .select({
      mainCategoryId: mainCategories.mainCategoryId,
      mainCategoryName: mainCategories.name,
      categoryCode: mainCategories.categoryCode,
      subCategoryCode: subCategories.subCategoryCode,
      description: subCategories.name,
      base: sql<string>`coalesce(sum(${price}) filter (where ${isBase}), 0)::numeric(14,2)::text`,
      approvedChanges: sql<string>`coalesce(sum(${price}) filter (where not ${isBase}), 0)::numeric(14,2)::text`,
    })
    .from(conditions)
    .innerJoin(clientContracts, eq(clientContracts.contractId, conditions.clientContractId))
    .innerJoin(subCategories, eq(subCategories.subCategoryId, conditions.subCategoryId))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(and(eq(conditions.projectId, projectId), eq(clientContracts.stage, 'Approved')))
    .groupBy(
      mainCategories.mainCategoryId,
      mainCategories.name,
      mainCategories.categoryCode,
      subCategories.subCategoryCode,
      subCategories.name,
    )
    .orderBy(asc(mainCategories.categoryCode), asc(subCategories.subCategoryCode));
  return rows;
}

/** Sub-categories billed on a pay app but no longer scheduled (their contract was withdrawn). */
export async function unscheduledBilledLines(
  db: TDbOrTx,
  projectId: number,
  scheduledCodes: readonly string[],
): Promise<TScheduleLine[]> {
  const rows = await db
    .selectDistinct({
      mainCategoryId: mainCategories.mainCategoryId,
      mainCategoryName: mainCategories.name,
      categoryCode: mainCategories.categoryCode,
      subCategoryCode: subCategories.subCategoryCode,
      description: subCategories.name,
    })
    .from(payAppLines)
    .innerJoin(payApps, eq(payApps.payAppId, payAppLines.payAppId))
    .innerJoin(subCategories, eq(subCategories.subCategoryCode, payAppLines.subCategoryCode))
    .innerJoin(mainCategories, eq(mainCategories.mainCategoryId, subCategories.mainCategoryId))
    .where(eq(payApps.projectId, projectId));
  return rows
    .filter((r) => !scheduledCodes.includes(r.subCategoryCode))
    .map((r) => ({ ...r, base: '0.00', approvedChanges: '0.00' }));
}

/** The project's pay apps, oldest first, without their lines. */
export async function payAppsOf(db: TDbOrTx, projectId: number, snapshots = true) {
  return db
    .select({
      payAppId: payApps.payAppId,
      guid: payApps.guid,
      number: payApps.number,
      status: payApps.status,
      retainageRate: payApps.retainageRate,
      storedRetainageRate: payApps.storedRetainageRate,
      retainageConvention: payApps.retainageConvention,
      kind: payApps.kind,
      releaseAmount: payApps.releaseAmount,
      certifiedAt: payApps.certifiedAt,
      // The frozen figures are large (a G703 each): left out where only the entries are read.
      certified: snapshots ? payApps.certified : sql<null>`null`,
    })
    .from(payApps)
    .where(eq(payApps.projectId, projectId))
    .orderBy(asc(payApps.number));
}
export type TPayAppHead = Awaited<ReturnType<typeof payAppsOf>>[number];

/** Every line of the given pay apps. */
export async function linesOf(db: TDbOrTx, payAppIds: readonly number[]) {
  if (payAppIds.length === 0) return [];
  return db
    .select({
      payAppId: payAppLines.payAppId,
      subCategoryCode: payAppLines.subCategoryCode,
      work: payAppLines.work,
      stored: payAppLines.stored,
      enteredPercent: payAppLines.enteredPercent,
      retainageRate: payAppLines.retainageRate,
    })
    .from(payAppLines)
    .where(inArray(payAppLines.payAppId, [...payAppIds]));
}

/** The pay apps as the calculation reads them. */
export function toEntries(
  heads: readonly TPayAppHead[],
  lines: Awaited<ReturnType<typeof linesOf>>,
): TPayAppEntries[] {
  return heads.map((head) => ({
    number: head.number,
    retainageRate: head.retainageRate,
    storedRetainageRate: head.storedRetainageRate,
    convention: head.retainageConvention,
    kind: head.kind,
    releaseAmount: head.releaseAmount,
    lines: Object.fromEntries(
      lines
        .filter((l) => l.payAppId === head.payAppId)
        .map((l) => [
          l.subCategoryCode,
          { work: l.work, stored: l.stored, retainageRate: l.retainageRate },
        ]),
    ),
  }));
}

/** The latest certified application before `number` (its frozen line 6 is this one's line 7). */
export async function previousCertified(db: TDbOrTx, projectId: number, number: number) {
  const [row] = await db
    .select({ number: payApps.number, certified: payApps.certified })
    .from(payApps)
    .where(
      and(
        eq(payApps.projectId, projectId),
        lt(payApps.number, number),
        isNotNull(payApps.certified),
      ),
    )
    .orderBy(desc(payApps.number))
    .limit(1);
  return row ?? null;
}

/**
 * What the pay app document's header shows, as it is now (frozen at certification): project,
 * location, description, project manager, the dates the user entered (issue 31 item 6), and the
 * G702's To and contract blocks and retainage rates (item 7): the client company, its contact
 * and address, the Base contract's approval day.
 */
export async function documentHeaderOf(db: TDbOrTx, payAppId: number) {
  const [row] = await db
    .select({
      projectName: projects.projectName,
      workLocationName: sql<string>`coalesce(${projects.workLocationName}, '')`,
      projectDescription: sql<string>`coalesce(${projects.projectDescription}, '')`,
      pmName: sql<string>`coalesce(${users.displayName}, '')`,
      pmEmail: sql<string>`coalesce(${users.emailAddress}, '')`,
      periodTo: sql<string>`${payApps.periodTo}::text`,
      applicationDate: sql<string>`${payApps.applicationDate}::text`,
      clientName: sql<string>`coalesce(${companies.companyName}, '')`,
      clientContactName: sql<string>`coalesce(${contacts.contactName}, '')`,
      clientAddress: sql<string>`concat_ws(', ', nullif(${companies.corporateAddress}, ''), nullif(${companies.corporateCity}, ''), nullif(concat_ws(' ', nullif(${companies.corporateState}, ''), nullif(${companies.corporateZip}, '')), ''))`,
      contractDate: sql<string>`coalesce((select min(${clientContracts.approvalDate})::text from ${clientContracts}
        where ${clientContracts.projectId} = ${payApps.projectId} and ${clientContracts.contractType} = 'Base'), '')`,
      retainageRate: payApps.retainageRate,
      storedRetainageRate: payApps.storedRetainageRate,
    })
    .from(payApps)
    .innerJoin(projects, eq(projects.projectId, payApps.projectId))
    .leftJoin(users, eq(users.userId, projects.projectManagerId))
    .leftJoin(companies, eq(companies.companyId, projects.clientCompanyId))
    .leftJoin(contacts, eq(contacts.contactId, projects.clientContactId))
    .where(eq(payApps.payAppId, payAppId));
  if (!row) throw new RangeError(`There is no pay app ${payAppId}.`);
  return row;
}

/**
 * The total (Σ PreTax + Tax of its conditions) of each approved client contract other than the
 * Base: change orders, positive or negative (a deduction), and selected alternates. Their sum is
 * the schedule's approved changes (G702 line 2).
 */
export async function approvedChangeTotals(db: TDbOrTx, projectId: number): Promise<string[]> {
  const rows = await db
    .select({
      total: sql<string>`coalesce(sum(${conditions.preTax} + ${conditions.tax}), 0)::numeric(14,2)::text`,
    })
    .from(clientContracts)
    .innerJoin(conditions, eq(conditions.clientContractId, clientContracts.contractId))
    .where(
      and(
        eq(clientContracts.projectId, projectId),
        eq(clientContracts.stage, 'Approved'),
        sql`${clientContracts.contractType} <> 'Base'`,
      ),
    )
    .groupBy(clientContracts.contractId);
  return rows.map((r) => r.total);
}
