import { describe, expect, it } from 'vitest';
import { auditContract as c } from '@n5/shared/audit/contract';
import { projectContract } from '@n5/shared/project/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, refusedAs, buildProject, userOf } = useTestApp();

describe('audit trail', () => {
  it('is for admins only (403), and 401 signed out', async () => {
    expect((await refusedAs('pm', c.listAuditLog, { query: {} })).status).toBe(403);
    expect((await refusedAs('accounting', c.auditFilters, {})).status).toBe(403);
    expect((await refusedAs('pm', c.projectHistory, { params: { id: '1' } })).status).toBe(403);
    expect((await refusedAs('anonymous', c.listAuditLog, { query: {} })).status).toBe(401);
  });

  it('finds a field change by record, with who, old and new value, in keyset pages', async () => {
    const project = await buildProject();
    const id = project.ProjectID;
    for (const value of [`${project.ProjectName} A`, `${project.ProjectName} B`]) {
      await callAs('superuser', projectContract.setProjectInfo, {
        body: { projectID: id, field: 'ProjectName', value },
      });
    }
    const superuser = await userOf('superuser');
    const query = { entity: 'project', entityId: String(id) };
    const all = await callAs('admin', c.listAuditLog, { query });
    const renames = all.entries.filter((e) => e.field === 'ProjectName' && e.action === 'update');
    expect(renames[0]).toMatchObject({
      userId: superuser.UserID,
      entity: 'project',
      entityId: String(id),
      oldValue: `${project.ProjectName} A`,
      newValue: `${project.ProjectName} B`,
    });
    const first = await callAs('admin', c.listAuditLog, { query: { ...query, limit: '1' } });
    expect(first.entries).toHaveLength(1);
    expect(first.nextBefore).toBe(String(all.entries[0]!.auditId));
    const second = await callAs('admin', c.listAuditLog, {
      query: { ...query, limit: '1', before: first.nextBefore! },
    });
    expect(second.entries[0]!.auditId).toBe(all.entries[1]!.auditId);
    const byUser = await callAs('admin', c.listAuditLog, {
      query: { ...query, userId: String(superuser.UserID) },
    });
    expect(byUser.entries.length).toBe(all.entries.length);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await callAs('admin', c.listAuditLog, {
      query: { ...query, from: today, to: today },
    });
    expect(dated.entries.length).toBe(all.entries.length);
    const old = await callAs('admin', c.listAuditLog, {
      query: { ...query, from: '2001-01-01', to: '2001-01-31' },
    });
    expect(old).toEqual({ entries: [], nextBefore: null });
    const history = await callAs('admin', c.projectHistory, { params: { id: String(id) } });
    expect(history.entries.map((e) => e.auditId)).toEqual(all.entries.map((e) => e.auditId));
  });

  it('lists the record types and users; refuses a bad span (400) and an unknown project (404)', async () => {
    const filters = await callAs('admin', c.auditFilters, {});
    expect(filters.entities).toContain('project');
    expect(filters.entities).toEqual([...filters.entities].sort());
    expect(filters.users.length).toBeGreaterThan(0);
    const span = await refusedAs('admin', c.listAuditLog, {
      query: { from: '2026-11-02', to: '2026-11-01' },
    });
    expect(span).toMatchObject({
      status: 400,
      error: { message: 'from must be on or before to.' },
    });
    expect((await refusedAs('admin', c.listAuditLog, { query: { before: 'x' } })).status).toBe(400);
    expect(
      (await refusedAs('admin', c.listAuditLog, { query: { from: '2026-02-31' } })).status,
    ).toBe(400);
    const missing = await refusedAs('admin', c.projectHistory, { params: { id: '99999999' } });
    expect(missing.status).toBe(404);
  });
});
