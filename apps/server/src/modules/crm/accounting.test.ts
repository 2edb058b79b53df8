import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crmContract as c } from '@n5/shared/crm/contract';
import { auditLog } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

// Issue 38 item 1: a CRM company's Acumatica ids, with no accounting system connected (typed).
const { t, callAs, refusedAs, buildCompany } = useTestApp();

const idsBody = (CompanyID: number, customer: string | null, vendor: string | null) => ({
  body: { CompanyID, AccountingCustomerID: customer, AccountingVendorID: vendor },
});

describe("a company's Acumatica ids (ACCOUNTING=local: typed)", () => {
  it('reads, sets, clears and audits the ids; admin and Accounting only', async () => {
    const company = await buildCompany({ CompanyName: 'Mapped Mechanical' });
    const read = await callAs('accounting', c.getCompanyAccounting, {
      query: { companyID: company.CompanyID },
    });
    expect(read.company).toEqual({
      CompanyID: company.CompanyID,
      CompanyName: 'Mapped Mechanical',
      AccountingCustomerID: null,
      AccountingVendorID: null,
      source: 'none',
    });
    const saved = await callAs(
      'accounting',
      c.setCompanyAccounting,
      idsBody(company.CompanyID, ' C000777 ', 'V-0042'),
    );
    expect(saved.company).toMatchObject({
      AccountingCustomerID: 'C000777',
      AccountingVendorID: 'V-0042',
    });
    const cleared = await callAs(
      'admin',
      c.setCompanyAccounting,
      idsBody(company.CompanyID, '', 'V-0042'),
    );
    expect(cleared.company.AccountingCustomerID).toBeNull();
    const audit = await t.database.db
      .select({ field: auditLog.field, oldValue: auditLog.oldValue, newValue: auditLog.newValue })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(company.CompanyID))))
      .orderBy(auditLog.auditId);
    expect(audit.filter((row) => row.field?.startsWith('accounting'))).toEqual([
      { field: 'accountingCustomerId', oldValue: null, newValue: 'C000777' },
      { field: 'accountingVendorId', oldValue: null, newValue: 'V-0042' },
      { field: 'accountingCustomerId', oldValue: 'C000777', newValue: null },
    ]);
    // No accounting system: no list to choose from, the screen takes typed ids.
    expect(
      await callAs('accounting', c.listAccountingParties, { query: { kind: 'customer' } }),
    ).toEqual({ source: 'none', parties: [], more: false });
  });

  it('refuses other office users (403), bad ids (400) and unknown companies (404)', async () => {
    const company = await buildCompany({ CompanyName: 'Refused Roofing' });
    for (const call of [
      refusedAs('pm', c.setCompanyAccounting, idsBody(company.CompanyID, 'C1', null)),
      refusedAs('pm', c.getCompanyAccounting, { query: { companyID: company.CompanyID } }),
      refusedAs('estimator', c.listAccountingParties, { query: { kind: 'vendor' } }),
    ]) {
      expect((await call).status).toBe(403);
    }
    const tooLong = await refusedAs(
      'accounting',
      c.setCompanyAccounting,
      idsBody(company.CompanyID, 'C'.repeat(31), null),
    );
    expect(tooLong).toMatchObject({
      status: 400,
      error: { message: 'Acumatica Customer ID must be at most 30 characters.' },
    });
    const badChars = await refusedAs(
      'accounting',
      c.setCompanyAccounting,
      idsBody(company.CompanyID, null, '<V1>'),
    );
    expect(badChars.status).toBe(400);
    expect(badChars.error.message).toMatch(
      /^Acumatica Vendor ID must start with a letter or digit/,
    );
    const noCompany = await refusedAs('accounting', c.setCompanyAccounting, {
      body: { CompanyID: 'x', AccountingCustomerID: null, AccountingVendorID: null },
    });
    expect(noCompany.status).toBe(400);
    const badKind = await refusedAs('accounting', c.listAccountingParties, {
      query: { kind: 'employee' },
    });
    expect(badKind.status).toBe(400);
    const unknown = await refusedAs(
      'accounting',
      c.setCompanyAccounting,
      idsBody(2_000_000, 'C1', null),
    );
    expect(unknown).toMatchObject({
      status: 404,
      error: { message: 'There is no company #2000000.' },
    });
    const unknownRead = await refusedAs('admin', c.getCompanyAccounting, {
      query: { companyID: 2_000_000 },
    });
    expect(unknownRead.status).toBe(404);
  });
});
