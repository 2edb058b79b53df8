import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { poNumber, nonProjectReceiptNumber } from '@n5/shared/receipts/rules';
import { rowsOf, type TDbOrTx } from '../client';
import { receipts, storedFiles } from '../schema/index';
import { addDays, atOfficeHour, isoDate } from './dates';
import type { TRng } from './rng';
import { DEMO_USER_ID } from './security';

const VENDORS = ['The Home Depot', "Lowe's", 'QuikTrip', 'Menards', 'Ace Hardware', 'Casey’s'];
const NOTES = ['', 'Fuel for the crew truck', 'Fasteners we ran out of', 'Blades for the saw'];

/** A UUID from the seed's stream, so the same options give the same rows. */
function seededUuid(rng: TRng) {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * Receipts from the field (issue 35): project receipts on conditions of In Progress and Approved
 * projects, personal ones, Received and Processed, by the field user and the PM. Their PDFs are
 * file records only here (the seed writes no bytes to the file store): a freshly seeded server
 * draws one per receipt (receipts' attachDemoPdfs). Its own random stream.
 */
export async function seedReceipts(db: TDbOrTx, rng: TRng, input: { today: Date }) {
  const conditions = rowsOf<{ conditionId: number; projectId: number }>(
    await db.execute(sql`
select c.condition_id as "conditionId", c.project_id as "projectId"
  from conditions c join projects p on p.project_id = c.project_id
 where p.stage_type in ('In Progress', 'Approved')
 order by c.condition_id
 limit 6`),
  );
  const plan = [
    ...conditions.map((c) => ({ kind: 'project' as const, ...c })),
    ...Array.from({ length: 6 }, () => ({
      kind: 'nonproject' as const,
      conditionId: 0,
      projectId: 0,
    })),
  ];
  const rows = plan.map((p, i) => {
    const userId = i % 3 === 2 ? DEMO_USER_ID.pm : DEMO_USER_ID.field;
    const day = addDays(input.today, -rng.int(1, 40));
    const number =
      p.kind === 'project'
        ? poNumber(userId, p.conditionId, rng.int(1, 10000))
        : nonProjectReceiptNumber(day, userId, rng.int(1, 10000));
    const processed = i % 2 === 1;
    return {
      file: {
        fileKey: seededUuid(rng),
        storageKey: `seed/receipts/${number.toLowerCase()}.pdf`,
        fileName: `${number}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: rng.int(90_000, 400_000),
        sha256: createHash('sha256').update(number).digest('hex'),
        uploadedBy: userId,
        uploadedAt: atOfficeHour(day, 600 + i),
      },
      receipt: {
        kind: p.kind,
        receiptNumber: number,
        projectId: p.kind === 'project' ? p.projectId : null,
        conditionId: p.kind === 'project' ? p.conditionId : null,
        userId,
        vendor: rng.pick(VENDORS),
        transactionDate: isoDate(day),
        total: (rng.int(500, 45_000) / 100).toFixed(2),
        purchasedWithCard: rng.chance(0.5),
        notes: rng.pick(NOTES),
        status: processed ? ('Processed' as const) : ('Received' as const),
        processedBy: processed ? DEMO_USER_ID.accounting : null,
        processedAt: processed ? atOfficeHour(addDays(day, 1), 540) : null,
        createdAt: atOfficeHour(day, 600 + i),
      },
    };
  });
  if (rows.length === 0) return { receipts: 0 };
  await db.insert(storedFiles).values(rows.map((r) => r.file));
  await db
    .insert(receipts)
    .values(rows.map((r, i) => ({ ...r.receipt, fileKey: rows[i]!.file.fileKey })));
  return { receipts: rows.length };
}
