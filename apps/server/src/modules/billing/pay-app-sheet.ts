import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { changeOrderSummary, type TChangeOrderSummary } from '@n5/shared/billing/deductions';
import { applicationSummary, type TG702, type TG703 } from '@n5/shared/billing/pay-app-math';
import type { TCertifiedBy } from '@n5/shared/billing/constants';
import { certifyOrderRefusal } from '@n5/shared/billing/rules';
import { canonicalJson } from '@n5/shared/core/canonical-json';
import type { TDbOrTx, TTx } from '../../db/client';
import { payApps } from '../../db/schema/index';
import { conflict } from '../../lib/errors';
import * as q from './sheet-queries';

/** The 409 when the figures a client (or user) saw changed before their decision reached us. */
export const FIGURES_CHANGED =
  'The figures of this payment application changed since the page was opened. The page now shows the current figures: review them before you decide.';

/**
 * SHA-256 of the figures as the page shows them (G702 and G703, canonical JSON): the approve
 * and reject carry the hash the page showed, so the client approves exactly what it saw.
 */
export function figuresHash(figures: TPayAppFigures): string {
  const { g702, g703 } = figures;
  return createHash('sha256').update(canonicalJson({ g702, g703 }), 'utf8').digest('hex');
}

/** The document's header as certified: a later rename never changes a certified pay app. */
export interface TPayAppDocumentHeader {
  projectName: string;
  workLocationName: string;
  projectDescription: string;
  pmName: string;
  pmEmail: string;
  /** The period the application covers ends on this day (YYYY-MM-DD). */
  periodTo: string;
  /** The application date (pay apps certified before issue 31 have none: it is their period's). */
  applicationDate?: string;
  /** The G702's To and contract blocks and 5a/5b rates (since issue 31 item 7). */
  clientName?: string;
  clientContactName?: string;
  clientAddress?: string;
  /** The Base contract's approval day (YYYY-MM-DD), '' when unknown. */
  contractDate?: string;
  retainageRate?: string;
  storedRetainageRate?: string | null;
}

/** What a certified application froze, and what the page, the tab and the PDF read. */
export interface TPayAppFigures {
  g702: TG702;
  g703: TG703;
  /** Frozen with the figures (pay apps certified before issue 28 have none). */
  header?: TPayAppDocumentHeader;
  /** The G702 change order summary, frozen since issue 31 (see `changeOrdersOf`). */
  changeOrders?: TChangeOrderSummary;
}

/**
 * The G702 change order summary of these figures (issue 31 item 1): frozen with a certified pay
 * app; for one certified before issue 31, every change order was an addition (negative amounts
 * were refused), so line 2 is all additions; an open one reads the approved contracts now.
 */
export async function changeOrdersOf(
  db: TDbOrTx,
  projectId: number,
  figures: TPayAppFigures,
  certified: boolean,
): Promise<TChangeOrderSummary> {
  if (figures.changeOrders) return figures.changeOrders;
  if (certified) return changeOrderSummary([figures.g702.netChangeByChangeOrders]);
  return changeOrderSummary(await q.approvedChangeTotals(db, projectId));
}

/**
 * The schedule and every application of a project, as the calculation needs them: a fixed
 * number of statements whatever the project's size.
 */
export async function projectBilling(
  db: TDbOrTx,
  projectId: number,
  options: { snapshots: boolean } = { snapshots: true },
) {
  const [scheduled, heads] = await Promise.all([
    q.scheduleOf(db, projectId),
    q.payAppsOf(db, projectId, options.snapshots),
  ]);
  const [lines, unscheduled] = await Promise.all([
    q.linesOf(
      db,
      heads.map((h) => h.payAppId),
    ),
    q.unscheduledBilledLines(
      db,
      projectId,
      scheduled.map((s) => s.subCategoryCode),
    ),
  ]);
  return {
    schedule: [...scheduled, ...unscheduled],
    heads,
    entries: q.toEntries(heads, lines),
    lines,
  };
}

/**
 * The G702/G703 figures of application `number`: the frozen snapshot once certified (what the
 * client approved, whatever changed since), else computed now from the schedule and the entries,
 * with line 7 read from the previous certified application's frozen line 6.
 */
export function figuresOf(
  billing: Awaited<ReturnType<typeof projectBilling>>,
  number: number,
): TPayAppFigures {
  const head = billing.heads.find((h) => h.number === number);
  if (!head) throw new RangeError(`There is no pay app ${number}.`);
  if (head.certified) return head.certified as TPayAppFigures;
  const previous = billing.heads.filter((h) => h.number < number && h.certified).at(-1)
    ?.certified as TPayAppFigures | undefined;
  return applicationSummary(
    billing.schedule,
    billing.entries,
    number,
    previous ? previous.g702.totalEarnedLessRetainage : null,
  );
}

/** Who certifies: the client by link (no user), or a user holding 3 or 1 (status, accounting). */
export interface TCertifier {
  kind: TCertifiedBy;
  userId: number | null;
}

/**
 * Certifies (freezes) application `payAppId` inside the caller's transaction: status Approved,
 * the figures and the document's header as they are now stored in `certified`, and who
 * certified. Pay apps are certified in number order: 409 when the previous one is not certified.
 * Only an uncertified application in the given statuses changes (a conditional update, so two
 * approvals at once certify it once); returns false when it was not in one of them (the caller
 * answers 409). `expectHash`, when given, is the hash of the figures the certifier saw (409 when
 * they changed since).
 */
export async function certifyPayApp(
  tx: TTx,
  payApp: { payAppId: number; projectId: number; number: number },
  by: TCertifier,
  fromStatuses: readonly ('Preparing' | 'Pending')[],
  expectHash?: string,
): Promise<boolean> {
  // Lock the project's applications so the figures cannot move while they are frozen.
  await tx.execute(
    sql`select 1 from ${payApps} where ${payApps.projectId} = ${payApp.projectId} for update`,
  );
  const billing = await projectBilling(tx, payApp.projectId);
  const previous = billing.heads.find((h) => h.number === payApp.number - 1);
  const outOfOrder = certifyOrderRefusal(payApp.number, previous);
  if (outOfOrder) throw conflict(outOfOrder);
  const figures = figuresOf(billing, payApp.number);
  if (expectHash !== undefined && expectHash !== figuresHash(figures))
    throw conflict(FIGURES_CHANGED);
  const header = await q.documentHeaderOf(tx, payApp.payAppId);
  const changeOrders = await changeOrdersOf(tx, payApp.projectId, figures, false);
  const updated = await tx
    .update(payApps)
    .set({
      status: 'Approved',
      certified: { ...figures, header, changeOrders },
      certifiedBy: by.kind,
      certifiedByUserId: by.userId,
      certifiedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(payApps.payAppId, payApp.payAppId),
        isNull(payApps.certified),
        sql`${payApps.status} in (${sql.join(
          fromStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ payAppId: payApps.payAppId });
  return updated.length === 1;
}
