import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TAccountingContract, TAccountingProFormaInvoice } from '../gateway';
import { AcumaticaClient, fields } from './client';
import { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';
import { AcumaticaGateway } from './gateway';
import { createAccountingGateway } from '../create-gateway';

// Issue 38: pushes checked against a fake that refuses what a real instance refuses.

let fake: FakeAcumaticaServer;
let client: AcumaticaClient;
let gateway: AcumaticaGateway;

beforeEach(async () => {
  fake = await FakeAcumaticaServer.start();
  client = new AcumaticaClient({
    url: fake.url,
    username: fake.credentials.name,
    password: fake.credentials.password,
    tenant: fake.credentials.tenant,
    actionPollMs: 5,
    backoffMs: 5,
    maxBackoffMs: 20,
  });
  gateway = new AcumaticaGateway(client);
  seedCompanies();
});
afterEach(async () => {
  await gateway.close();
  await fake.close();
});

const subContract: TAccountingContract = {
  guid: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  party: 'sub',
  contractType: 'Base',
  projectId: 101,
  counterpartyId: 'V000045',
  date: '2026-11-20',
  description: 'Drywall, Annex remodel',
  retention: null,
  lines: [{ subCategoryCode: '09-2900', description: 'Hang and finish', amount: '12500.00' }],
};

const proForma: TAccountingProFormaInvoice = {
  guid: '0c9a7e52-1d3f-4b6a-9e8d-7f6a5b4c3d2e',
  projectId: 101,
  number: 1,
  customerId: 'C000123',
  date: '2026-11-25',
  description: 'Pay App 1 - Annex remodel',
  retainageRate: '0.1000',
  currentPaymentDue: '495.00',
  lines: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board', amount: '250.00', stored: '0.00' },
    { subCategoryCode: '26-5100', description: 'Lighting', amount: '300.00', stored: '45.50' },
  ],
};

/** The project the pay app bills, as the project push leaves it in Acumatica. */
function seedProject() {
  fake.seed('Project', [{ ProjectID: '101', Customer: 'C000123', Status: 'Active' }]);
  fake.seed('ProjectTask', [
    { ProjectID: '101', ProjectTaskID: '09-2900' },
    { ProjectID: '101', ProjectTaskID: '26-5100' },
  ]);
}

/** The customers and vendors the stories refer to, as Acumatica's lists hold them. */
function seedCompanies() {
  fake.seed('Customer', [{ CustomerID: 'C000123', CustomerName: 'Acme' }]);
  fake.seed('Vendor', [{ VendorID: 'V000045', VendorName: 'Drywall Co' }]);
}

describe('issue 38 item 2: field names as Acumatica publishes them', () => {
  it('refuses what the published metadata lacks: Hold on a Subcontract, Customer on a pro forma', async () => {
    await expect(client.put('Subcontract', fields({ VendorRef: 'x', Hold: true }))).rejects.toThrow(
      /There is no Hold field in the Subcontract entity/,
    );
    await expect(client.put('ProFormaInvoice', fields({ Customer: 'C1' }))).rejects.toThrow(
      /There is no Customer field in the ProFormaInvoice entity/,
    );
  });

  it('pushes a sub contract without Hold: its Status says whether it is held', async () => {
    seedProject();
    await gateway.pushContract(subContract, { withSignature: true });
    const [stored] = fake.records('Subcontract');
    expect(stored).not.toHaveProperty('Hold');
    expect(stored?.Status).toEqual({ value: 'Open' });
  });

  it('names the pro forma customer CustomerID and its lines ProjectTaskID', async () => {
    seedProject();
    await gateway.pushProFormaInvoice(proForma);
    const body = fake.received('PUT', 'ProFormaInvoice').at(-1)?.body;
    expect(body?.CustomerID).toEqual({ value: 'C000123' });
    const lines = fake.records('ProFormaInvoice')[0]?.ProgressBilling as Array<
      Record<string, unknown>
    >;
    expect(lines.map((l) => l.ProjectTaskID)).toEqual([{ value: '09-2900' }, { value: '26-5100' }]);
  });
});

describe('issue 38 item 5: the API seat limit', () => {
  const budgetRow = {
    ProjectID: '101',
    ProjectTaskID: '09-2900',
    Type: 'Expense',
    AccountGroup: 'LABOR',
    ActualAmount: 120,
    ActualQty: 2,
  };

  it('waits and signs in again when sign-in answers 500 "API Login Limit"', async () => {
    fake.seatLimitAnswer = 500;
    fake.refuseNextLogins(2);
    fake.seed('ProjectBudget', [budgetRow]);
    const rows = await gateway.getActualCosts(101);
    expect(rows.map((r) => r.labor)).toEqual(['120.00']);
    expect(fake.logins).toBe(3);
  });

  it('waits and signs in again when sign-in is redirected to the error page (302)', async () => {
    fake.seatLimitAnswer = 302;
    fake.refuseNextLogins(1);
    fake.seed('ProjectBudget', [budgetRow]);
    expect(await gateway.getActualCosts(101)).toHaveLength(1);
    expect(fake.logins).toBe(2);
  });

  it('fails retryable, naming the redirect, when every sign-in is redirected', async () => {
    fake.seatLimitAnswer = 302;
    fake.refuseNextLogins(10);
    const error = await gateway.getActualCosts(101).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'sign-in', status: 302, retryable: true });
    expect((error as Error).message).toMatch(
      /^Acumatica refused the sign-in \(302\): a redirect to \/AcumaticaERP\/Frames\/Error\.aspx/,
    );
  });

  it('repeats a read redirected to the error page instead of reading it as no rows', async () => {
    fake.seed('ProjectBudget', [budgetRow]);
    fake.answerNextWithSeatLimitRedirect(2);
    const rows = await gateway.getActualCosts(101);
    expect(rows).toHaveLength(1);
    expect(fake.received('GET', 'ProjectBudget')).toHaveLength(3);
  });

  it('never takes a push redirected every time for a success', async () => {
    fake.answerNextWithSeatLimitRedirect(10);
    const error = await gateway.pushContract(subContract, { withSignature: true }).catch((e) => e);
    expect(error).toMatchObject({ failure: 'rejected', status: 302, retryable: true });
    expect((error as Error).message).toMatch(
      /API seats or request limits of the licence are taken/,
    );
    expect(fake.records('Subcontract')).toHaveLength(0);
  });

  it('refuses the client-credentials grant, which Acumatica does not offer', async () => {
    const response = await fetch(`${fake.url}/identity/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: fake.oauthClient.id,
        client_secret: fake.oauthClient.secret,
      }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('issue 38 item 6: one time-out policy', () => {
  it('waits as long for a queued read as for a queued write, by default the 11 minutes', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('./records');
    expect(DEFAULT_TIMEOUT_MS).toBe(11 * 60_000);
    const patient = new AcumaticaClient({
      url: fake.url,
      username: fake.credentials.name,
      password: fake.credentials.password,
      tenant: fake.credentials.tenant,
      timeoutMs: 500,
    });
    const queued = new AcumaticaGateway(patient);
    fake.seed('ProjectBudget', [
      { ProjectID: '101', ProjectTaskID: '09-2900', Type: 'Expense', AccountGroup: 'LABOR' },
    ]);
    // Acumatica holds the read in its queue for a while; the read waits like a write would.
    fake.delayNext(300, { queued: true });
    expect(await queued.getActualCosts(101)).toHaveLength(1);
    await queued.close();
  });
});

describe('issue 38 item 1: records that exist', () => {
  const unmapped = { ...subContract, counterpartyId: null, counterpartyName: 'Drywall Co' };

  it('refuses a company with no Acumatica id, saying what to do, before any write', async () => {
    const error = await gateway.pushContract(unmapped, { withSignature: true }).catch((e) => e);
    expect(error).toMatchObject({ failure: 'rejected', retryable: false });
    expect((error as Error).message).toBe(
      'The company "Drywall Co" has no Acumatica vendor id: map it in CRM (open one of its ' +
        'contacts, then Accounting → "Acumatica ids" under the company; admin or role ' +
        'Accounting), or set ACUMATICA_MATCH_COMPANIES=name to match it by name, then push again.',
    );
    expect(fake.received('PUT')).toHaveLength(0);
  });

  it('matches an unmapped company by its exact name when the setting asks for it', async () => {
    const matching = new AcumaticaGateway(client, { matchCompaniesByName: true });
    seedProject();
    fake.seed('Vendor', [{ VendorID: 'V000046', VendorName: 'Drywall Company' }]);
    await matching.pushContract(unmapped, { withSignature: true });
    expect(fake.records('Subcontract')[0]?.VendorID).toEqual({ value: 'V000045' });
    fake.seed('Vendor', [{ VendorID: 'V000047', VendorName: 'Drywall Co' }]);
    const twice = await matching.pushContract(unmapped, { withSignature: true }).catch((e) => e);
    expect((twice as Error).message).toBe(
      'Acumatica has 2 vendors named "Drywall Co"; set the company\'s Acumatica vendor id on the CRM company.',
    );
  });

  it('pushes the project with its mapped customer, and leaves a project without client without one', async () => {
    const project = {
      projectId: 101,
      name: 'Annex',
      description: null,
      stage: 'Preparing Proposal' as const,
      customerId: null,
      customerName: null,
      projectManager: null,
      tasks: [{ subCategoryCode: '09-2900', description: 'Gypsum Board' }],
    };
    await gateway.pushProject(project);
    expect(fake.received('PUT', 'Project').at(-1)?.body).not.toHaveProperty('Customer');
    await gateway.pushProject({ ...project, customerId: 'C000123', customerName: 'Acme' });
    expect(fake.received('PUT', 'Project').at(-1)?.body?.Customer).toEqual({ value: 'C000123' });
    expect(fake.records('ProjectTask')).toHaveLength(1);
  });

  it('takes the account groups and the time zone from the settings', async () => {
    const configured = createAccountingGateway({
      ACCOUNTING: 'acumatica',
      ACUMATICA_URL: fake.url,
      ACUMATICA_USERNAME: fake.credentials.name,
      ACUMATICA_PASSWORD: fake.credentials.password,
      ACUMATICA_TENANT: fake.credentials.tenant,
      ACUMATICA_COST_ACCOUNT_GROUPS: 'LAB=labor, SUBS=sub',
      ACUMATICA_INCOME_ACCOUNT_GROUP: 'REVENUE',
      ACUMATICA_TIME_ZONE: 'America/Chicago',
    });
    fake.seed('ProjectBudget', [
      { ProjectID: '101', ProjectTaskID: '09-2900', AccountGroup: 'LAB', ActualAmount: 100 },
      { ProjectID: '101', ProjectTaskID: '09-2900', AccountGroup: 'SUBS', ActualAmount: 40 },
      { ProjectID: '101', ProjectTaskID: '09-2900', AccountGroup: 'REVENUE', ActualAmount: 999 },
    ]);
    const [row] = await configured.getActualCosts(101);
    expect(row).toMatchObject({ labor: '100.00', sub: '40.00', total: '140.00' });
    await configured.getDispatch('2026-07-01');
    expect(fake.received('GET', 'Appointment')[0]?.query.$filter).toContain(
      "datetimeoffset'2026-07-01T00:00:00-05:00'",
    );
    await configured.close();
  });
});

describe('issue 38 item 3: pro forma through the budget and RunProjectBilling', () => {
  beforeEach(() => seedProject());
  const billingRuns = () =>
    fake.received('POST', 'Project').filter((r) => r.action === 'RunProjectBilling');

  it('sets pending amounts (work + stored), runs billing and claims the pro forma with our guid', async () => {
    const result = await gateway.pushProFormaInvoice(proForma);
    const pending = fake
      .received('PUT', 'ProjectBudget')
      .map((r) => [r.body?.ProjectTaskID, r.body?.PendingInvoiceAmount]);
    expect(pending).toEqual([
      [{ value: '09-2900' }, { value: 250 }],
      [{ value: '26-5100' }, { value: 345.5 }],
    ]);
    expect(billingRuns()).toHaveLength(1);
    const [invoice] = fake.records('ProFormaInvoice');
    expect(result).toEqual({
      reference: invoice?.RefNbr && (invoice.RefNbr as { value: string }).value,
    });
    expect(invoice).toMatchObject({
      ExternalRefNbr: { value: proForma.guid },
      Description: { value: proForma.description },
      InvoiceDate: { value: '2026-11-25' },
    });
    const amounts = (invoice!.ProgressBilling as Array<Record<string, { value: unknown }>>).map(
      (l) => [l.AmountToInvoice!.value, l.StoredMaterial],
    );
    expect(amounts).toEqual([
      [250, undefined],
      [345.5, undefined],
    ]);
  });

  it('finds its pro forma again by ExternalRefNbr: no second billing, no duplicate', async () => {
    await gateway.pushProFormaInvoice(proForma);
    await gateway.pushProFormaInvoice({ ...proForma, description: 'Pay App 1 - Annex (renamed)' });
    expect(billingRuns()).toHaveLength(1);
    expect(fake.records('ProFormaInvoice')).toHaveLength(1);
    expect(fake.records('ProFormaInvoice')[0]?.Description).toEqual({
      value: 'Pay App 1 - Annex (renamed)',
    });
  });

  it('claims the pro forma a push that stopped after billing made, instead of billing again', async () => {
    // Billing ran, then the claiming PUT failed (a server error): the job tries again.
    fake.failNext('PUT', 'ProFormaInvoice', 'Deadlock; try again');
    await expect(gateway.pushProFormaInvoice(proForma)).rejects.toThrow(/Deadlock/);
    await gateway.pushProFormaInvoice(proForma);
    expect(billingRuns()).toHaveLength(1);
    expect(fake.records('ProFormaInvoice')).toHaveLength(1);
    expect(fake.records('ProFormaInvoice')[0]?.ExternalRefNbr).toEqual({ value: proForma.guid });
  });

  it('leaves a released pro forma as it is', async () => {
    await gateway.pushProFormaInvoice(proForma);
    fake.records('ProFormaInvoice')[0]!.Status = { value: 'Open' };
    const puts = fake.received('PUT', 'ProFormaInvoice').length;
    await gateway.pushProFormaInvoice(proForma);
    expect(fake.received('PUT', 'ProFormaInvoice')).toHaveLength(puts);
    expect(billingRuns()).toHaveLength(1);
  });
});

describe('issue 38 items 4 and 7: document workflow and what the site refuses', () => {
  beforeEach(() => seedProject());

  it('refuses references to records Acumatica does not hold', async () => {
    const error = await gateway
      .pushContract({ ...subContract, counterpartyId: 'V999' }, { withSignature: true })
      .catch((e) => e);
    expect(error).toMatchObject({ failure: 'rejected', status: 422, fields: ['VendorID'] });
    const task = await gateway
      .pushContract(
        { ...subContract, lines: [{ ...subContract.lines[0]!, subCategoryCode: '99-0000' }] },
        { withSignature: true },
      )
      .catch((e) => e);
    expect((task as Error).message).toMatch(/Task: '99-0000' cannot be found in the system/);
  });

  it('puts an open subcontract on hold before editing it, and releases it after', async () => {
    await gateway.pushContract(subContract, { withSignature: true });
    await gateway.pushContract(
      { ...subContract, description: 'Re-synced' },
      { withSignature: true },
    );
    expect(fake.received('POST', 'Subcontract').map((r) => r.action)).toEqual([
      'ReleaseFromHold',
      'PutOnHold',
      'ReleaseFromHold',
    ]);
    const [stored] = fake.records('Subcontract');
    expect(stored).toMatchObject({
      Description: { value: 'Re-synced' },
      Status: { value: 'Open' },
    });
  });

  it('refuses to edit a closed subcontract, and the fake refuses an edit not on hold', async () => {
    await gateway.pushContract(subContract, { withSignature: true });
    fake.records('Subcontract')[0]!.Status = { value: 'Closed' };
    const error = await gateway.pushContract(subContract, { withSignature: true }).catch((e) => e);
    expect((error as Error).message).toBe(
      "Acumatica's Subcontract 000001 is Closed and can no longer be changed; change it in " +
        'Acumatica (or reopen it there) and push again.',
    );
    await expect(
      client.put('Subcontract', { ...fields({ SubcontractNbr: '000001', Description: 'x' }) }),
    ).rejects.toThrow(/cannot be edited in the Closed status/);
  });

  it('takes a release that lands in Pending Approval as released', async () => {
    fake.releaseLandsIn = 'Pending Approval';
    const result = await gateway.pushContract(subContract, { withSignature: true });
    expect(result.reference).toBe('000001');
    expect(fake.records('Subcontract')[0]?.Status).toEqual({ value: 'Pending Approval' });
  });

  it('sends the original budget alone where the Change Order workflow makes the revised read-only', async () => {
    fake.site.changeOrderWorkflow = true;
    const base = { ...subContract, party: 'client' as const, counterpartyId: 'C000123' };
    await gateway.pushContract(base, { withSignature: true });
    const [line] = fake.records('ProjectBudget');
    expect(line).toMatchObject({ OriginalBudgetedAmount: { value: 12500 } });
    expect(line).not.toHaveProperty('RevisedBudgetedAmount');
  });

  it('says clearly when the budget is locked, for the contract and the pay app', async () => {
    fake.site.lockedBudgets.add('101');
    const base = { ...subContract, party: 'client' as const, counterpartyId: 'C000123' };
    const error = await gateway.pushContract(base, { withSignature: true }).catch((e) => e);
    expect(error).toMatchObject({ failure: 'rejected', retryable: false });
    expect((error as Error).message).toMatch(
      /^Acumatica would not change the budget of project 101 \(OriginalBudgetedAmount, RevisedBudgetedAmount read-only\): its budget is locked/,
    );
    const payApp = await gateway.pushProFormaInvoice(proForma).catch((e) => e);
    expect((payApp as Error).message).toMatch(
      /PendingInvoiceAmount read-only\): its budget is locked/,
    );
  });
});
