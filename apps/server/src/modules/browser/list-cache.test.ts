import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserContract as c } from '@n5/shared/browser/contract';
import { NOTES_GREEN_DAYS } from '@n5/shared/browser/flags';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { contractsContract as cc } from '@n5/shared/contracts/contract';
import { sumMoney } from '@n5/shared/contracts/totals';
import {
  clientContracts,
  companies,
  forecasts,
  projectNotes,
  projects,
  users,
} from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';
import { createBrowserListCache } from './list-cache';
import { listEncodingOf } from './routes';

const { t, requestAs, callAs, buildProject, buildCondition } = useTestApp();

/** Two instances' caches on one database, as behind a load balancer: they share nothing else. */
const twoInstances = () => [0, 1].map(() => createBrowserListCache(t.database.db, (r) => r));
const rowsOf = async (cache: ReturnType<typeof createBrowserListCache>) =>
  JSON.parse(await cache.body('active')) as TBrowserProject[];
const rowOf = async (cache: ReturnType<typeof createBrowserListCache>, id: number) =>
  (await rowsOf(cache)).find((r) => r.ProjectID === id);

describe('the browser lists are kept while the database says they are current', () => {
  it('answers the same text again when nothing was written', async () => {
    const [a] = twoInstances();
    const first = await a!.body('active');
    expect(await a!.body('active')).toBe(first);
  });

  it('a write committed through any instance shows on every instance at its next request', async () => {
    const [a, b] = twoInstances();
    const project = await buildProject({ ProjectName: 'Cache before' });
    expect((await rowOf(a!, project.ProjectID))?.ProjectName).toBe('Cache before');
    expect((await rowOf(b!, project.ProjectID))?.ProjectName).toBe('Cache before');
    const db = t.database.db;
    await db
      .update(projects)
      .set({ projectName: 'Cache after' })
      .where(eq(projects.projectId, project.ProjectID));
    expect((await rowOf(a!, project.ProjectID))?.ProjectName).toBe('Cache after');
    expect((await rowOf(b!, project.ProjectID))?.ProjectName).toBe('Cache after');

    // The names the rows show from other tables: the client company and the project manager.
    const [company] = await db.select().from(companies).limit(1);
    const [manager] = await db.select().from(users).limit(1);
    await db
      .update(projects)
      .set({ clientCompanyId: company!.companyId, projectManagerId: manager!.userId })
      .where(eq(projects.projectId, project.ProjectID));
    await rowOf(a!, project.ProjectID);
    await db
      .update(companies)
      .set({ companyName: `${company!.companyName} (renamed)` })
      .where(eq(companies.companyId, company!.companyId));
    await db
      .update(users)
      .set({ initials: 'ZQ', displayName: 'Zed Queue' })
      .where(eq(users.userId, manager!.userId));
    const row = await rowOf(a!, project.ProjectID);
    expect(row?.ClientCompanyName).toBe(`${company!.companyName} (renamed)`);
    expect(row?.PMInitials).toBe('ZQ');
    expect(row?.ProjectManager).toBe('Zed Queue');

    await db
      .update(forecasts)
      .set({ jan2: '0.2500' })
      .where(eq(forecasts.projectId, project.ProjectID));
    expect((await rowOf(b!, project.ProjectID))?.jan2).toBe('0.2500');

    await db.insert(projectNotes).values({ projectId: project.ProjectID, noteText: 'New note' });
    expect((await rowOf(b!, project.ProjectID))?.NotesColor).toBe('green');
  });

  it('a rolled-back write leaves the kept list in place', async () => {
    const [a] = twoInstances();
    const first = await a!.body('active');
    await t.database.db
      .transaction(async (tx) => {
        await tx.update(projects).set({ projectName: 'Never committed' });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await a!.body('active')).toBe(first);
  });

  it('is built again when the time turns a notes colour', async () => {
    const [a] = twoInstances();
    const project = await buildProject({ ProjectName: 'Turning yellow' });
    // A note that stops being green (7 days old) a second and a half from now.
    await t.database.db.insert(projectNotes).values({
      projectId: project.ProjectID,
      noteText: 'Old news soon',
      createdDate: sql`now() - interval '${sql.raw(String(NOTES_GREEN_DAYS))} days' + interval '1.5 seconds'`,
    });
    expect((await rowOf(a!, project.ProjectID))?.NotesColor).toBe('green');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await rowOf(a!, project.ProjectID))?.NotesColor).toBe('yellow');
  });
});

describe('the Contract column follows the client contracts (issue 40 item 2)', () => {
  it("shows the Base's total as a proposal, then the approved contracts, on every instance", async () => {
    const [a, b] = twoInstances();
    const project = await buildProject();
    const id = project.ProjectID;
    const none = await rowOf(a!, id);
    expect(none).toMatchObject({ ContractAmount: '0.00', ContractAmountBasis: 'Proposal' });
    await rowOf(b!, id);

    const base = (await callAs('superuser', cc.addClientContract, { body: { projectID: id } }))
      .ClientContractID;
    const line = await buildCondition({
      projectID: id,
      ClientContractID: base,
      TotalQuantities: 10,
    });
    const { GrandTotal } = (await callAs('pm', cc.clientContracts, { query: { projectID: id } }))
      .contracts[0]!;
    expect(GrandTotal).toBe(sumMoney([line.PreTax, line.Tax]));
    for (const cache of [a!, b!])
      expect(await rowOf(cache, id)).toMatchObject({
        ContractAmount: GrandTotal,
        ContractAmountBasis: 'Proposal',
      });

    // Approval (a signature, an upload: the contract's stage) changes the lists at once.
    await t.database.db
      .update(clientContracts)
      .set({ stage: 'Approved' })
      .where(eq(clientContracts.contractId, base));
    for (const cache of [a!, b!])
      expect(await rowOf(cache, id)).toMatchObject({
        ContractAmount: GrandTotal,
        ContractAmountBasis: 'Approved',
      });
    // A change order counts once approved, not while pending.
    const co = (await callAs('superuser', cc.addClientContract, { body: { projectID: id } }))
      .ClientContractID;
    const extra = await buildCondition({ projectID: id, ClientContractID: co, TotalQuantities: 5 });
    expect((await rowOf(a!, id))?.ContractAmount).toBe(GrandTotal);
    await t.database.db
      .update(clientContracts)
      .set({ stage: 'Approved' })
      .where(eq(clientContracts.contractId, co));
    expect((await rowOf(a!, id))?.ContractAmount).toBe(
      sumMoney([GrandTotal, extra.PreTax, extra.Tax]),
    );
  });
});

describe('the list routes', () => {
  it('send the same JSON compressed with Brotli, with gzip and uncompressed', async () => {
    const plain = await requestAs('pm', c.listActive, undefined, {
      headers: { 'accept-encoding': 'identity' },
    });
    const br = await requestAs('pm', c.listActive, undefined, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    const gz = await requestAs('pm', c.listActive, undefined, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect((JSON.parse(plain.body) as { projects: unknown[] }).projects.length).toBeGreaterThan(0);
  });

  it('choose the encoding the client accepts', () => {
    expect(listEncodingOf('gzip, deflate, br, zstd')).toBe('br');
    expect(listEncodingOf('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(listEncodingOf('br;q=0, gzip;q=0')).toBeUndefined();
    expect(listEncodingOf('deflate')).toBeUndefined();
    expect(listEncodingOf('*')).toBe('br');
    expect(listEncodingOf(undefined)).toBeUndefined();
  });
});
