import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, conditionBidHistory } from '../../db/schema/index';

/**
 * A bid as committed (issue 40 item 8): the condition's row for that company and day is replaced,
 * so the saves that make up one bid (company, amount, markup) leave one history row.
 */
export async function recordBidHistory(
  db: TDbOrTx,
  values: typeof conditionBidHistory.$inferInsert & { conditionId: number },
) {
  const updated = await db
    .update(conditionBidHistory)
    .set({ unitPrice: values.unitPrice, conditionName: values.conditionName })
    .where(
      and(
        eq(conditionBidHistory.conditionId, values.conditionId),
        eq(conditionBidHistory.companyId, values.companyId),
        eq(conditionBidHistory.measurementType, values.measurementType),
        eq(conditionBidHistory.bidDate, values.bidDate),
      ),
    )
    .returning({ id: conditionBidHistory.bidHistoryId });
  if (updated.length === 0) await db.insert(conditionBidHistory).values(values);
}

export async function listBidHistory(db: TDbOrTx, conditionName: string, unit: string) {
  return db
    .select({
      Vendor: companies.companyName,
      UnitPrice: conditionBidHistory.unitPrice,
      MeasurementType: conditionBidHistory.measurementType,
      BidDate: sql<string>`${conditionBidHistory.bidDate}::text`,
    })
    .from(conditionBidHistory)
    .innerJoin(companies, eq(companies.companyId, conditionBidHistory.companyId))
    .where(
      and(
        sql`lower(${conditionBidHistory.conditionName}) = lower(${conditionName})`,
        eq(conditionBidHistory.measurementType, unit as never),
      ),
    )
    .orderBy(desc(conditionBidHistory.bidDate), asc(companies.companyName))
    .limit(200);
}
