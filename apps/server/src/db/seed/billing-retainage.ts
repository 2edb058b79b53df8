import { sql } from 'drizzle-orm';
import { heldOnWork } from '@n5/shared/billing/retainage';
import { carriedForwardStored } from '@n5/shared/billing/carry-forward';
import { div, fromNumeric, PLACES, toNumeric, compare, ZERO } from '@n5/shared/core/decimal';
import { rowsOf, type TTx } from '../client';
import { payAppLines, payApps } from '../schema/index';
import { certifyPayApp, projectBilling } from '../../modules/billing/index';
import { guidOf } from './billing';
import { addDays } from './dates';

/** Projects whose latest pay app is in one of the statuses, oldest project first. */
async function latestIn(tx: TTx, statuses: readonly string[]) {
  return rowsOf<{ projectId: number; number: number; payAppId: number; status: string }>(
    await tx.execute(sql`
      select distinct on (project_id) project_id as "projectId", number, pay_app_id as "payAppId",
             status
        from pay_apps order by project_id, number desc`),
  ).filter((r) => statuses.includes(r.status));
}

/** A partial release (half of what is held) after the first project's certified pay apps. */
async function seedRelease(tx: TTx, input: { today: Date; accountingUserId: number }) {
  for (const last of await latestIn(tx, ['Approved', 'Invoiced'])) {
    const billing = await projectBilling(tx, last.projectId);
    const codes = billing.schedule.map((l) => l.subCategoryCode);
    const held = heldOnWork(codes, billing.entries, last.number);
    if (compare(held, ZERO) <= 0) continue;
    // Fixed guid and times: the same demo on every machine (seed.test compares the rows).
    const at = addDays(input.today, -5);
    const day = at.toISOString().slice(0, 10);
    const head = billing.heads.at(-1)!;
    const [row] = await tx
      .insert(payApps)
      .values({
        guid: guidOf(last.projectId, last.number + 1),
        projectId: last.projectId,
        number: last.number + 1,
        retainageRate: head.retainageRate,
        storedRetainageRate: head.storedRetainageRate,
        retainageConvention: 'new',
        kind: 'release',
        releaseAmount: toNumeric(div(held, fromNumeric('2'), PLACES.money), PLACES.money),
        periodTo: day,
        applicationDate: day,
        createdBy: input.accountingUserId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ payAppId: payApps.payAppId });
    const stored = Object.entries(carriedForwardStored(billing.entries.at(-1)));
    if (stored.length > 0)
      await tx.insert(payAppLines).values(
        stored.map(([subCategoryCode, amount]) => ({
          payAppId: row!.payAppId,
          subCategoryCode,
          stored: amount,
          updatedBy: input.accountingUserId,
          updatedAt: at,
        })),
      );
    const number = last.number + 1;
    const by = { kind: 'accounting', userId: input.accountingUserId } as const;
    await certifyPayApp(tx, { payAppId: row!.payAppId, projectId: last.projectId, number }, by, [
      'Preparing',
    ]);
    await tx
      .update(payApps)
      .set({ certifiedAt: addDays(at, 1), updatedAt: addDays(at, 1), accountingStatus: 'synced' })
      .where(sql`${payApps.payAppId} = ${row!.payAppId}`);
    return last.projectId;
  }
  return null;
}

/** A line at its own 5% and the pay app's rate on new work only, on the first open pay app. */
async function seedLineRate(tx: TTx, input: { today: Date; accountingUserId: number }) {
  const [open] = await latestIn(tx, ['Preparing']);
  if (!open) return null;
  const billing = await projectBilling(tx, open.projectId);
  const line = billing.schedule[0];
  if (!line) return null;
  await tx
    .insert(payAppLines)
    .values({
      payAppId: open.payAppId,
      subCategoryCode: line.subCategoryCode,
      retainageRate: '0.050000',
      updatedBy: input.accountingUserId,
      updatedAt: input.today,
    })
    .onConflictDoUpdate({
      target: [payAppLines.payAppId, payAppLines.subCategoryCode],
      set: { retainageRate: '0.050000' },
    });
  await tx
    .update(payApps)
    .set({ retainageConvention: 'new' })
    .where(sql`${payApps.payAppId} = ${open.payAppId}`);
  return open.projectId;
}

/**
 * Retainage control in the demo (issue 31 item 2), after the pay apps: a certified partial
 * retainage release (half of what a project holds) and an open pay app with a line at its own
 * rate, billed on new work only. Deterministic: no random stream.
 */
export async function seedRetainageDemo(tx: TTx, input: { today: Date; accountingUserId: number }) {
  return {
    releaseProject: await seedRelease(tx, input),
    lineRateProject: await seedLineRate(tx, input),
  };
}
