import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { payAppLines, payAppVoids, payApps } from '../../db/schema/index';

/** The first certified pay app after `number` on the project, or null. */
export async function laterCertified(db: TDbOrTx, projectId: number, number: number) {
  const [row] = await db
    .select({ number: payApps.number })
    .from(payApps)
    .where(
      and(
        eq(payApps.projectId, projectId),
        gt(payApps.number, number),
        isNotNull(payApps.certified),
      ),
    )
    .orderBy(payApps.number)
    .limit(1);
  return row?.number ?? null;
}

/**
 * Copies a certified pay app, as certified, into `pay_app_voids` with the reason, then reopens
 * it as its next revision: Preparing, nothing frozen, no stored PDF, not pushed, not sent. Its
 * lines stay (the revision starts from the voided figures). Returns the void's id, or null when
 * the pay app was no longer certified (a concurrent void).
 */
export async function voidAndReopen(
  tx: TDbOrTx,
  payAppId: number,
  input: { reason: string; voidedBy: number },
) {
  const lines = sql`(select coalesce(json_object_agg(l.sub_category_code, json_build_object('work', l.work::text, 'stored', l.stored::text)), '{}'::json) from ${payAppLines} l where l.pay_app_id = ${payApps.payAppId})`;
  const inserted = await tx.execute(sql`
    insert into ${payAppVoids} (pay_app_id, revision, status, certified, certified_at, certified_by,
      certified_by_user_id, lines, period_to, application_date, pdf_file_key, accounting_ref,
      reason, voided_by)
    select ${payApps.payAppId}, ${payApps.revision}, ${payApps.status}, ${payApps.certified},
      ${payApps.certifiedAt}, ${payApps.certifiedBy}, ${payApps.certifiedByUserId}, ${lines},
      ${payApps.periodTo}, ${payApps.applicationDate}, ${payApps.pdfFileKey},
      ${payApps.accountingRef}, ${input.reason}, ${input.voidedBy}
      from ${payApps}
     where ${payApps.payAppId} = ${payAppId} and ${payApps.certified} is not null
    returning void_id as "voidId"`);
  const rows = rowsOf<{ voidId: number }>(inserted);
  if (rows.length === 0) return null;
  await tx
    .update(payApps)
    .set({
      status: 'Preparing',
      certified: null,
      certifiedAt: null,
      certifiedBy: null,
      certifiedByUserId: null,
      pdfFileKey: null,
      accountingStatus: 'none',
      accountingError: null,
      accountingRef: null,
      sentTo: null,
      sentAt: null,
      revision: sql`${payApps.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(payApps.payAppId, payAppId));
  return rows[0]!.voidId;
}
