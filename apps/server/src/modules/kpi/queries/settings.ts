import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../../db/client';
import { kpiSettings } from '../../../db/schema/index';

export interface TSettingRow {
  uid: string;
  threshold: string;
  goal: string;
  payout_percent: string;
}

/** The stored KPI settings (a KPI without a row uses its default). */
export async function listSettings(db: TDbOrTx) {
  return rowsOf<TSettingRow>(
    await db.execute(
      sql`select uid, threshold::text, goal::text, payout_percent::text from kpi_settings`,
    ),
  );
}

export async function upsertSetting(
  db: TDbOrTx,
  row: {
    uid: string;
    threshold: string;
    goal: string;
    payoutPercent: string;
    description: string;
    updatedBy: number;
  },
) {
  await db
    .insert(kpiSettings)
    .values(row)
    .onConflictDoUpdate({
      target: kpiSettings.uid,
      set: {
        threshold: row.threshold,
        goal: row.goal,
        payoutPercent: row.payoutPercent,
        updatedBy: row.updatedBy,
        updatedAt: sql`now()`,
      },
    });
}
