import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inspectionsContract as c } from '@n5/shared/inspections/contract';
import type { TCriterion } from '@n5/shared/inspections/schemas';
import { auditLog } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, userOf, buildProject } = useTestApp();

async function checklist(type: 'Van' | 'Uniform' | 'Warehouse' | 'Safety') {
  const { criteria } = await callAs('pm', c.criteria, { query: { type } });
  const by = (options: string) => criteria.find((x) => x.Options === options) as TCriterion;
  return { criteria, stars: by('0,1,2,3,4'), yesNo: by('No,Yes'), by };
}

async function fleetHeader() {
  const { vans } = await callAs('pm', c.vans, {});
  const field = await userOf('field');
  return { userID: field.UserID, van: vans[0]!.VanID, surveyDate: '2026-11-20' };
}

describe('GET /api/kpi/criteria, /vans, /project-options', () => {
  it('lists each checklist in row order with its option scale', async () => {
    const fleet = await checklist('Van');
    expect(fleet.criteria.length).toBeGreaterThan(5);
    expect(fleet.criteria.map((x) => x.RowNumber)).toEqual(
      [...fleet.criteria.map((x) => x.RowNumber)].sort((a, b) => a - b),
    );
    const scales = new Set(fleet.criteria.map((x) => x.Options));
    for (const scale of ['0,1,2,3,4', 'No,Yes', 'Low,OK', '>300,-300,-200,-100,C']) {
      expect(scales.has(scale)).toBe(true);
    }
    const safety = await checklist('Safety');
    expect(safety.criteria.every((x) => x.Section)).toBe(true);
    const { vans } = await callAs('pm', c.vans, {});
    expect(vans.length).toBeGreaterThan(5);
    const { projectOptions } = await callAs('pm', c.projectOptions, {});
    expect(projectOptions.length).toBeGreaterThan(10);
  });

  it('refuses an unknown type (400) and people outside the office (403)', async () => {
    const bad = await refusedAs('pm', c.criteria, { query: { type: 'Truck' as 'Van' } });
    expect(bad.status).toBe(400);
    expect((await refusedAs('field', c.vanEvents, {})).status).toBe(403);
    expect((await refusedAs('anonymous', c.vans, {})).status).toBe(401);
  });
});

describe('POST /api/kpi/van-results', () => {
  it('creates the inspection on its first answer, scores it, and clears an answer with null', async () => {
    const { stars, yesNo } = await checklist('Van');
    const header = await fleetHeader();
    const KPIEventID = randomUUID();
    const first = await callAs('estimator', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: stars.ID, value: 3 },
    });
    expect(first.event).toMatchObject({ Type: 'Fleet', SurveyDate: '2026-11-20', score: '0.7500' });
    expect(first.event.surveyor).toBe((await userOf('estimator')).DisplayName);
    const second = await callAs('estimator', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: yesNo.ID, value: 'Yes' },
    });
    // (3 + 1) of (4 + 1) points.
    expect(second.event.score).toBe('0.8000');
    const { events } = await callAs('pm', c.vanEvents, {});
    const listed = events.find((e) => e.KPIEventID === KPIEventID)!;
    expect(listed).toMatchObject({ score: '0.8000', UserID: header.userID, VanID: header.van });
    expect(listed.Van).toBeTruthy();
    const cleared = await callAs('estimator', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: stars.ID, value: null },
    });
    expect(cleared.event.score).toBe('1.0000');
    const { results } = await callAs('pm', c.vanResults, { query: { KPIEventID } });
    expect(results).toEqual([{ CriteriaID: yesNo.ID, Value: 'Yes', Options: 'No,Yes' }]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'kpi_result'), eq(auditLog.entityId, `${KPIEventID}:${stars.ID}`)),
      );
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('takes two first answers of a new inspection sent at once (quick clicks) as one inspection', async () => {
    const { stars, yesNo } = await checklist('Van');
    const header = await fleetHeader();
    const KPIEventID = randomUUID();
    const [a, b] = await Promise.all([
      callAs('pm', c.saveVanResult, {
        body: { KPIEventID, ...header, criteriaID: stars.ID, value: 4 },
      }),
      callAs('pm', c.saveVanResult, {
        body: { KPIEventID, ...header, criteriaID: yesNo.ID, value: 'Yes' },
      }),
    ]);
    expect(a.event.KPIEventID).toBe(b.event.KPIEventID);
    const { results } = await callAs('pm', c.vanResults, { query: { KPIEventID } });
    expect(results).toHaveLength(2);
  });

  it('refuses a score while the team member, vehicle or survey date is missing', async () => {
    const { stars } = await checklist('Van');
    const header = await fleetHeader();
    const KPIEventID = randomUUID();
    const refusal = await refusedAs('pm', c.saveVanResult, {
      body: { KPIEventID, ...header, van: null, surveyDate: null, criteriaID: stars.ID, value: 2 },
    });
    expect(refusal.status).toBe(400);
    expect(refusal.error.message).toBe(
      'Fill in the vehicle, survey date before scoring this inspection.',
    );
    const { event } = await callAs('pm', c.vanResults, { query: { KPIEventID } });
    expect(event).toBeNull();
  });

  it('refuses values off the scale, unknown criteria, vans and people, and criteria of another checklist', async () => {
    const fleet = await checklist('Van');
    const uniform = await checklist('Uniform');
    const header = await fleetHeader();
    const body = { KPIEventID: randomUUID(), ...header };
    const cases = [
      [{ criteriaID: fleet.stars.ID, value: 5 }, 400, /one of 0, 1, 2, 3, 4/],
      [{ criteriaID: fleet.yesNo.ID, value: 'Maybe' }, 400, /one of No, Yes/],
      [{ criteriaID: fleet.by('>300,-300,-200,-100,C').ID, value: 'Current' }, 400, /C/],
      [{ criteriaID: uniform.stars.ID, value: 2 }, 404, /no fleet criterion/],
      [{ criteriaID: 999999, value: 2 }, 404, /no fleet criterion 999999/],
      [{ criteriaID: fleet.stars.ID, value: 2, van: 999999 }, 404, /no vehicle 999999/],
      [{ criteriaID: fleet.stars.ID, value: 2, userID: 999999 }, 404, /no team member/],
    ] as const;
    for (const [extra, status, message] of cases) {
      const refusal = await refusedAs('pm', c.saveVanResult, { body: { ...body, ...extra } });
      expect(refusal.status, JSON.stringify(extra)).toBe(status);
      expect(refusal.error.message).toMatch(message);
    }
    const badId = await refusedAs('pm', c.saveVanResult, {
      body: { ...body, KPIEventID: 'not-a-uuid', criteriaID: fleet.stars.ID, value: 1 },
    });
    expect(badId.status).toBe(400);
  });

  it('lets only the inspector or an admin change an inspection, and keeps types apart', async () => {
    const { stars } = await checklist('Van');
    const header = await fleetHeader();
    const KPIEventID = randomUUID();
    await callAs('estimator', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: stars.ID, value: 1 },
    });
    const other = await refusedAs('pm', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: stars.ID, value: 4 },
    });
    expect(other.status).toBe(403);
    const byAdmin = await callAs('admin', c.saveVanResult, {
      body: { KPIEventID, ...header, criteriaID: stars.ID, value: 4 },
    });
    expect(byAdmin.event.score).toBe('1.0000');
    const warehouse = await refusedAs('estimator', c.saveWarehouseResult, {
      body: { KPIEventID, surveyDate: '2026-11-20', criteriaID: null, value: null },
    });
    expect(warehouse.status).toBe(409);
    const field = await refusedAs('field', c.saveVanResult, {
      body: { KPIEventID: randomUUID(), ...header, criteriaID: stars.ID, value: 1 },
    });
    expect(field.status).toBe(403);
  });
});

describe('uniform, warehouse and safety saves', () => {
  it('requires each checklist’s own header fields', async () => {
    const uniform = await checklist('Uniform');
    const noLocation = await refusedAs('pm', c.saveUniformResult, {
      body: {
        KPIEventID: randomUUID(),
        userID: (await userOf('field')).UserID,
        location: '  ',
        surveyDate: '2026-11-03',
        criteriaID: uniform.stars.ID,
        value: 4,
      },
    });
    expect(noLocation.error.message).toBe('Fill in the location before scoring this inspection.');
    const warehouse = await checklist('Warehouse');
    const saved = await callAs('pm', c.saveWarehouseResult, {
      body: {
        KPIEventID: randomUUID(),
        surveyDate: '2026-11-03',
        criteriaID: warehouse.yesNo.ID,
        value: 'No',
      },
    });
    expect(saved.event.score).toBe('0.0000');
    const { events } = await callAs('pm', c.warehouseEvents, {});
    expect(events.some((e) => e.KPIEventID === saved.event.KPIEventID)).toBe(true);
  });

  it('saves a safety inspection’s header on its final save and its answers by project', async () => {
    const safety = await checklist('Safety');
    const { ProjectID, ProjectName } = await buildProject({ StageType: 'In Progress' });
    const KPIEventID = randomUUID();
    const missing = await refusedAs('pm', c.saveSafetyResult, {
      body: { KPIEventID, surveyDate: '2026-11-04', criteriaID: safety.stars.ID, value: 3 },
    });
    expect(missing.error.message).toBe('Fill in the project before scoring this inspection.');
    const header = {
      KPIEventID,
      projectID: ProjectID,
      location: 'Roof',
      comments: 'Guardrail re-secured.',
      surveyDate: '2026-11-04',
    };
    await callAs('pm', c.saveSafetyResult, {
      body: { ...header, criteriaID: safety.stars.ID, value: '4' },
    });
    const final = await callAs('pm', c.saveSafetyResult, {
      body: { ...header, criteriaID: null, value: null },
    });
    expect(final.event).toMatchObject({
      ProjectID,
      ProjectName,
      Location: 'Roof',
      Comments: 'Guardrail re-secured.',
      score: '1.0000',
    });
    const read = await callAs('pm', c.safetyResults, { query: { KPIEventID } });
    expect(read.results).toHaveLength(1);
    const wrong = await refusedAs('pm', c.vanResults, { query: { KPIEventID } });
    expect(wrong.status).toBe(404);
    const { events } = await callAs('estimator', c.safetyEvents, {});
    expect(events.find((e) => e.KPIEventID === KPIEventID)?.ProjectName).toBe(ProjectName);
  });
});

describe('DELETE /api/kpi/kpi-event', () => {
  it('deletes an inspection and its answers for its inspector or an admin only', async () => {
    const { stars } = await checklist('Van');
    const header = await fleetHeader();
    const mine = randomUUID();
    const theirs = randomUUID();
    for (const id of [mine, theirs]) {
      await callAs('estimator', c.saveVanResult, {
        body: { KPIEventID: id, ...header, criteriaID: stars.ID, value: 2 },
      });
    }
    expect((await refusedAs('pm', c.deleteEvent, { body: { KPIEventID: mine } })).status).toBe(403);
    const done = await callAs('estimator', c.deleteEvent, { body: { KPIEventID: mine } });
    expect(done.message).toBe('The inspection was deleted.');
    await callAs('admin', c.deleteEvent, { body: { KPIEventID: theirs } });
    const { events } = await callAs('pm', c.vanEvents, {});
    expect(events.some((e) => e.KPIEventID === mine || e.KPIEventID === theirs)).toBe(false);
    const again = await refusedAs('estimator', c.deleteEvent, { body: { KPIEventID: mine } });
    expect(again.status).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'kpi_event'),
          eq(auditLog.entityId, mine),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audit.length).toBeGreaterThan(0);
  });
});
