import { and, eq, isNull, sql } from 'drizzle-orm';
import { applicationSummary, type TG702, type TG703 } from '@n5/shared/billing/pay-app-math';
import type { TCertifiedBy } from '@n5/shared/billing/constants';
import type { TDbOrTx, TTx } from '../../db/client';
import { payApps } from '../../db/schema/index';
import * as q from './sheet-queries';

/** What a certified application froze, and what the page, the tab and the PDF read. */
export interface TPayAppFigures {
  g702: TG702;
  g703: TG703;
}

/**
 * The schedule and every application of a project, as the calculation needs them: a fixed
 * number of statements whatever the project's size.
 */
export async function projectBilling(db: TDbOrTx, projectId: number) {
  const [scheduled, heads] = await Promise.all([
    q.scheduleOf(db, projectId),
    q.payAppsOf(db, projectId),
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

/**
 * Certifies (freezes) application `payAppId` inside the caller's transaction: status Approved,
 * the figures as they are now stored in `certified`. Only an uncertified application in the
 * given statuses changes (a conditional update, so two approvals at once certify it once);
 * returns false when it was not in one of them (the caller answers 409).
 */
export async function certifyPayApp(
  tx: TTx,
  payApp: { payAppId: number; projectId: number; number: number },
  by: TCertifiedBy,
  fromStatuses: readonly ('Preparing' | 'Pending')[],
): Promise<boolean> {
  // Lock the project's applications so the figures cannot move while they are frozen.
  await tx.execute(
    sql`select 1 from ${payApps} where ${payApps.projectId} = ${payApp.projectId} for update`,
  );
  const billing = await projectBilling(tx, payApp.projectId);
  const figures = figuresOf(billing, payApp.number);
  const updated = await tx
    .update(payApps)
    .set({
      status: 'Approved',
      certified: figures,
      certifiedBy: by,
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
