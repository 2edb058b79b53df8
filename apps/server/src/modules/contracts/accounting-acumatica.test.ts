import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { crmContract } from '@n5/shared/crm/contract';
import { projectContract } from '@n5/shared/project/contract';
import { conditions, subCategories } from '../../db/schema/index';
import { FakeAcumaticaServer } from '../../testing/fake-acumatica-server';
import { multipart, useTestApp } from '../../testing/build-test-app';

// Issue 38 items 1 and 8 with ACCOUNTING=acumatica against the strict fake (it refuses records
// it does not hold): the company mapping, project pushes on create and update, approval pushes.

let fake: FakeAcumaticaServer;
beforeAll(async () => {
  fake = await FakeAcumaticaServer.start();
  fake.seed('Customer', [
    { CustomerID: 'C000123', CustomerName: 'Acme Builders', Status: 'Active' },
    ...Array.from({ length: 55 }, (_, i) => ({
      CustomerID: `C1${String(i).padStart(5, '0')}`,
      CustomerName: `Customer ${i}`,
      Status: 'Active',
    })),
  ]);
  fake.seed('Vendor', [{ VendorID: 'V000045', VendorName: 'Drywall Co', Status: 'Active' }]);
});
afterAll(async () => {
  await fake.close();
});
const { t, callAs, refusedAs, buildProject, buildCompany } = useTestApp(() => ({
  ...fake.settings,
  ACUMATICA_ACTION_POLL_MS: '5',
}));

/** A field's value as the fake holds it ({ value }). */
const valueOf = (record: Record<string, unknown>, field: string) =>
  (record[field] as { value?: unknown } | undefined)?.value;
const pdf = Buffer.from('%PDF-1.4\n% signed\ntrailer<<>>\n%%EOF\n');
const mapCustomer = (CompanyID: number, id: string | null) =>
  callAs('accounting', crmContract.setCompanyAccounting, {
    body: { CompanyID, AccountingCustomerID: id, AccountingVendorID: null },
  });

/** A client project with a priced Base contract, approved by upload (the push follows). */
async function approvedBase(clientCompanyId: number) {
  const project = await buildProject({ ClientCompanyID: clientCompanyId });
  const projectID = project.ProjectID;
  const { ClientContractID: guid } = await callAs('pm', c.addClientContract, {
    body: { projectID },
  });
  await t.database.db.insert(conditions).values({
    projectId: projectID,
    subCategoryId: 1,
    conditionName: 'Drywall patch',
    clientContractId: guid,
    preTax: '1200.00',
    tax: '0.00',
  });
  await callAs('pm', c.setClientDescription, { body: { guid, contractDescription: 'Scope.' } });
  await callAs('pm', c.setClientWorkDays, { body: { guid, clientWorkDays: 20 } });
  await callAs(
    'pm',
    c.uploadClientContract,
    {},
    multipart({ name: 'signed.pdf', data: pdf, type: 'application/pdf' }, { contractGUID: guid }),
  );
  const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
  return { projectID, contract: contracts.find((x) => x.GUID === guid)! };
}

const taskCode = async () =>
  (
    await t.database.db
      .select({ code: subCategories.subCategoryCode })
      .from(subCategories)
      .where(eq(subCategories.subCategoryId, 1))
  )[0]!.code;

describe("choosing a company's Acumatica ids from Acumatica's lists", () => {
  it('lists customers a page at a time and by name; refuses an id Acumatica lacks (400)', async () => {
    const first = await callAs('accounting', crmContract.listAccountingParties, {
      query: { kind: 'customer' },
    });
    expect(first).toMatchObject({ source: 'acumatica', more: true });
    expect(first.parties).toHaveLength(50);
    const second = await callAs('accounting', crmContract.listAccountingParties, {
      query: { kind: 'customer', page: 2 },
    });
    expect(second).toMatchObject({ more: false });
    expect(second.parties).toHaveLength(6);
    const found = await callAs('admin', crmContract.listAccountingParties, {
      query: { kind: 'customer', search: 'acme' },
    });
    expect(found.parties).toEqual([{ id: 'C000123', name: 'Acme Builders', status: 'Active' }]);
    const vendors = await callAs('accounting', crmContract.listAccountingParties, {
      query: { kind: 'vendor' },
    });
    expect(vendors.parties.map((p) => p.id)).toEqual(['V000045']);
    const company = await buildCompany({ CompanyName: 'Lookup Co' });
    expect(
      await refusedAs('accounting', crmContract.setCompanyAccounting, {
        body: {
          CompanyID: company.CompanyID,
          AccountingCustomerID: 'C999',
          AccountingVendorID: null,
        },
      }),
    ).toMatchObject({
      status: 400,
      error: { message: 'Acumatica Customer ID "C999" is not one of Acumatica\'s customers.' },
    });
    expect((await mapCustomer(company.CompanyID, 'C000123')).company).toMatchObject({
      AccountingCustomerID: 'C000123',
      source: 'acumatica',
    });
  });
});

describe('pushes', () => {
  it('a project created and changed is pushed with its name; again, no second project', async () => {
    const client = await buildCompany({ CompanyName: 'Project Push Client' });
    await mapCustomer(client.CompanyID, 'C000123');
    const project = await buildProject({
      ProjectName: 'Annex remodel',
      ClientCompanyID: client.CompanyID,
    });
    const id = String(project.ProjectID);
    const held = () => fake.records('Project').filter((r) => valueOf(r, 'ProjectID') === id);
    expect(held()).toHaveLength(1);
    expect(held()[0]).toMatchObject({
      Description: { value: 'Annex remodel' },
      Customer: { value: 'C000123' },
    });
    await callAs('pm', projectContract.setProjectInfo, {
      body: { projectID: project.ProjectID, field: 'ProjectName', value: 'Annex remodel, phase 2' },
    });
    await callAs('pm', projectContract.setProjectInfo, {
      body: { projectID: project.ProjectID, field: 'ProjectName', value: 'Annex remodel, phase 2' },
    });
    expect(held()).toHaveLength(1);
    expect(held()[0]!.Description).toEqual({ value: 'Annex remodel, phase 2' });
  });

  it('approving a client contract pushes the project, its task and the revenue budget', async () => {
    const client = await buildCompany({ CompanyName: 'Approval Push Client' });
    await mapCustomer(client.CompanyID, 'C000123');
    const { projectID, contract } = await approvedBase(client.CompanyID);
    expect(contract.Accounting).toMatchObject({ status: 'synced', error: null });
    const code = await taskCode();
    expect(
      fake.records('ProjectTask').filter((r) => valueOf(r, 'ProjectID') === String(projectID)),
    ).toEqual([expect.objectContaining({ ProjectTaskID: { value: code } })]);
    expect(
      fake.records('ProjectBudget').filter((r) => valueOf(r, 'ProjectID') === String(projectID)),
    ).toEqual([
      expect.objectContaining({
        ProjectTaskID: { value: code },
        OriginalBudgetedAmount: { value: 1200 },
      }),
    ]);
  });

  it('an unmapped client: the push fails on the contract, naming the company and where to map it', async () => {
    const client = await buildCompany({ CompanyName: 'Unmapped Dental Group' });
    const { contract } = await approvedBase(client.CompanyID);
    expect(contract.Accounting.status).toBe('failed');
    expect(contract.Accounting.error).toContain(
      'The company "Unmapped Dental Group" has no Acumatica customer id: map it in CRM',
    );
    expect(contract.Accounting.error).toContain(
      'then Accounting → "Acumatica ids" under the company',
    );
  });
});
