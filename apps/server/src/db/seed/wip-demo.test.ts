import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackingContract as c } from '@n5/shared/tracking/contract';
import { useTestApp } from '../../testing/build-test-app';
import { payAppLines, payApps } from '../schema/index';

// The demo seed's billing history (issue 31 item 8), read through the WIP report: the demo
// company has something to show on every branch of the schedule.
const { t, callAs } = useTestApp();

describe('the demo WIP schedule', () => {
  it('the demo company shows over- and under-billed projects, a release app and a line rate', async () => {
    const report = await callAs('accounting', c.wipReport, { query: { page: 1, pageSize: 200 } });
    const positions = new Set(report.rows.map((r) => r.position));
    expect(positions).toContain('over');
    expect(positions).toContain('under');
    const db = t.database.db;
    const releases = await db
      .select({ status: payApps.status, amount: payApps.releaseAmount })
      .from(payApps)
      .where(eq(payApps.kind, 'release'));
    expect(releases.length).toBeGreaterThan(0);
    expect(releases[0]!.status).toBe('Approved');
    const rated = await db
      .select({ rate: payAppLines.retainageRate })
      .from(payAppLines)
      .where(isNotNull(payAppLines.retainageRate));
    expect(rated.map((r) => r.rate)).toContain('0.050000');
  });
});
