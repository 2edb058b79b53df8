import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TAccountingProject } from '../gateway';
import { AcumaticaClient } from './client';
import { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';
import { AcumaticaGateway } from './gateway';

// Issue 38, part two: the company lists, the project push on its own, the retainage release,
// against the strict fake (references checked).

let fake: FakeAcumaticaServer;
let gateway: AcumaticaGateway;

beforeEach(async () => {
  fake = await FakeAcumaticaServer.start();
  const client = new AcumaticaClient({
    url: fake.url,
    username: fake.credentials.name,
    password: fake.credentials.password,
    tenant: fake.credentials.tenant,
    actionPollMs: 5,
  });
  gateway = new AcumaticaGateway(client);
  fake.seed('Customer', [
    { CustomerID: 'C000123', CustomerName: 'Acme Builders', Status: 'Active' },
    { CustomerID: 'C000124', CustomerName: 'Acme Dental', Status: 'Inactive' },
    { CustomerID: 'C000125', CustomerName: 'Blue Sky Schools', Status: 'Active' },
  ]);
});
afterEach(async () => {
  await gateway.close();
  await fake.close();
});

const project: TAccountingProject = {
  projectId: 101,
  name: 'Annex remodel',
  description: 'Second floor',
  stage: 'Approved',
  customerId: 'C000123',
  customerName: 'Acme Builders',
  projectManager: null,
  tasks: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board' },
    { subCategoryCode: '26-5100', description: 'Lighting' },
  ],
};

describe("Acumatica's customers and vendors for the CRM mapping", () => {
  it('reads a page by name with $select, telling whether more follow; an exact id', async () => {
    const page = await gateway.listCounterparties('customer', { search: 'acme', skip: 0, top: 1 });
    expect(page).toEqual({
      parties: [{ id: 'C000123', name: 'Acme Builders', status: 'Active' }],
      more: true,
    });
    const [call] = fake.received('GET', 'Customer');
    expect(call!.query).toMatchObject({
      $filter: "substringof('acme',CustomerName)",
      $select: 'CustomerID,CustomerName,Status',
      $top: '2',
      $skip: '0',
    });
    const rest = await gateway.listCounterparties('customer', { search: 'acme', skip: 1, top: 1 });
    expect(rest).toEqual({ parties: [expect.objectContaining({ id: 'C000124' })], more: false });
    const exact = await gateway.listCounterparties('customer', { id: 'C000125', skip: 0, top: 1 });
    expect(exact?.parties.map((p) => p.id)).toEqual(['C000125']);
    expect(await gateway.listCounterparties('vendor', { skip: 0, top: 50 })).toEqual({
      parties: [],
      more: false,
    });
  });
});

describe('issue 38 item 1: the project pushed on its own (create and update)', () => {
  it('creates the project and its tasks, activates it; a second push makes no duplicate', async () => {
    await gateway.pushProject(project);
    await gateway.pushProject({ ...project, name: 'Annex remodel, phase 2' });
    expect(fake.records('Project')).toHaveLength(1);
    expect(fake.records('Project')[0]).toMatchObject({
      ProjectID: { value: '101' },
      Description: { value: 'Annex remodel, phase 2' },
      Customer: { value: 'C000123' },
      Status: { value: 'Active' },
    });
    expect(
      fake.records('ProjectTask').map((t) => (t.ProjectTaskID as { value?: unknown }).value),
    ).toEqual(['09-2900', '26-5100']);
  });

  it('a customer Acumatica lacks is refused by the site (422), not created', async () => {
    const error = await gateway
      .pushProject({ ...project, customerId: 'C999' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/Customer: 'C999' cannot be found in the system/);
    expect(fake.records('Project')).toHaveLength(0);
  });
});

describe('issue 38 item 3: a retainage release', () => {
  it('on a Default endpoint, refuses with where to release it in Acumatica, writing nothing', async () => {
    fake.seed('Project', [{ ProjectID: '101', Customer: 'C000123', Status: 'Active' }]);
    const error = await gateway
      .pushRetainageRelease({
        guid: '5d1e3a2b-0c9f-4e8d-b7a6-1f2e3d4c5b6a',
        projectId: 101,
        number: 3,
        customerId: 'C000123',
        date: '2026-11-25',
        amount: '3250.00',
        lines: [{ subCategoryCode: '09-2900', amount: '3250.00' }],
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'rejected', retryable: false });
    expect((error as Error).message).toBe(
      "Pay App 3 releases 3250.00 of retainage on project 101 (customer C000123), but Acumatica's " +
        'endpoint Default/24.200.001 has no AR retainage release (its Invoice entity offers ' +
        'ReleaseInvoice only; ReleaseRetainage is an AP Bill action). Release it in Acumatica on ' +
        'Release AR Retainage (AR510000), filtered by project 101, or with Release Retainage on ' +
        "the project's invoices (AR301000).",
    );
    expect(fake.received('PUT')).toHaveLength(0);
    expect(fake.received('POST')).toHaveLength(0);
  });

  it('an unmapped client is named first', async () => {
    const error = await gateway
      .pushRetainageRelease({
        guid: '5d1e3a2b-0c9f-4e8d-b7a6-1f2e3d4c5b6a',
        projectId: 101,
        number: 3,
        customerId: null,
        customerName: 'Unmapped Dental Group',
        date: '2026-11-25',
        amount: '100.00',
        lines: [],
      })
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(
      /^The company "Unmapped Dental Group" has no Acumatica customer id: map it in CRM/,
    );
  });
});
