import { describe, expect, it } from 'vitest';
import { emailContract } from '@n5/shared/email/contract';
import { kpiContract as c } from '@n5/shared/kpi/contract';
import { quarterOf } from '@n5/shared/kpi/quarters';
import { KPI_UIDS } from '@n5/shared/kpi/rules';
import { surveysContract } from '@n5/shared/surveys/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, buildProject, buildContact } = useTestApp();
const quarter = () => quarterOf(new Date().toISOString().slice(0, 10));

/** A completed project surveyed through its emailed link, answered with this 0-10 value. */
async function answeredSurvey(nps: number) {
  const contact = await buildContact({ ContactEmail: `kpi.${Date.now()}.${nps}@example.com` });
  const project = await buildProject({
    ClientContactID: contact.ContactID,
    StageType: 'Completed',
    BidType: 'Service -> Flat Rate',
  });
  await callAs('admin', surveysContract.runBatch, {});
  const outbox = await callAs('admin', emailContract.listOutbox, { query: { pageSize: 100 } });
  const item = outbox.messages.find(
    (m) => m.subject === `How did we do on ${project.ProjectName}?`,
  )!;
  const message = await callAs('admin', emailContract.getOutboxMessage, {
    params: { id: item.emailId },
  });
  const url = new URL(message.text.match(/http\S+survey\S+/)![0]);
  const link = {
    p: url.searchParams.get('p')!,
    eid: url.searchParams.get('eid')!,
    mt: 'PP' as const,
    s: url.searchParams.get('s')!,
  };
  await callAs('anonymous', surveysContract.saveAnswer, {
    body: { ...link, criteriaID: 6, value: nps },
  });
  await callAs('anonymous', surveysContract.complete, { body: { ...link, comments: '' } });
  return project;
}

describe('KPI dashboard', () => {
  it('answers every KPI with its settings, and NPS moves with a new response', async () => {
    const query = quarter();
    const before = await callAs('pm', c.npsByCompany, { query });
    await answeredSurvey(10);
    await answeredSurvey(3);
    const after = await callAs('pm', c.npsByCompany, { query });
    expect(after.NPSByCompany[0]!.responses).toBe(before.NPSByCompany[0]!.responses + 2);
    const service = await callAs('pm', c.npsByDivision, { query });
    expect(service.NPSByDivision.some((r) => r.Division === 'Service')).toBe(true);
    const byType = await callAs('pm', c.npsByBidType, { query });
    expect(byType.NPSByBidType.some((r) => r.bidtype === 'Service -> Flat Rate')).toBe(true);

    const { kpi, positionPayout } = await callAs('pm', c.kpi, { query });
    expect(kpi.map((k) => k.uid).sort()).toEqual([...KPI_UIDS].sort());
    expect(kpi.find((k) => k.uid === 'CustomerFulfillment')!.score).not.toBeNull();
    expect(kpi.find((k) => k.uid === 'Plus/MinusEstimatedProfit')!.scale).toBe('profit');
    expect(positionPayout).toMatch(/^\d\.\d{4}$/);
  });

  it('answers the tables, the leaderboards and timely invoicing for the chosen quarter', async () => {
    const query = { year: 2025, quarter: 2 };
    const tables = await callAs('pm', c.dataTables, { query });
    expect(Object.keys(tables).sort()).toEqual([
      'callbacks',
      'jobStartup',
      'missedCosts',
      'plusMinusEstimatedProfit',
      'projectNotes',
      'timelyTimesheets',
    ]);
    await callAs('pm', c.surveyLeaderboard, { query });
    const audits = await callAs('pm', c.profImageLeaderboard, { query });
    for (const row of [...audits.fleet, ...audits.safety])
      expect(row.SurveyDate >= '2025-04-01' && row.SurveyDate <= '2025-06-30').toBe(true);
    const summary = await callAs('pm', c.timelyInvoicing, { query });
    for (const pm of summary.timelyInvoicing.slice(0, 2)) {
      const { detail } = await callAs('pm', c.timelyInvoicingDetail, {
        params: { userId: String(pm.userId) },
        query,
      });
      expect(detail.reduce((n, d) => n + d.totalInvoices, 0)).toBe(pm.totalInvoices);
    }
    const refused = await refusedAs('pm', c.kpi, { query: { year: 2019, quarter: 5 } });
    expect(refused.status).toBe(400);
    expect((await refusedAs('anonymous', c.dataTables, { query })).status).toBe(401);
  });

  it('lets only an admin edit a threshold; the goal may not be under the threshold', async () => {
    const body = {
      uid: 'JobStartUp' as const,
      threshold: '0.7',
      goal: '0.9',
      payoutPercent: '0.12',
    };
    const refused = await refusedAs('pm', c.saveSetting, { body });
    expect(refused.status).toBe(403);
    const saved = await callAs('admin', c.saveSetting, { body });
    expect(saved.settings.find((s) => s.uid === 'JobStartUp')).toMatchObject({
      threshold: '0.7000',
      goal: '0.9000',
      payoutPercent: '0.1200',
    });
    const { settings } = await callAs('pm', c.settings, {});
    expect(settings.find((s) => s.uid === 'JobStartUp')!.threshold).toBe('0.7000');
    const backwards = await refusedAs('admin', c.saveSetting, {
      body: { ...body, threshold: '0.95', goal: '0.5' },
    });
    expect(backwards.status).toBe(400);
    const tooBig = await refusedAs('admin', c.saveSetting, { body: { ...body, goal: '1.5' } });
    expect(tooBig.status).toBe(400);
  });

  it('shows an inspection read-only; an unknown one is a 404', async () => {
    const missing = await refusedAs('pm', c.inspectionDetail, {
      query: { KPIEventID: '00000000-0000-4000-8000-000000000000', type: 'Fleet' },
    });
    expect(missing.status).toBe(404);
    const audits = await callAs('pm', c.profImageLeaderboard, { query: quarter() });
    const any = [...audits.fleet, ...audits.uniform, ...audits.warehouse, ...audits.safety][0];
    if (any) {
      const detail = await callAs('pm', c.inspectionDetail, {
        query: { KPIEventID: any.KPIEventID, type: any.Type as 'Fleet' },
      });
      expect(detail.criteria.length).toBeGreaterThan(0);
    }
  });
});
