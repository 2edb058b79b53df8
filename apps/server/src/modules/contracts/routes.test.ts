import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { CLIENT_READINESS_MESSAGES as M, SUB_READINESS_MESSAGES } from '@n5/shared/contracts/rules';
import { auditLog, clientContracts, conditions, emailOutbox } from '../../db/schema/index';
import { AccountingError } from '../../lib/accounting/gateway';
import { multipart, useTestApp } from '../../testing/build-test-app';
import { subCategoryIdOf } from '../../testing/sub-category';

const DEV = 'dev-mailbox@example.com';
const { t, callAs, refusedAs, requestAs, buildProject, buildCompany } = useTestApp({
  DEV_MAILBOX_BCC: DEV,
});
const pdf = Buffer.from('%PDF-1.4\n% signed\ntrailer<<>>\n%%EOF\n');
const notPdf = Buffer.from('<html>not a pdf</html>');

async function projectWithBase(overrides: Parameters<typeof buildProject>[0] = {}) {
  const project = await buildProject({ WorkLocationName: 'Main Street Clinic', ...overrides });
  const base = await callAs('pm', c.addClientContract, { body: { projectID: project.ProjectID } });
  return { project, projectID: project.ProjectID, base: base.ClientContractID };
}

/** A priced condition on a contract (the estimating card's work, written directly). */
async function condition(
  projectId: number,
  values: {
    client?: string | null;
    sub?: string | null;
    preTax?: string;
    tax?: string;
    bid?: string;
  },
) {
  await t.database.db.insert(conditions).values({
    projectId,
    subCategoryId: await subCategoryIdOf(t.database.db, '09-2900'),
    conditionName: 'Drywall patch',
    clientContractId: values.client ?? null,
    subContractId: values.sub ?? null,
    preTax: values.preTax ?? '100.00',
    tax: values.tax ?? '0.00',
    subCost: values.bid ?? '0.00',
  });
}

async function makeReady(guid: string) {
  await callAs('pm', c.setClientDescription, {
    body: { guid, contractDescription: 'Scope as listed.' },
  });
  await callAs('pm', c.setClientWorkDays, { body: { guid, clientWorkDays: 20 } });
}

const upload = (
  contract: typeof c.uploadClientContract,
  fields: Record<string, string>,
  data = pdf,
) => multipart({ name: 'signed.pdf', data, type: 'application/pdf' }, fields);

/** Approves a client contract by its signed PDF, as the PM (or an admin) uploads it. */
async function approveByUpload(guid: string, as: 'pm' | 'admin' = 'pm') {
  await makeReady(guid);
  return callAs(
    as,
    c.uploadClientContract,
    {},
    upload(c.uploadClientContract, { contractGUID: guid }),
  );
}

const send = (
  guid: string,
  projectID: number,
  recipients: string[] = ['client@example.com'],
  message = 'Please sign.',
) => ({
  body: { guid, projectID, recipients, message },
});

describe('creating contracts', () => {
  it('numbers Base, then CO 1, CO 2; alternates Alt 1, Alt 2; with the client company', async () => {
    const { projectID, project } = await projectWithBase();
    const co1 = await callAs('pm', c.addClientContract, { body: { projectID } });
    const co2 = await callAs('pm', c.addClientContract, { body: { projectID } });
    const alt1 = await callAs('pm', c.addAlternate, { body: { projectID } });
    const alt2 = await callAs('pm', c.addAlternate, { body: { projectID } });
    expect([co1.ContractType, co2.ContractType, alt1.ContractType, alt2.ContractType]).toEqual([
      'CO 1',
      'CO 2',
      'Alt 1',
      'Alt 2',
    ]);
    expect(alt2.ClientContractOptions.map((o) => o.ContractType)).toEqual([
      'Base',
      'CO 1',
      'CO 2',
      'Alt 1',
      'Alt 2',
    ]);
    const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
    expect(contracts.every((x) => x.CompanyID === project.ClientCompanyID)).toBe(true);
    expect(contracts.map((x) => x.AlternatesInd)).toEqual([0, 0, 0, 1, 1]);
    expect(
      (await callAs('pm', c.alternateContractTypes, { query: { projectID } }))
        .alternateContractTypes,
    ).toBe('Alt 1,Alt 2');
    const options = await callAs('pm', c.contractOptions, { query: { projectID } });
    expect(options.clientContracts).toHaveLength(5);
  });

  it('adds a sub contract per subcontractor company; refuses a non-subcontractor, a second one and an unknown project', async () => {
    const { projectID } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const plain = await buildCompany({ SubcontractorInd: 0 });
    const added = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    expect(added.SubContractOptions).toEqual([
      expect.objectContaining({
        ContractID: added.SubContractID,
        CompanyName: sub.CompanyName,
        SubContractType: 'Base',
      }),
    ]);
    expect(
      await refusedAs('pm', c.addSubContract, {
        body: { projectID, subCompanyID: plain.CompanyID },
      }),
    ).toMatchObject({
      status: 400,
      error: { message: `${plain.CompanyName} is not marked as a subcontractor.` },
    });
    expect(
      (
        await refusedAs('pm', c.addSubContract, {
          body: { projectID, subCompanyID: sub.CompanyID },
        })
      ).status,
    ).toBe(409);
    expect(
      (await refusedAs('pm', c.addClientContract, { body: { projectID: 999999 } })).status,
    ).toBe(404);
    expect((await refusedAs('field', c.addClientContract, { body: { projectID } })).status).toBe(
      403,
    );
  });
});

describe('tables and totals', () => {
  it('sums GrandTotal from PreTax + Tax and the sub Total from bid amounts, exactly; detail rows by type', async () => {
    const { projectID, base } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    await condition(projectID, {
      client: base,
      sub: SubContractID,
      preTax: '0.10',
      tax: '0.20',
      bid: '0.10',
    });
    await condition(projectID, {
      client: base,
      sub: SubContractID,
      preTax: '1000.05',
      tax: '70.00',
      bid: '0.20',
    });
    const { ClientContractID: co } = await callAs('pm', c.addClientContract, {
      body: { projectID },
    });
    await condition(projectID, { client: co, preTax: '50.00', tax: '5.00' });
    const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
    expect(contracts.map((x) => [x.ContractType, x.GrandTotal])).toEqual([
      ['Base', '1070.35'],
      ['CO 1', '55.00'],
    ]);
    const subs = await callAs('pm', c.subContracts, { query: { projectID } });
    expect(subs.contracts[0]!.Total).toBe('0.30');
    const totals = await callAs('pm', c.clientContractsTotals, { query: { projectID } });
    expect(totals.totals.Pending.GrandTotal).toBe('1125.35');
    expect(totals.totals.Approved.GrandTotal).toBe('0.00');
    const subTotals = await callAs('pm', c.subContractsTotals, { query: { projectID } });
    expect(subTotals.totals.All.GrandTotal).toBe('0.30');

    await approveByUpload(base);
    const detail = await callAs('pm', c.clientContractDetail, { query: { projectID } });
    expect(detail.coTypes).toEqual(['CO 1']);
    expect(detail.rows[0]).toMatchObject({
      base: '1070.35',
      approvedChanges: '0.00',
      adjusted: '1070.35',
      pendingChanges: '55.00',
      adjustedPlusPending: '1125.35',
      changeOrders: { 'CO 1': '55.00' },
    });
    const detailTotals = await callAs('pm', c.clientContractDetailTotals, { query: { projectID } });
    expect(detailTotals.totals.adjustedPlusPending).toBe('1125.35');
    const subDetail = await callAs('pm', c.subContractDetail, { query: { projectID } });
    expect(subDetail.rows[0]).toMatchObject({
      companyName: sub.CompanyName,
      base: '0.00',
      pendingChanges: '0.00',
    });
  });

  it('shows an inactive contract with no retention at 10%', async () => {
    const { base } = await projectWithBase();
    await callAs('pm', c.clientInactive, { body: { guid: base } });
    const [row] = await t.database.db
      .select()
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    const { contracts } = await callAs('pm', c.clientContracts, {
      query: { projectID: row!.projectId },
    });
    expect(contracts[0]!.Retention).toBe('0.1000');
  });
});

describe('editing', () => {
  it('sets description, work days (whole number or null) and retention (percent)', async () => {
    const { base } = await projectWithBase();
    expect(
      (
        await callAs('pm', c.setClientDescription, {
          body: { guid: base, contractDescription: ' Walls. ' },
        })
      ).contract.ContractDescription,
    ).toBe('Walls.');
    expect(
      (await callAs('pm', c.setClientWorkDays, { body: { guid: base, clientWorkDays: '12' } }))
        .contract.ClientWorkDays,
    ).toBe(12);
    expect(
      (await callAs('pm', c.setClientWorkDays, { body: { guid: base, clientWorkDays: null } }))
        .contract.ClientWorkDays,
    ).toBeNull();
    expect(
      (await callAs('pm', c.setClientRetention, { body: { guid: base, retention: '5.5' } }))
        .contract.Retention,
    ).toBe('0.0550');
    expect(
      (await refusedAs('pm', c.setClientWorkDays, { body: { guid: base, clientWorkDays: 1.5 } }))
        .status,
    ).toBe(400);
    // The schema states the column's range (issue 30): the refusal names the field and the range.
    const over = await refusedAs('pm', c.setClientRetention, {
      body: { guid: base, retention: '101' },
    });
    expect(over.status).toBe(400);
    expect(over.error.message).toMatch(/retention.*0 to 100/i);
    expect(
      (
        await refusedAs('pm', c.setClientWorkDays, {
          body: { guid: 'not-a-guid', clientWorkDays: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await refusedAs('pm', c.setClientWorkDays, {
          body: { guid: crypto.randomUUID(), clientWorkDays: 1 },
        })
      ).status,
    ).toBe(404);
  });

  it('is read-only once sent (409)', async () => {
    const { base, projectID } = await projectWithBase();
    await makeReady(base);
    await callAs('pm', c.sendClientContract, send(base, projectID));
    const refused = await refusedAs('pm', c.setClientWorkDays, {
      body: { guid: base, clientWorkDays: 3 },
    });
    expect(refused).toMatchObject({
      status: 409,
      error: { message: 'The work days of a contract that has been sent cannot be changed.' },
    });
  });
});

describe('readiness and sending', () => {
  it('gives each of the five messages, and refuses to send with them', async () => {
    const { projectID, base } = await projectWithBase();
    let ready = await callAs('pm', c.checkClientContractReady, { query: { guid: base } });
    expect(ready.messages).toEqual([M.clientWorkDaysDoneInd, M.contractDescriptionDoneInd]);
    expect(await refusedAs('pm', c.sendClientContract, send(base, projectID))).toMatchObject({
      status: 400,
      error: { message: `${M.clientWorkDaysDoneInd} ${M.contractDescriptionDoneInd}` },
    });

    // A change order before the Base is approved.
    const { ClientContractID: co } = await callAs('pm', c.addClientContract, {
      body: { projectID },
    });
    await makeReady(co);
    ready = await callAs('pm', c.checkClientContractReady, { query: { guid: co } });
    expect(ready.messages).toEqual([M.baseContractReadyInd]);
    expect(ready.doneInds.baseContractReadyInd).toBe(0);

    // Placeholder budget inclusions: this contract's conditions on a sub contract with no company.
    const { ClientContractID: alt } = await callAs('pm', c.addAlternate, { body: { projectID } });
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    await t.database.db.execute(
      // The company of a sub contract left as "Placeholder".
      `update sub_contracts set company_id = null where contract_id = '${SubContractID}'` as never,
    );
    await condition(projectID, { client: base, sub: SubContractID });
    await makeReady(base);
    ready = await callAs('pm', c.checkClientContractReady, { query: { guid: base } });
    expect(ready.messages).toEqual([M.hasBudgetConditionsInd]);
    await t.database.db.execute(
      `update conditions set sub_contract_id = null where project_id = ${projectID}` as never,
    );

    // Unresolved alternates once the Base is approved.
    await condition(projectID, { client: alt });
    await callAs(
      'pm',
      c.uploadClientContract,
      {},
      upload(c.uploadClientContract, { contractGUID: base }),
    );
    ready = await callAs('pm', c.checkClientContractReady, { query: { guid: co } });
    expect(ready.messages).toEqual([M.hasAlternateConditionsInd]);
    expect(ready.doneInds).toMatchObject({ baseContractReadyInd: 1, hasAlternateConditionsInd: 1 });
    await callAs('pm', c.clientInactive, { body: { guid: alt } });
    expect(
      (await callAs('pm', c.checkClientContractReady, { query: { guid: co } })).messages,
    ).toEqual([]);
  });

  it('sends: no recipient or no message is a 400; the email is in the outbox with subject, link and the dev mailbox', async () => {
    const { projectID, base, project } = await projectWithBase();
    await makeReady(base);
    expect(await refusedAs('pm', c.sendClientContract, send(base, projectID, []))).toMatchObject({
      status: 400,
      error: { message: 'Add at least one recipient.' },
    });
    expect(
      (await refusedAs('pm', c.sendClientContract, send(base, projectID, ['a@example.com'], '  ')))
        .status,
    ).toBe(400);
    expect(
      (await refusedAs('pm', c.sendClientContract, send(base, projectID, ['nobody']))).status,
    ).toBe(400);
    const sent = await callAs(
      'pm',
      c.sendClientContract,
      send(base, projectID, ['a@example.com; b@example.com']),
    );
    expect(sent.emailedTo).toEqual(['a@example.com', 'b@example.com']);
    expect(sent.contracts[0]).toMatchObject({ ContractSentInd: 1 });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, base));
    expect(mail!.subject).toBe(
      `Proposal: #${projectID} ${project.ProjectName} - Main Street Clinic`,
    );
    expect(mail!.bccAddresses).toContain(DEV);
    expect(mail!.textBody).toContain(`/contracts/${base}/client`);
    // The check re-sends.
    await callAs('pm', c.sendClientContract, send(base, projectID));
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.relatedId, base)),
    ).toHaveLength(2);
  });

  it('sub readiness gives the server message; a ready sub is sent with its subject', async () => {
    const { projectID, base, project } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID: guid } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    const ready = await callAs('pm', c.checkSubContractReady, { query: { guid } });
    expect(ready.subContractReady).toMatchObject({
      clientContractApprovedInd: 0,
      subContractReadyInd: 0,
    });
    expect(ready.subContractReady.message).toContain(SUB_READINESS_MESSAGES.clientNotApproved);
    expect(await refusedAs('pm', c.sendSubContract, send(guid, projectID))).toMatchObject({
      status: 400,
      error: { message: ready.subContractReady.message },
    });
    await approveByUpload(base);
    await condition(projectID, { sub: guid, bid: '500.00' });
    await callAs('pm', c.setSubWorkDays, { body: { guid, subWorkDays: 10 } });
    await callAs('pm', c.setSubRetention, { body: { guid, retention: 10 } });
    expect(
      (await callAs('pm', c.checkSubContractReady, { query: { guid } })).subContractReady.message,
    ).toBe('');
    const sent = await callAs(
      'pm',
      c.sendSubContract,
      send(guid, projectID, ['s1@example.com', 's2@example.com']),
    );
    expect(sent.contracts[0]).toMatchObject({
      SubContractSentInd: 1,
      Retention: '0.1000',
      Total: '500.00',
    });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, guid));
    expect(mail!.subject).toBe(`Subcontract: #${projectID} ${project.ProjectName}`);
    expect(mail!.bccAddresses).toContain(DEV);
  });

  it('sends the alternates form and sets its sent flag', async () => {
    const { projectID } = await projectWithBase();
    const { ClientContractID: alt } = await callAs('pm', c.addAlternate, { body: { projectID } });
    expect(
      (
        await refusedAs('pm', c.sendAlternateSelection, {
          body: { guid: alt, recipients: '', text: 'Pick' },
        })
      ).status,
    ).toBe(400);
    const sent = await callAs('pm', c.sendAlternateSelection, {
      body: { guid: alt, recipients: 'x@example.com;y@example.com', text: 'Pick your alternates.' },
    });
    expect(sent.contract.AlternateSentInd).toBe(1);
    expect(sent.emailedTo).toEqual(['x@example.com', 'y@example.com']);
  });
});

describe('uploads', () => {
  it('refuses a file that is not a PDF by content; a PDF approves as "Manual contract upload"', async () => {
    const { projectID, base } = await projectWithBase();
    await condition(projectID, { client: base });
    await makeReady(base);
    const refused = await refusedAs(
      'pm',
      c.uploadClientContract,
      {},
      upload(c.uploadClientContract, { contractGUID: base }, notPdf),
    );
    expect(refused).toMatchObject({
      status: 400,
      error: { message: 'This file is not a PDF file. Upload a PDF file.' },
    });
    const done = await callAs(
      'pm',
      c.uploadClientContract,
      {},
      upload(c.uploadClientContract, { contractGUID: base }),
    );
    const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
    expect(contracts[0]).toMatchObject({
      ContractStageCategory: 'Approved',
      ApprovalSource: 'Manual contract upload',
      ContractFileUrl: done.fileUrl,
    });
    const rows = await t.database.db
      .select()
      .from(conditions)
      .where(eq(conditions.clientContractId, base));
    expect(rows.every((r) => r.clientApprovedInd === 1)).toBe(true);
    const key = done.fileUrl.split('/').at(-1)!;
    expect((await callAs('pm', c.contractUri, { query: { fileName: key } })).uri).toBe(
      done.fileUrl,
    );
  });

  it('uploads a bid with a MM/DD/YYYY date', async () => {
    const { projectID } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID: guid } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    const bad = await refusedAs(
      'pm',
      c.uploadBid,
      {},
      upload(c.uploadClientContract, { bidGUID: guid, bidDate: '2026-11-02' }),
    );
    expect(bad).toMatchObject({
      status: 400,
      error: { message: 'The bid date must be a date written MM/DD/YYYY.' },
    });
    expect(
      (
        await refusedAs(
          'pm',
          c.uploadBid,
          {},
          upload(c.uploadClientContract, { bidGUID: guid, bidDate: '11/02/2026' }, notPdf),
        )
      ).status,
    ).toBe(400);
    await callAs(
      'pm',
      c.uploadBid,
      {},
      upload(c.uploadClientContract, { bidGUID: guid, bidDate: '11/02/2026' }),
    );
    const { contracts } = await callAs('pm', c.subContracts, { query: { projectID } });
    expect(contracts[0]).toMatchObject({ SubBidDate: '2026-11-02' });
    expect(contracts[0]!.BidFileUrl).toMatch(/^\/api\/files\//);
  });
});

describe('stage changes', () => {
  it('deactivates a pending contract, reactivates it, and refuses other changes', async () => {
    const { base } = await projectWithBase();
    expect(
      (await callAs('pm', c.clientInactive, { body: { guid: base } })).ContractStageCategory,
    ).toBe('Inactive');
    expect(await refusedAs('pm', c.clientInactive, { body: { guid: base } })).toMatchObject({
      status: 400,
      error: {
        message: 'Only a pending contract can be set to inactive; this contract is Inactive.',
      },
    });
    expect(
      (await callAs('pm', c.clientPending, { body: { guid: base } })).ContractStageCategory,
    ).toBe('Pending');
    expect(
      (await refusedAs('pm', c.setToPending, { body: { guid: base, type: 'c' } })).status,
    ).toBe(403);
    expect(
      (await refusedAs('admin', c.setToPending, { body: { guid: base, type: 'c' } })).status,
    ).toBe(400);
  });

  it('returns an approved contract to pending: admin only; erases the signature, keeps it in the audit log', async () => {
    const { projectID, base } = await projectWithBase();
    await condition(projectID, { client: base });
    await approveByUpload(base);
    await t.database.db
      .update(clientContracts)
      .set({ signedName: 'Dana Client', signatureEvidence: '{"ip":"203.0.113.9"}' })
      .where(eq(clientContracts.contractId, base));
    expect(
      await refusedAs('pm', c.setToPending, { body: { guid: base, type: 'c' } }),
    ).toMatchObject({
      status: 403,
      error: { message: 'Only an admin can return an approved contract to pending.' },
    });
    expect(
      (await callAs('admin', c.setToPending, { body: { guid: base, type: 'c' } }))
        .ContractStageCategory,
    ).toBe('Pending');
    const [row] = await t.database.db
      .select()
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    expect(row).toMatchObject({
      stage: 'Pending',
      signedName: null,
      signatureEvidence: null,
      approvalSource: null,
      sentInd: 0,
    });
    const conds = await t.database.db
      .select()
      .from(conditions)
      .where(eq(conditions.clientContractId, base));
    expect(conds.every((x) => x.clientApprovedInd === 0)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, base), eq(auditLog.field, 'signedName')))
      .orderBy(asc(auditLog.auditId));
    expect(audit.at(-1)).toMatchObject({ oldValue: 'Dana Client', newValue: null });
  });

  it('changes sub contract stages through the same rules', async () => {
    const { projectID } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID: guid } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    expect((await callAs('pm', c.subInactive, { body: { guid } })).ContractStageCategory).toBe(
      'Inactive',
    );
    expect((await callAs('pm', c.subPending, { body: { guid } })).ContractStageCategory).toBe(
      'Pending',
    );
    expect((await refusedAs('pm', c.subPending, { body: { guid } })).status).toBe(400);
    expect((await refusedAs('admin', c.setToPending, { body: { guid, type: 's' } })).status).toBe(
      400,
    );
  });
});

describe('accounting', () => {
  it('pushes without signature with permission 10 only; the outcome is on the contract', async () => {
    const { projectID } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID: guid } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    await condition(projectID, { sub: guid, bid: '250.00' });
    expect(
      await refusedAs('pm', c.noSignatureSub, { body: { recipient: 's', guid } }),
    ).toMatchObject({
      status: 403,
      error: {
        message:
          'Pushing a contract without signature needs the Push contracts without signature permission.',
      },
    });
    const pushed = await callAs('admin', c.noSignatureSub, {
      body: { recipient: 's', guid, companyID: sub.CompanyID },
    });
    expect(pushed.Accounting.status).toBe('synced');
    const { contracts } = await callAs('pm', c.subContracts, { query: { projectID } });
    expect(contracts[0]).toMatchObject({
      ApprovalSource: 'Pushed without signature',
      Accounting: { status: 'synced' },
    });
  });

  it('keeps a failed push on the contract with the error, for the row and the dialog to show', async () => {
    const client = await buildCompany();
    const { projectID, base } = await projectWithBase({ ClientCompanyID: client.CompanyID });
    await makeReady(base);
    const gateway = t.app.accounting;
    const original = gateway.pushContract;
    gateway.pushContract = () =>
      Promise.reject(
        new AccountingError('rejected', 'PUT Contract: the customer is on credit hold.', {
          retryable: false,
        }),
      );
    try {
      const pushed = await callAs('admin', c.noSignatureClient, {
        body: { recipient: 'c', guid: base },
      });
      expect(pushed.Accounting).toMatchObject({
        status: 'failed',
        error: 'PUT Contract: the customer is on credit hold.',
      });
    } finally {
      gateway.pushContract = original;
    }
    const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
    expect(contracts[0]!.Accounting.status).toBe('failed');
  });

  it('pushes without signature once: parallel and later repeats are 409 until a forced re-sync', async () => {
    const { projectID } = await projectWithBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const { SubContractID: guid } = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    await condition(projectID, { sub: guid, bid: '250.00' });
    const gateway = t.app.accounting;
    const original = gateway.pushContract;
    let pushes = 0;
    gateway.pushContract = (...args) => {
      pushes += 1;
      return original.apply(gateway, args);
    };
    try {
      const body = { recipient: 's', guid, companyID: sub.CompanyID };
      const answers = await Promise.all(
        [1, 2, 3].map(() => requestAs('admin', c.noSignatureSub, { body })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(pushes).toBe(1);
      expect(await refusedAs('admin', c.noSignatureSub, { body })).toMatchObject({
        status: 409,
        error: {
          message:
            'This contract was already pushed to accounting without signature (synced). To send it again, force a re-sync (role Acumatica Errors).',
        },
      });
      const forced = await callAs('superuser', c.v2SyncAcumatica, {
        params: { projectId: String(projectID), guid },
      });
      expect(forced.Accounting.status).toBe('synced');
      expect(pushes).toBe(2);
    } finally {
      gateway.pushContract = original;
    }
  });

  it('pushes a contract approved by upload, signed, after the approval commits; a failed push keeps the approval', async () => {
    const { projectID, base } = await projectWithBase();
    const gateway = t.app.accounting;
    const original = gateway.pushContract;
    const seen: Array<{ stage: string | undefined; withSignature: boolean }> = [];
    gateway.pushContract = async (contract, options) => {
      // What the push reads outside the approval's transaction: already approved.
      const row = await t.app.contracts.contractRow(t.database.db, 'client', contract.guid);
      seen.push({ stage: row?.stage, withSignature: options.withSignature });
      throw new AccountingError('rejected', 'Customer C1 not found.', { retryable: false });
    };
    try {
      await approveByUpload(base, 'admin');
    } finally {
      gateway.pushContract = original;
    }
    expect(seen).toEqual([{ stage: 'Approved', withSignature: true }]);
    const { contracts } = await callAs('pm', c.clientContracts, { query: { projectID } });
    expect(contracts[0]).toMatchObject({
      ContractStageCategory: 'Approved',
      Accounting: { status: 'failed', error: 'Customer C1 not found.' },
    });
  });

  it('forces a re-sync of an approved contract for the role Acumatica Errors only', async () => {
    const { projectID, base } = await projectWithBase();
    expect(
      (
        await refusedAs('superuser', c.v2SyncAcumatica, {
          params: { projectId: String(projectID), guid: base },
        })
      ).status,
    ).toBe(409);
    await approveByUpload(base);
    expect(
      (
        await refusedAs('pm', c.v2SyncAcumatica, {
          params: { projectId: String(projectID), guid: base },
        })
      ).status,
    ).toBe(403);
    const synced = await callAs('superuser', c.v2SyncAcumatica, {
      params: { projectId: String(projectID), guid: base },
    });
    expect(synced.Accounting.status).toBe('synced');
  });
});

describe('v2', () => {
  it('reads the project and its contracts with v2 totals', async () => {
    const { projectID, base, project } = await projectWithBase();
    await condition(projectID, { client: base, preTax: '10.00', tax: '1.00' });
    const p = await callAs('pm', c.v2Project, { params: { id: String(projectID) } });
    expect(p.project).toMatchObject({ id: projectID, name: project.ProjectName });
    const v2 = await callAs('pm', c.v2Contracts, { params: { id: String(projectID) } });
    expect(v2.totals).toEqual([{ type: 'Base', guid: base, grand_total: '11.00' }]);
    expect((await refusedAs('pm', c.v2Contracts, { params: { id: '999999' } })).status).toBe(404);
  });
});
