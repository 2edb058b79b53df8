import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TAccountingContract, TAccountingProject } from '../gateway';
import { AcumaticaClient } from './client';
import { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';
import { AcumaticaGateway } from './gateway';

// Issue 38: the whole chain against the strict fake, in order, then again without duplicates.

let fake: FakeAcumaticaServer;
let gateway: AcumaticaGateway;

beforeEach(async () => {
  fake = await FakeAcumaticaServer.start();
  gateway = new AcumaticaGateway(
    new AcumaticaClient({
      url: fake.url,
      username: fake.credentials.name,
      password: fake.credentials.password,
      tenant: fake.credentials.tenant,
      actionPollMs: 5,
    }),
  );
  // What Acumatica's lists hold: the client as a customer, the sub as a vendor.
  fake.seed('Customer', [{ CustomerID: 'C000123', CustomerName: 'Acme Holdings' }]);
  fake.seed('Vendor', [{ VendorID: 'V000045', VendorName: 'Drywall Co' }]);
});
afterEach(async () => {
  await gateway.close();
  await fake.close();
});

const project: TAccountingProject = {
  projectId: 101,
  name: 'Annex remodel',
  description: null,
  stage: 'In Progress',
  customerId: 'C000123',
  customerName: 'Acme Holdings',
  projectManager: null,
  tasks: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board' },
    { subCategoryCode: '26-5100', description: 'Lighting' },
  ],
};

const contract = (over: Partial<TAccountingContract>): TAccountingContract => ({
  guid: '11111111-1111-4111-8111-111111111111',
  party: 'client',
  contractType: 'Base',
  projectId: 101,
  counterpartyId: 'C000123',
  date: '2026-11-20',
  description: null,
  retention: null,
  lines: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board', amount: '10000.00' },
    { subCategoryCode: '26-5100', description: 'Lighting', amount: '5000.00' },
  ],
  ...over,
});

const base = contract({});
const changeOrder = contract({
  guid: '22222222-2222-4222-8222-222222222222',
  contractType: 'CO 1',
  lines: [{ subCategoryCode: '26-5100', description: 'Extra fixtures', amount: '1200.00' }],
});
const sub = contract({
  guid: '33333333-3333-4333-8333-333333333333',
  party: 'sub',
  counterpartyId: 'V000045',
  retention: '0.1000',
  lines: [{ subCategoryCode: '09-2900', description: 'Hang and finish', amount: '7000.00' }],
});
const payApp = {
  guid: '44444444-4444-4444-8444-444444444444',
  projectId: 101,
  number: 1,
  customerId: 'C000123',
  customerName: 'Acme Holdings',
  date: '2026-11-25',
  description: 'Pay App 1 - Annex remodel',
  retainageRate: '0.1000',
  currentPaymentDue: '2700.00',
  lines: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board', amount: '2000.00', stored: '0.00' },
    { subCategoryCode: '26-5100', description: 'Lighting', amount: '500.00', stored: '500.00' },
  ],
};

async function pushAll() {
  await gateway.pushProject(project);
  await gateway.pushContract(base, { withSignature: true });
  await gateway.pushContract(changeOrder, { withSignature: true });
  await gateway.pushContract(sub, { withSignature: true });
  await gateway.pushProFormaInvoice(payApp);
}

const counts = () => ({
  Project: fake.records('Project').length,
  ProjectTask: fake.records('ProjectTask').length,
  ProjectBudget: fake.records('ProjectBudget').length,
  ChangeOrder: fake.records('ChangeOrder').length,
  Subcontract: fake.records('Subcontract').length,
  ProFormaInvoice: fake.records('ProFormaInvoice').length,
});

describe('the chain: project, tasks, contract, change order, subcontract, budget, pro forma', () => {
  it('pushes in order to a fake that refuses unknown references, then again without duplicates', async () => {
    await pushAll();
    expect(counts()).toEqual({
      Project: 1,
      ProjectTask: 2,
      ProjectBudget: 2,
      ChangeOrder: 1,
      Subcontract: 1,
      ProFormaInvoice: 1,
    });
    expect(fake.records('Project')[0]).toMatchObject({
      Customer: { value: 'C000123' },
      Status: { value: 'Active' },
    });
    expect(fake.records('Subcontract')[0]).toMatchObject({
      VendorID: { value: 'V000045' },
      Status: { value: 'Open' },
    });
    expect(fake.records('ChangeOrder')[0]).toMatchObject({ Hold: { value: false } });
    const [proForma] = fake.records('ProFormaInvoice');
    expect(proForma).toMatchObject({
      ExternalRefNbr: { value: payApp.guid },
      CustomerID: { value: 'C000123' },
    });
    const billed = (proForma!.ProgressBilling as Array<Record<string, { value: unknown }>>).map(
      (l) => [l.ProjectTaskID!.value, l.AmountToInvoice!.value],
    );
    expect(billed).toEqual([
      ['09-2900', 2000],
      ['26-5100', 1000],
    ]);

    // Everything again (a forced re-sync, a job retry): the same records, edited in place.
    await pushAll();
    expect(counts()).toEqual({
      Project: 1,
      ProjectTask: 2,
      ProjectBudget: 2,
      ChangeOrder: 1,
      Subcontract: 1,
      ProFormaInvoice: 1,
    });
    expect(
      fake.received('POST', 'Project').filter((r) => r.action === 'RunProjectBilling'),
    ).toHaveLength(1);
    expect(fake.records('Subcontract')[0]?.Status).toEqual({ value: 'Open' });
    expect((fake.records('Subcontract')[0]!.Details as unknown[]).length).toBe(1);
    expect((fake.records('ChangeOrder')[0]!.RevenueBudget as unknown[]).length).toBe(1);
  });

  it('refuses a contract pushed before its project, as Acumatica would', async () => {
    const error = await gateway.pushContract(sub, { withSignature: true }).catch((e) => e);
    expect(error).toMatchObject({ failure: 'rejected', status: 422 });
    expect((error as Error).message).toMatch(/'101' cannot be found in the system/);
  });
});
