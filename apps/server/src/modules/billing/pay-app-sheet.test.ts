import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientContracts, payAppLines, payApps } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { certifyPayApp, figuresOf, projectBilling } from './pay-app-sheet';

const { t, buildBillableProject } = useTestApp();

const CLIENT = { kind: 'client', userId: null } as const;

describe('pay app sheet', () => {
  it('schedules the approved client amounts and freezes a certified application', async () => {
    const { db } = t.database;
    // A project with an approved Base contract and priced conditions, and no pay app yet.
    const projectId = (await buildBillableProject()).ProjectID;
    const before = await projectBilling(db, projectId);
    expect(before.schedule.length).toBeGreaterThan(0);
    const line = before.schedule[0]!;

    const [app] = await db
      .insert(payApps)
      .values({ projectId, number: 1, retainageRate: '0.1000' })
      .returning();
    await db
      .insert(payAppLines)
      .values({ payAppId: app!.payAppId, subCategoryCode: line.subCategoryCode, work: '100.00' });

    const live = figuresOf(await projectBilling(db, projectId), 1);
    expect(live.g702.totalCompletedAndStored).toBe('100.00');
    expect(live.g702.retainage).toBe('10.00');

    const certified = await db.transaction((tx) =>
      certifyPayApp(tx, app!, CLIENT, ['Pending', 'Preparing']),
    );
    expect(certified).toBe(true);
    const again = await db.transaction((tx) =>
      certifyPayApp(tx, app!, CLIENT, ['Pending', 'Preparing']),
    );
    expect(again).toBe(false);

    // Later edits never change what was certified.
    await db
      .update(payAppLines)
      .set({ work: '999.00' })
      .where(eq(payAppLines.payAppId, app!.payAppId));
    await db
      .update(clientContracts)
      .set({ retention: '0.5' })
      .where(eq(clientContracts.projectId, projectId));
    const after = figuresOf(await projectBilling(db, projectId), 1);
    expect({ g702: after.g702, g703: after.g703 }).toEqual(live);
    // The document's header froze with the figures (a later rename never reaches it).
    expect(after.header?.projectName).toBeTruthy();

    // The next application's line 7 is the frozen line 6.
    await db.insert(payApps).values({ projectId, number: 2, retainageRate: '0.1000' });
    const next = figuresOf(await projectBilling(db, projectId), 2);
    expect(next.g702.lessPreviousCertificates).toBe('90.00');
  });
});
