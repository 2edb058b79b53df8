import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TAccountingContract, TAccountingProject } from '../gateway';
import { AcumaticaClient } from './client';
import { FakeAcumaticaServer } from '../../../testing/fake-acumatica-server';
import { AcumaticaGateway } from './gateway';

let fake: FakeAcumaticaServer;
let gateway: AcumaticaGateway;

beforeEach(async () => {
  fake = await FakeAcumaticaServer.start();
  // The fake refuses references to records it does not hold (issue 38 item 7), as a real
  // instance does: the customers and vendors the stories name are in Acumatica's lists, and a
  // story that pushes a contract pushes its project and tasks first.
  fake.seed('Customer', [{ CustomerID: 'C000123', CustomerName: 'Acme' }]);
  fake.seed('Vendor', [{ VendorID: 'V000045', VendorName: 'Drywall Co' }]);
  const client = new AcumaticaClient({
    url: fake.url,
    username: fake.credentials.name,
    password: fake.credentials.password,
    tenant: fake.credentials.tenant,
    actionPollMs: 5,
  });
  gateway = new AcumaticaGateway(client);
});
afterEach(async () => {
  await gateway.close();
  await fake.close();
});

const project: TAccountingProject = {
  projectId: 101,
  name: 'Annex remodel',
  description: 'Second-floor offices',
  stage: 'In Progress',
  customerId: 'C000123',
  projectManager: { userId: 3, email: 'pm@n5.local', employeeId: 'EP00000002', name: 'Pat Moreno' },
  tasks: [
    { subCategoryCode: '09-2900', description: 'Gypsum Board' },
    { subCategoryCode: '09-9100', description: 'Painting' },
  ],
};

const subContract: TAccountingContract = {
  guid: '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f',
  party: 'sub',
  contractType: 'Base',
  projectId: 101,
  counterpartyId: 'V000045',
  date: '2026-11-20',
  description: 'Drywall, Annex remodel',
  retention: '0.1000',
  lines: [
    { subCategoryCode: '09-2900', description: 'Hang and finish board', amount: '12500.00' },
    { subCategoryCode: '09-9100', description: 'Prime and paint', amount: '4300.55' },
  ],
};

const lastBody = (method: string, entity: Parameters<FakeAcumaticaServer['received']>[1]) =>
  fake.received(method, entity).at(-1)?.body;

/** The project and its tasks, pushed first as the contract job does; its calls are not the story's. */
async function pushProjectFirst() {
  await gateway.pushProject(project);
  fake.requests.length = 0;
}

describe('AcumaticaGateway pushes', () => {
  it('puts the project, then one task per sub-category', async () => {
    const result = await gateway.pushProject(project);
    expect(result).toEqual({ reference: '101' });
    expect(lastBody('PUT', 'Project')).toEqual({
      ProjectID: { value: '101' },
      Description: { value: 'Annex remodel' },
      Customer: { value: 'C000123' },
      note: { value: 'Second-floor offices' },
      ProjectProperties: { ProjectManager: { value: 'EP00000002' } },
    });
    expect(fake.received('PUT', 'ProjectTask').map((r) => r.body)).toEqual([
      {
        ProjectID: { value: '101' },
        ProjectTaskID: { value: '09-2900' },
        Description: { value: 'Gypsum Board' },
      },
      {
        ProjectID: { value: '101' },
        ProjectTaskID: { value: '09-9100' },
        Description: { value: 'Painting' },
      },
    ]);
  });

  it('leaves out what the project does not have yet', async () => {
    await gateway.pushProject({
      ...project,
      stage: 'Preparing Proposal',
      customerId: null,
      description: null,
      projectManager: null,
      tasks: [],
    });
    expect(lastBody('PUT', 'Project')).toEqual({
      ProjectID: { value: '101' },
      Description: { value: 'Annex remodel' },
    });
    // A new project is In Planning already: no action.
    expect(fake.received('POST', 'Project')).toHaveLength(0);
  });

  it('changes the status through the action, polls it to the end and re-reads the project', async () => {
    fake.actionPolls = 2;
    await gateway.pushProject(project);
    const [action] = fake.received('POST', 'Project');
    expect(action).toMatchObject({
      action: 'ActivateProject',
      body: { entity: { ProjectID: { value: '101' } }, parameters: {} },
    });
    expect(fake.records('Project')[0]?.Status).toEqual({ value: 'Active' });
    // Read before the push and after the action, to confirm it.
    expect(fake.received('GET', 'Project').map((r) => r.query)).toEqual([
      { $filter: "ProjectID eq '101'", $select: 'ProjectID,Status' },
      { $filter: "ProjectID eq '101'", $select: 'ProjectID,Status' },
    ]);
  });

  it('sends no Customer to an Active project, and completes it through its action', async () => {
    await gateway.pushProject(project);
    await gateway.pushProject({ ...project, stage: 'Completed', customerId: 'C000999' });
    expect(lastBody('PUT', 'Project')).not.toHaveProperty('Customer');
    expect(fake.received('POST', 'Project').map((r) => r.action)).toEqual([
      'ActivateProject',
      'CompleteProject',
    ]);
    expect(fake.records('Project')[0]?.Status).toEqual({ value: 'Completed' });
  });

  it('says so when the re-read shows the action did not take', async () => {
    fake.actionsTakeNoEffect = true;
    const error = await gateway.pushProject({ ...project, tasks: [] }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message:
        'Acumatica did not set Status of Project ProjectID 101 to Active: after ActivateProject it is In Planning.',
      call: 'POST Project/ActivateProject',
      record: 'ProjectID 101',
      fields: ['Status'],
      retryable: false,
    });
  });

  it('puts a signed sub contract as an open Subcontract with its lines', async () => {
    await pushProjectFirst();
    const result = await gateway.pushContract(subContract, { withSignature: true });
    expect(result).toEqual({ reference: '000001' });
    // Created On Hold, then released through the action.
    expect(fake.received('POST', 'Subcontract').map((r) => r.action)).toEqual(['ReleaseFromHold']);
    expect(fake.records('Subcontract')[0]?.Status).toEqual({ value: 'Open' });
    // The lookup is a list call: no $expand (details are read by id when it finds one).
    expect(fake.received('GET', 'Subcontract')[0]?.query).toEqual({
      $filter: `VendorRef eq '${subContract.guid}'`,
      $select: 'SubcontractNbr',
    });
    expect(lastBody('PUT', 'Subcontract')).toEqual({
      VendorID: { value: 'V000045' },
      VendorRef: { value: subContract.guid },
      Date: { value: '2026-11-20' },
      Description: { value: 'Drywall, Annex remodel' },
      ApplyRetainage: { value: true },
      RetainagePct: { value: 10 },
      Details: [
        {
          Project: { value: '101' },
          Task: { value: '09-2900' },
          LineDescription: { value: 'Hang and finish board' },
          OrderQty: { value: 1 },
          UnitCost: { value: 12500 },
        },
        {
          Project: { value: '101' },
          Task: { value: '09-9100' },
          LineDescription: { value: 'Prime and paint' },
          OrderQty: { value: 1 },
          UnitCost: { value: 4300.55 },
        },
      ],
    });
  });

  it('puts a sub contract pushed without signature on hold', async () => {
    await pushProjectFirst();
    await gateway.pushContract({ ...subContract, retention: null }, { withSignature: false });
    const body = lastBody('PUT', 'Subcontract');
    expect(body).not.toHaveProperty('Status');
    expect(body).not.toHaveProperty('RetainagePct');
    expect(fake.received('POST', 'Subcontract')).toHaveLength(0);
    expect(fake.records('Subcontract')[0]?.Status).toEqual({ value: 'On Hold' });
  });

  it('replaces the lines of a sub contract pushed again, keeping its number', async () => {
    await pushProjectFirst();
    await gateway.pushContract(subContract, { withSignature: false });
    const again = await gateway.pushContract(
      {
        ...subContract,
        lines: [{ subCategoryCode: '09-2900', description: 'Board, revised', amount: '13000.00' }],
      },
      { withSignature: true },
    );
    expect(again).toEqual({ reference: '000001' });
    const [stored, ...others] = fake.records('Subcontract');
    expect(others).toHaveLength(0);
    expect(stored?.Status).toEqual({ value: 'Open' });
    const lines = stored?.Details as Array<Record<string, { value: unknown }>>;
    expect(lines.map((l) => [l.Task?.value, l.UnitCost?.value])).toEqual([['09-2900', 13000]]);
  });

  it('reads the lines again when the session ends between reading and replacing them', async () => {
    await pushProjectFirst();
    await gateway.pushContract(subContract, { withSignature: true });
    // Another session's line ids are not this one's: the PUT must not repeat them blindly.
    fake.expireSessionsOn = { method: 'PUT', entity: 'Subcontract' };
    await gateway.pushContract(
      { ...subContract, lines: [{ subCategoryCode: '09-2900', description: 'x', amount: '1.00' }] },
      { withSignature: true },
    );
    const [stored, ...others] = fake.records('Subcontract');
    expect(others).toHaveLength(0);
    expect(stored?.Details).toHaveLength(1);
    expect(fake.received('GET', 'Subcontract').filter((r) => r.id)).toHaveLength(2);
  });

  it('puts the Base client contract as income budget lines, one per task', async () => {
    await pushProjectFirst();
    const result = await gateway.pushContract(
      {
        ...subContract,
        party: 'client',
        counterpartyId: 'C000123',
        retention: null,
        lines: [
          { subCategoryCode: '09-2900', description: 'Gypsum board', amount: '10000.10' },
          { subCategoryCode: '09-2900', description: 'Gypsum board, soffits', amount: '2000.25' },
          { subCategoryCode: '09-9100', description: 'Painting', amount: '5100.00' },
        ],
      },
      { withSignature: true },
    );
    expect(result).toEqual({ reference: '101' });
    expect(fake.received('PUT', 'ProjectBudget').map((r) => r.body)).toEqual([
      {
        ProjectID: { value: '101' },
        ProjectTaskID: { value: '09-2900' },
        AccountGroup: { value: 'INCOME' },
        InventoryID: { value: '<N/A>' },
        Description: { value: 'Gypsum board' },
        OriginalBudgetedAmount: { value: 12000.35 },
        RevisedBudgetedAmount: { value: 12000.35 },
      },
      {
        ProjectID: { value: '101' },
        ProjectTaskID: { value: '09-9100' },
        AccountGroup: { value: 'INCOME' },
        InventoryID: { value: '<N/A>' },
        Description: { value: 'Painting' },
        OriginalBudgetedAmount: { value: 5100 },
        RevisedBudgetedAmount: { value: 5100 },
      },
    ]);
  });

  it('puts a client change order as a ChangeOrder, held until signed, and finds it again', async () => {
    await pushProjectFirst();
    const changeOrder: TAccountingContract = {
      ...subContract,
      party: 'client',
      contractType: 'CO 1',
      counterpartyId: 'C000123',
      description: null,
      retention: null,
      lines: [{ subCategoryCode: '09-9100', description: 'Accent walls', amount: '850.00' }],
    };
    const first = await gateway.pushContract(changeOrder, { withSignature: false });
    expect(lastBody('PUT', 'ChangeOrder')).toEqual({
      ProjectID: { value: '101' },
      ExternalRefNbr: { value: 'CO 1' },
      Customer: { value: 'C000123' },
      ChangeDate: { value: '2026-11-20' },
      Description: { value: 'CO 1' },
      RevenueBudget: [
        {
          ProjectTaskID: { value: '09-9100' },
          AccountGroup: { value: 'INCOME' },
          InventoryID: { value: '<N/A>' },
          Description: { value: 'Accent walls' },
          Amount: { value: 850 },
        },
      ],
    });
    const second = await gateway.pushContract(changeOrder, { withSignature: true });
    expect(second).toEqual(first);
    expect(fake.received('GET', 'ChangeOrder').at(-1)?.query.$filter).toBe(
      "ProjectID eq '101' and ExternalRefNbr eq 'CO 1'",
    );
    const [stored, ...others] = fake.records('ChangeOrder');
    expect(others).toHaveLength(0);
    expect(stored?.Hold).toEqual({ value: false });
    expect(stored?.RevenueBudget).toHaveLength(1);
    expect(fake.received('POST', 'ChangeOrder').map((r) => r.action)).toEqual([
      'RemoveChangeOrderFromHold',
    ]);
  });

  it('keys income budget lines by every key field, so a second push updates the same lines', async () => {
    await pushProjectFirst();
    // A cost line on the same task and account group for one stock item is another line.
    fake.seed('ProjectBudget', [
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'INCOME',
        InventoryID: 'GYP-58X',
        Description: 'Board sold as material',
        RevisedBudgetedAmount: 75,
      },
    ]);
    const base: TAccountingContract = {
      ...subContract,
      party: 'client',
      counterpartyId: 'C000123',
      retention: null,
      lines: [{ subCategoryCode: '09-2900', description: 'Gypsum board', amount: '10000.00' }],
    };
    await gateway.pushContract(base, { withSignature: true });
    await gateway.pushContract(
      { ...base, lines: [{ ...base.lines[0]!, amount: '11000.00' }] },
      { withSignature: true },
    );
    const lines = fake.records('ProjectBudget');
    expect(lines).toHaveLength(2);
    expect(lines.map((l) => [l.InventoryID, l.RevisedBudgetedAmount])).toEqual([
      [{ value: 'GYP-58X' }, { value: 75 }],
      [{ value: '<N/A>' }, { value: 11000 }],
    ]);
  });

  it('sends the cost code of budget lines where the site uses cost codes', async () => {
    await pushProjectFirst();
    fake.costCodes = true;
    const base: TAccountingContract = {
      ...subContract,
      party: 'client',
      counterpartyId: 'C000123',
      retention: null,
      lines: [{ subCategoryCode: '09-2900', description: 'Gypsum board', amount: '10000.00' }],
    };
    // Without one, the fake refuses the line as Acumatica does: a key field is empty.
    await expect(gateway.pushContract(base, { withSignature: true })).rejects.toThrow(/CostCode/);
    const withCostCodes = new AcumaticaGateway(
      new AcumaticaClient({
        url: fake.url,
        username: fake.credentials.name,
        password: fake.credentials.password,
        tenant: fake.credentials.tenant,
        actionPollMs: 5,
      }),
      { budgetCostCode: '00-000' },
    );
    try {
      await withCostCodes.pushContract(base, { withSignature: true });
      await withCostCodes.pushContract({ ...base, contractType: 'CO 1' }, { withSignature: true });
    } finally {
      await withCostCodes.close();
    }
    expect(lastBody('PUT', 'ProjectBudget')?.CostCode).toEqual({ value: '00-000' });
    const [line] = (lastBody('PUT', 'ChangeOrder')?.RevenueBudget ?? []) as Array<
      Record<string, unknown>
    >;
    expect(line?.CostCode).toEqual({ value: '00-000' });
  });

  it('refuses an amount that is not money before calling Acumatica', async () => {
    const bad = {
      ...subContract,
      lines: [{ subCategoryCode: '09-2900', description: 'x', amount: '12,500' }],
    };
    await expect(gateway.pushContract(bad, { withSignature: true })).rejects.toThrow(
      'Contract line amount "12,500" is not an amount like "1234.50".',
    );
    expect(fake.logins).toBe(0);
  });
});

describe('AcumaticaGateway sessions', () => {
  it('signs out at the end of each call, giving the licence seat back', async () => {
    await gateway.pushProject(project);
    expect(fake.logins).toBe(1);
    expect(fake.logouts).toBe(1);
    expect(fake.openSessions).toBe(0);
    await gateway.listStockItems();
    expect(fake.logins).toBe(2);
    expect(fake.openSessions).toBe(0);
  });
});

describe('AcumaticaGateway reads', () => {
  it('adds up actual costs per task by account group, leaving out income and other projects', async () => {
    fake.seed('ProjectBudget', [
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'LABOR',
        Type: 'Expense',
        ActualAmount: 1200.5,
        ActualQty: 40.25,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'LABOR',
        Type: 'Expense',
        ActualAmount: 99.5,
        ActualQty: 3,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'MATERIAL',
        Type: 'Expense',
        ActualAmount: 300.1,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'SUBCON',
        Type: 'Expense',
        ActualAmount: 5000,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'INCOME',
        Type: 'Income',
        ActualAmount: 9999,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '03-3000',
        AccountGroup: 'EQUIPMENT',
        Type: 'Expense',
        ActualAmount: 0.1,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '03-3000',
        AccountGroup: 'PERMITS',
        Type: 'Expense',
        ActualAmount: 0.2,
      },
      {
        ProjectID: '202',
        ProjectTaskID: '09-2900',
        AccountGroup: 'LABOR',
        Type: 'Expense',
        ActualAmount: 777,
      },
    ]);
    const rows = await gateway.getActualCosts(101);
    expect(fake.received('GET', 'ProjectBudget')[0]?.query.$filter).toBe("ProjectID eq '101'");
    expect(rows).toEqual([
      {
        subCategoryCode: '03-3000',
        laborHours: '0',
        labor: '0.00',
        material: '0.00',
        equipment: '0.10',
        other: '0.20',
        sub: '0.00',
        total: '0.30',
      },
      {
        subCategoryCode: '09-2900',
        laborHours: '43.25',
        labor: '1300.00',
        material: '300.10',
        equipment: '0.00',
        other: '0.00',
        sub: '5000.00',
        total: '6600.10',
      },
    ]);
  });

  it('exports budget lines of one project and of all', async () => {
    fake.seed('ProjectBudget', [
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'INCOME',
        Type: 'Income',
        Description: 'Gypsum Board',
        OriginalBudgetedAmount: 12000.35,
        RevisedBudgetedAmount: 12850,
      },
      {
        ProjectID: '101',
        ProjectTaskID: '09-2900',
        AccountGroup: 'LABOR',
        Type: 'Expense',
        Description: 'Gypsum Board labor',
        UOM: 'HOUR',
        OriginalBudgetedQty: 120,
        OriginalBudgetedAmount: 6600,
        RevisedBudgetedAmount: 6600,
        RevisedCommittedAmount: 0,
        ActualQty: 43.25,
        ActualAmount: 1300,
      },
      {
        ProjectID: '202',
        ProjectTaskID: '03-3000',
        AccountGroup: 'MATERIAL',
        Type: 'Expense',
        RevisedBudgetedAmount: 50,
      },
      { ProjectID: 'X', ProjectTaskID: '0', AccountGroup: 'MATERIAL', Type: 'Expense' },
    ]);
    const one = await gateway.exportProjectBudget(101);
    expect(one).toEqual([
      {
        projectId: 101,
        subCategoryCode: '09-2900',
        description: 'Gypsum Board',
        type: 'Income',
        accountGroup: 'INCOME',
        costCode: null,
        uom: null,
        originalBudgetedQty: '0',
        originalBudgetedAmount: '12000.35',
        revisedBudgetedAmount: '12850.00',
        committedAmount: '0.00',
        actualQty: '0',
        actualAmount: '0.00',
      },
      {
        projectId: 101,
        subCategoryCode: '09-2900',
        description: 'Gypsum Board labor',
        type: 'Expense',
        accountGroup: 'LABOR',
        costCode: null,
        uom: 'HOUR',
        originalBudgetedQty: '120',
        originalBudgetedAmount: '6600.00',
        revisedBudgetedAmount: '6600.00',
        committedAmount: '0.00',
        actualQty: '43.25',
        actualAmount: '1300.00',
      },
    ]);
    const all = await gateway.exportProjectBudgets();
    expect(all.map((r) => [r.projectId, r.subCategoryCode, r.revisedBudgetedAmount])).toEqual([
      [101, '09-2900', '12850.00'],
      [101, '09-2900', '6600.00'],
      [202, '03-3000', '50.00'],
    ]);
  });

  it('reads the project manager and the PE and SI attributes of each of our projects', async () => {
    fake.seed('Project', [
      {
        ProjectID: '101',
        ProjectProperties: { ProjectManager: 'EP00000002' },
        Attributes: [
          { AttributeID: 'PE', Value: 'engineer@n5.local' },
          { AttributeID: 'SI', Value: 'EP00000031' },
        ],
      },
      { ProjectID: '102', ProjectProperties: {}, Attributes: [] },
      { ProjectID: 'X', ProjectProperties: { ProjectManager: 'EP00000002' } },
    ]);
    const rows = await gateway.getProjectAssignments();
    // The list without $expand, then each of our projects by id with its details.
    const reads = fake.received('GET', 'Project');
    expect(reads[0]?.query).toEqual({ $select: 'ProjectID', $top: '500', $skip: '0' });
    expect(reads.slice(1).map((r) => [Boolean(r.id), r.query.$expand])).toEqual([
      [true, 'ProjectProperties,Attributes'],
      [true, 'ProjectProperties,Attributes'],
    ]);
    expect(rows).toEqual([
      {
        projectId: 101,
        projectManager: { userId: null, email: null, employeeId: 'EP00000002', name: null },
        projectEngineer: { userId: null, email: 'engineer@n5.local', employeeId: null, name: null },
        superintendent: { userId: null, email: null, employeeId: 'EP00000031', name: null },
      },
      { projectId: 102, projectManager: null, projectEngineer: null, superintendent: null },
    ]);
  });

  it('lists active stock items with their unit cost', async () => {
    fake.seed('StockItem', [
      {
        InventoryID: 'SCREW-158 ',
        Description: 'Drywall screw 1-5/8"',
        BaseUOM: 'EA',
        ItemStatus: 'Active',
        AverageCost: 0.0325,
      },
      {
        InventoryID: 'MUD-5G',
        Description: 'Joint compound 5 gal',
        BaseUOM: 'PAIL',
        ItemStatus: 'Active',
        AverageCost: 0,
        LastCost: 18.9,
      },
      { InventoryID: 'OLD-1', Description: 'Discontinued', ItemStatus: 'Inactive', AverageCost: 4 },
    ]);
    expect(await gateway.listStockItems()).toEqual([
      {
        inventoryId: 'SCREW-158',
        description: 'Drywall screw 1-5/8"',
        baseUom: 'EA',
        unitCost: '0.0325',
      },
      {
        inventoryId: 'MUD-5G',
        description: 'Joint compound 5 gal',
        baseUom: 'PAIL',
        unitCost: '18.9',
      },
    ]);
  });

  it('lists the staff on the day’s appointments, once per person and project', async () => {
    fake.seed('Appointment', [
      {
        AppointmentNbr: 'AP0001',
        ScheduledStartDate: '2026-11-24T07:00:00',
        Project: '101',
        Staff: [
          { StaffMember: 'EP00000031', Description: 'Sam Ito', ProjectTask: '09-2900' },
          { StaffMember: 'EP00000032', Description: 'Lee Park' },
        ],
      },
      {
        AppointmentNbr: 'AP0002',
        ScheduledStartDate: '2026-11-24T13:00:00',
        Project: '101',
        Staff: [{ StaffMember: 'EP00000031', Description: 'Sam Ito', ProjectTask: '09-2900' }],
      },
      {
        AppointmentNbr: 'AP0003',
        ScheduledStartDate: '2026-11-25T07:00:00',
        Project: '101',
        Staff: [{ StaffMember: 'EP00000033', Description: 'Ana Ruiz' }],
      },
    ]);
    const rows = await gateway.getDispatch('2026-11-24');
    const [list, ...details] = fake.received('GET', 'Appointment');
    expect(list?.query).toMatchObject({
      $filter:
        "ScheduledStartDate ge datetimeoffset'2026-11-24T00:00:00+00:00' and " +
        "ScheduledStartDate lt datetimeoffset'2026-11-25T00:00:00+00:00'",
      $select: 'AppointmentNbr',
    });
    expect(list?.query).not.toHaveProperty('$expand');
    expect(details.map((r) => r.query.$expand)).toEqual(['Staff', 'Staff']);
    expect(rows).toEqual([
      {
        date: '2026-11-24',
        projectId: 101,
        subCategoryCode: '09-2900',
        person: { userId: null, email: null, employeeId: 'EP00000031', name: 'Sam Ito' },
        reference: 'AP0001',
      },
      {
        date: '2026-11-24',
        projectId: 101,
        subCategoryCode: null,
        person: { userId: null, email: null, employeeId: 'EP00000032', name: 'Lee Park' },
        reference: 'AP0001',
      },
    ]);
  });

  it('asks only for the fields it reads on large reads ($select)', async () => {
    await gateway.getActualCosts(101);
    await gateway.exportProjectBudgets();
    await gateway.listStockItems();
    const selects = [
      ...fake.received('GET', 'ProjectBudget'),
      ...fake.received('GET', 'StockItem'),
    ].map((r) => r.query.$select);
    expect(selects).toEqual([
      'ProjectID,ProjectTaskID,Type,AccountGroup,ActualAmount,ActualQty',
      expect.stringContaining('RevisedCommittedAmount'),
      'InventoryID,Description,BaseUOM,AverageCost,LastCost,CurrentStdCost',
    ]);
  });

  it("writes the day's bounds with the company time zone's offset", async () => {
    const client = new AcumaticaClient({
      url: fake.url,
      username: fake.credentials.name,
      password: fake.credentials.password,
      tenant: fake.credentials.tenant,
    });
    const chicago = new AcumaticaGateway(client, { timeZone: 'America/Chicago' });
    await chicago.getDispatch('2026-11-24');
    await chicago.getDispatch('2026-07-01');
    expect(fake.received('GET', 'Appointment').map((r) => r.query.$filter)).toEqual([
      "ScheduledStartDate ge datetimeoffset'2026-11-24T00:00:00-06:00' and " +
        "ScheduledStartDate lt datetimeoffset'2026-11-25T00:00:00-06:00'",
      "ScheduledStartDate ge datetimeoffset'2026-07-01T00:00:00-05:00' and " +
        "ScheduledStartDate lt datetimeoffset'2026-07-02T00:00:00-05:00'",
    ]);
  });

  it('refuses a dispatch date that is not YYYY-MM-DD', async () => {
    await expect(gateway.getDispatch('11/24/2026')).rejects.toThrow(
      'Dispatch date "11/24/2026" is not YYYY-MM-DD.',
    );
  });
});
