import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractPageContract as p } from '@n5/shared/contract-page/contract';
import { canonicalJson } from '@n5/shared/contract-page/rules';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import {
  auditLog,
  clientContracts,
  conditions,
  emailOutbox,
  projects,
  storedFiles,
  subContracts,
} from '../../db/schema/index';
import { buildTestApp, multipart, useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';
import { createTestClient, refusalOf } from '../../testing/test-client';
import { tinyPng } from '../../testing/tiny-png';

const { t, callAs, refusedAs, requestAs, userOf, buildProject, buildCompany, buildContact } =
  useTestApp();
const png = tinyPng();
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) SigningTest/1.0';

/** A project with a PM, a client contact, a Base contract with two priced lines. */
async function signableBase(format: 'Detail' | 'Summary' = 'Detail') {
  const client = await buildContact({
    ContactName: 'Dana Client',
    ContactOfficePhone: '316-555-0142',
  });
  const project = await buildProject({
    WorkLocationName: 'Main Street Clinic',
    ClientCompanyID: client.CompanyID,
    ClientContactID: client.ContactID,
  });
  const projectID = project.ProjectID;
  const pm = await userOf('pm');
  await t.database.db
    .update(projects)
    .set({ projectManagerId: pm.UserID, proposalFormatType: format, exclusions: 'No painting.' })
    .where(eq(projects.projectId, projectID));
  const base = (await callAs('pm', c.addClientContract, { body: { projectID } })).ClientContractID;
  await line(projectID, { client: base, name: 'Drywall patch', preTax: '1200.00', tax: '60.00' });
  await line(projectID, { client: base, name: 'Paint touch-up', preTax: '300.50', tax: '0.00' });
  await callAs('pm', c.setClientWorkDays, { body: { guid: base, clientWorkDays: 12 } });
  const [row] = await t.database.db
    .select({ companyId: clientContracts.companyId })
    .from(clientContracts)
    .where(eq(clientContracts.contractId, base));
  return { projectID, base, companyId: row!.companyId!, pmEmail: pm.EmailAddress };
}

async function line(
  projectId: number,
  v: { client?: string; sub?: string; name: string; preTax?: string; tax?: string; bid?: string },
) {
  await t.database.db.insert(conditions).values({
    projectId,
    subCategoryId: 1,
    conditionName: v.name,
    internalComments: `${v.name} comments`,
    subcontractorScope: `${v.name} sub scope`,
    clientContractId: v.client ?? null,
    subContractId: v.sub ?? null,
    preTax: v.preTax ?? '100.00',
    tax: v.tax ?? '0.00',
    subCost: v.bid ?? '0.00',
  });
}

const linkQuery = (guid: string, companyId: number | string, recipient = 'c') => ({
  query: { recipient, guid, companyID: String(companyId) },
});

async function signByLink(guid: string, companyId: number, recipient = 'c', name = 'Dana Client') {
  const read = await callAs('anonymous', p.contract, linkQuery(guid, companyId, recipient));
  return requestAs(
    'anonymous',
    p.signature,
    {
      body: {
        recipient,
        guid,
        // A JSON number, as API clients send ids; the page itself sends the link's text.
        companyID: companyId,
        approvedBy: name,
        signature: png,
        documentHash: read.contract.documentHash,
      },
    },
    { headers: { 'user-agent': AGENT } },
  );
}

describe('reading a contract from its link', () => {
  it('answers one document model and the SHA-256 of its canonical JSON (Base Detail, full terms)', async () => {
    const { base, companyId, pmEmail } = await signableBase();
    const { contract } = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    const d = contract.document;
    expect(d.layout).toBe('baseDetail');
    expect(d.title).toBe('Project Proposal');
    expect(d.summaryTitle).toBe('Project Proposal');
    expect(d.summary.workLocationName).toBe('Main Street Clinic');
    expect(d.heading.projectManager.email).toBe(pmEmail);
    expect(d.inclusions.showDescription).toBe(false);
    const lines = d.inclusions.categories.flatMap((x) => x.subCategories.flatMap((s) => s.lines));
    expect(lines.map((l) => [l.conditionName, l.price, l.description])).toEqual([
      ['Drywall patch', '1200.00', null],
      ['Paint touch-up', '300.50', null],
    ]);
    expect(d.proposedTotalPrice).toBe('1500.50');
    expect(d.exclusions).toBe('No painting.');
    expect(d.totals).toEqual({
      originalContractAmount: '1500.50',
      originalContractWorkDays: 12,
      netChange: '0.00',
      netChangeWorkDays: null,
      ksRemodelingTax: '60.00',
      total: '1560.50',
    });
    const terms = d.contractTerms!.map((s) => `${s.heading} ${s.paragraphs.join(' ')}`).join('\n');
    for (const topic of [
      'Consent of the Owner',
      'Contract Documents',
      'within 12 work days',
      '$1,560.50 (One Thousand Five Hundred Sixty and 50/100 Dollars)',
      'Progress Payments',
      'arbitration',
      'Termination',
      '2% above the prime rate',
      'Standard Exclusions',
      'No painting.',
      'Epidemic Rider',
      'CHAPTER 429, RSMo',
    ])
      expect(terms).toContain(topic);
    expect(d.terms.map((r) => r.value)).toContain('Net 30 days');
    expect(d.generalConditions.heading).toBe('General Conditions');
    expect(contract.documentHash).toBe(createHash('sha256').update(canonicalJson(d)).digest('hex'));
    expect(contract.status).toMatchObject({ approved: false, canSign: true, signatureImage: null });
    // Braces are allowed around the GUID.
    const braced = await callAs('anonymous', p.contract, linkQuery(`{${base}}`, companyId));
    expect(braced.contract.documentHash).toBe(contract.documentHash);
  });

  it('shows no line prices on Summary, and a change order as Change Order #n over the Base', async () => {
    const { projectID, base, companyId } = await signableBase('Summary');
    const summary = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    expect(summary.contract.document.layout).toBe('baseSummary');
    const prices = summary.contract.document.inclusions.categories.flatMap((x) =>
      x.subCategories.flatMap((s) => s.lines.map((l) => l.price)),
    );
    expect(prices).toEqual([null, null]);
    await t.database.db
      .update(projects)
      .set({ proposalFormatType: 'Detail' })
      .where(eq(projects.projectId, projectID));
    const co = (await callAs('pm', c.addClientContract, { body: { projectID } })).ClientContractID;
    await line(projectID, { client: co, name: 'Extra outlet', preTax: '250.00', tax: '10.00' });
    const { contract } = await callAs('anonymous', p.contract, linkQuery(co, companyId));
    expect(contract.document.layout).toBe('detail');
    expect(contract.document.title).toBe('Change Order #1');
    expect(contract.document.contractTerms).toBeNull();
    expect(contract.document.totals).toMatchObject({
      originalContractAmount: '1560.50',
      originalContractWorkDays: 12,
      netChange: '250.00',
      ksRemodelingTax: '10.00',
      total: '1820.50',
    });
  });

  it('answers 400 for a malformed link and 404 for a contract the link does not name', async () => {
    const { base, companyId } = await signableBase();
    for (const query of [
      { recipient: 'x', guid: base, companyID: String(companyId) },
      { recipient: 'c', guid: 'not-a-guid', companyID: String(companyId) },
      { recipient: 'c', guid: base, companyID: 'abc' },
      { guid: base, companyID: String(companyId) },
      { recipient: 'c', guid: `{${base}`, companyID: String(companyId) },
    ])
      expect((await refusedAs('anonymous', p.contract, { query })).status).toBe(400);
    for (const query of [
      linkQuery(base, companyId + 1000).query, // another company
      linkQuery(base, companyId, 's').query, // a client contract read as a sub one
      linkQuery('00000000-0000-4000-8000-000000000000', companyId).query, // unknown
    ]) {
      const refusal = await refusedAs('anonymous', p.contract, { query });
      expect(refusal.status).toBe(404);
      expect(refusal.error.message).toBe('That contract could not be found.');
    }
  });
});

describe('signing', () => {
  it('approves once with the evidence, approves the conditions, emails the PM and renders the signed PDF', async () => {
    const { projectID, base, companyId, pmEmail } = await signableBase();
    const read = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    expect(await callAs('anonymous', p.checkContractExists, { query: { guid: base } })).toEqual({
      contractExists: false,
      uri: null,
    });
    const response = await signByLink(base, companyId);
    expect(response.statusCode, response.body).toBe(200);
    const signed = p.signature.reply.parse(response.json());
    expect(signed.contract.status).toMatchObject({
      approved: true,
      approvedBy: 'Dana Client',
      approvalSource: 'Signature',
      canSign: false,
    });
    expect(signed.contract.status.signatureImage).toBe(png);
    // Signing does not change the document, so its hash stays the one signed.
    expect(signed.contract.documentHash).toBe(read.contract.documentHash);

    const [row] = await t.database.db
      .select()
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    expect(row!.stage).toBe('Approved');
    // The signature pushed the contract to accounting once it had committed (issue 38 item 8).
    expect(row!.accountingStatus).toBe('synced');
    expect(row!.signedName).toBe('Dana Client');
    expect(row!.signedAt).toBeInstanceOf(Date);
    const evidence = JSON.parse(row!.signatureEvidence!);
    expect(evidence).toMatchObject({
      ip: '127.0.0.1',
      userAgent: AGENT,
      sha256: read.contract.documentHash,
      linkTokenId: `/contract/?r=c&id=${base}&c=${companyId}`,
    });
    expect(evidence.signedAtUtc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(evidence.signatureFileKey).toMatch(/^[0-9a-f-]{36}$/);
    const approvedInds = await t.database.db
      .select({ v: conditions.clientApprovedInd })
      .from(conditions)
      .where(eq(conditions.projectId, projectID));
    expect(approvedInds.map((x) => x.v)).toEqual([1, 1]);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.relatedId, base), eq(emailOutbox.relatedEntity, 'client_contract')),
      );
    expect(mail!.toAddresses).toContain(pmEmail);
    expect(mail!.subject).toContain('Project Proposal approved');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client_contract'), eq(auditLog.entityId, base)));
    expect(audits.length).toBeGreaterThanOrEqual(2);

    // The PDF (rendered inline where no jobs run): ready, named by the guid, with its certificate.
    const exists = await callAs('anonymous', p.checkContractExists, { query: { guid: base } });
    expect(exists).toEqual({ contractExists: true, uri: `/api/contract/signed-pdf?guid=${base}` });
    const download = await requestAs('anonymous', p.signedPdf, { query: { guid: base } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${base}.pdf"`);
    const pages = await pdfPageTexts(download.rawPayload);
    const certificate = pages.at(-1)!;
    expect(certificate).toContain('Signing Certificate');
    expect(certificate).toContain('Dana Client');
    expect(certificate).toContain(AGENT);
    expect(certificate).toContain('127.0.0.1');
    expect(certificate.replace(/\s/g, '')).toContain(read.contract.documentHash);
    const body = pages.slice(0, -1).join('\n');
    expect(body).toContain('Project Proposal');
    expect(body).toContain('Proposed Total Price');
    expect(body).toContain('KS Remodeling Tax');
    expect(body).toContain('Lien Notice');

    // A second signature is refused.
    const again = await signByLink(base, companyId, 'c', 'Someone Else');
    expect(again.statusCode).toBe(409);
    expect(refusalOf(again).error.message).toBe('This contract has already been signed.');

    // Return to pending (admin) erases the approval and its PDF; signing again renders anew.
    await callAs('admin', c.setToPending, { body: { guid: base, type: 'c' } });
    expect(await callAs('anonymous', p.checkContractExists, { query: { guid: base } })).toEqual({
      contractExists: false,
      uri: null,
    });
    expect((await signByLink(base, companyId, 'c', 'Second Signer')).statusCode).toBe(200);
    const renewed = await requestAs('anonymous', p.signedPdf, { query: { guid: base } });
    expect((await pdfPageTexts(renewed.rawPayload)).at(-1)).toContain('Second Signer');
  });

  it('lets exactly one of ten simultaneous signatures through, and stores its image only', async () => {
    const { base, companyId } = await signableBase();
    const read = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    const body = {
      recipient: 'c',
      guid: base,
      companyID: String(companyId),
      signature: png,
      documentHash: read.contract.documentHash,
    };
    const codes = (
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          requestAs('anonymous', p.signature, { body: { ...body, approvedBy: `Signer ${i}` } }),
        ),
      )
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
    // Issue 30 item 5: the losers stored 9 orphan images before.
    const images = await t.database.db
      .select({ fileKey: storedFiles.fileKey })
      .from(storedFiles)
      .where(eq(storedFiles.fileName, `signature-${base}.png`));
    expect(images).toHaveLength(1);
    expect(await t.app.files.readFile(images[0]!.fileKey)).not.toBeNull();
  });

  it('refuses a signature on a closed project (409) and shows why instead of the button', async () => {
    const { projectID, base, companyId } = await signableBase();
    await t.database.db
      .update(projects)
      .set({ stageType: 'Completed' })
      .where(eq(projects.projectId, projectID));
    const read = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    expect(read.contract.status.canSign).toBe(false);
    const message = read.contract.status.closedMessage!;
    expect(message).toMatch(
      /^This project is completed, so this can no longer be approved online\. Please call your project manager, .+, to discuss it\.$/,
    );
    const refused = await signByLink(base, companyId);
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused).error.message).toBe(message);
    const [row] = await t.database.db
      .select({ stage: clientContracts.stage })
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    expect(row!.stage).toBe('Pending');
  });

  it('refuses a missing name or drawing (400) and a document that changed since it was shown (409)', async () => {
    const { projectID, base, companyId } = await signableBase();
    const read = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    const body = {
      recipient: 'c',
      guid: base,
      companyID: String(companyId),
      approvedBy: 'Dana',
      signature: png,
      documentHash: read.contract.documentHash,
    };
    const noName = await refusedAs('anonymous', p.signature, {
      body: { ...body, approvedBy: ' ' },
    });
    expect([noName.status, noName.error.message]).toEqual([400, 'Name is required']);
    const noDrawing = await refusedAs('anonymous', p.signature, {
      body: { ...body, signature: '' },
    });
    expect([noDrawing.status, noDrawing.error.message]).toEqual([400, 'Signature is required']);
    const notPng = await refusedAs('anonymous', p.signature, {
      body: { ...body, signature: 'data:image/png;base64,aGVsbG8=' },
    });
    expect(notPng.status).toBe(400);
    // The PM changes a price after the page was opened.
    await line(projectID, { client: base, name: 'Late addition', preTax: '10.00' });
    const changed = await refusedAs('anonymous', p.signature, { body });
    expect(changed.status).toBe(409);
    expect(changed.error.message).toMatch(/^The contract changed after this page was opened/);
    const [row] = await t.database.db
      .select({ stage: clientContracts.stage })
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    expect(row!.stage).toBe('Pending');
    // Another company's link cannot sign it either.
    const other = await refusedAs('anonymous', p.signature, {
      body: { ...body, companyID: String(companyId + 1000) },
    });
    expect(other.status).toBe(404);
  });

  it('signs a sub contract from its link: Subcontract, Description column, sub conditions approved', async () => {
    const { projectID, base, companyId } = await signableBase();
    expect((await signByLink(base, companyId)).statusCode).toBe(200);
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const added = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    await line(projectID, { sub: added.SubContractID, name: 'Framing', bid: '800.00' });
    const { contract } = await callAs(
      'anonymous',
      p.contract,
      linkQuery(added.SubContractID, sub.CompanyID, 's'),
    );
    expect(contract.document.summaryTitle).toBe('Subcontract');
    expect(contract.document.inclusions.showDescription).toBe(true);
    expect(contract.document.exclusions).toBeNull();
    expect(contract.document.generalConditions.heading).toContain('rev. 2023-09-20');
    expect(contract.document.inclusions.categories[0]!.subCategories[0]!.lines[0]).toMatchObject({
      conditionName: 'Framing',
      description: 'Framing sub scope',
      price: '800.00',
    });
    // The sub guid is not readable as a client contract or by the client company.
    expect(
      (await refusedAs('anonymous', p.contract, linkQuery(added.SubContractID, sub.CompanyID)))
        .status,
    ).toBe(404);
    expect(
      (await refusedAs('anonymous', p.contract, linkQuery(added.SubContractID, companyId, 's')))
        .status,
    ).toBe(404);
    const signed = await signByLink(added.SubContractID, sub.CompanyID, 's', 'Sam Sub');
    expect(signed.statusCode, signed.body).toBe(200);
    const [row] = await t.database.db
      .select({ stage: subContracts.stage, v: conditions.subContractApprovedInd })
      .from(subContracts)
      .innerJoin(conditions, eq(conditions.subContractId, subContracts.contractId))
      .where(eq(subContracts.contractId, added.SubContractID));
    expect(row).toEqual({ stage: 'Approved', v: 1 });
    const exists = await callAs('anonymous', p.checkContractExists, {
      query: { guid: added.SubContractID },
    });
    expect(exists.contractExists).toBe(true);
    expect(contract.document.contractTerms).toBeNull();
    // A sub contract approved before 2023-09-20 carries the older exhibit.
    await t.database.db
      .update(subContracts)
      .set({ approvalDate: '2023-09-19' })
      .where(eq(subContracts.contractId, added.SubContractID));
    const older = await callAs(
      'anonymous',
      p.contract,
      linkQuery(added.SubContractID, sub.CompanyID, 's'),
    );
    expect(older.contract.document.generalConditions.heading).toBe(
      'Exhibit A - Subcontract Conditions (before 2023-09-20)',
    );
  });
});

describe('the client contract view (/contracts/{contractId}/client)', () => {
  it('reads and signs the same document, recording the link used', async () => {
    const { base, companyId } = await signableBase();
    const byLink = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    const view = await callAs('anonymous', p.clientContract, { params: { contractId: base } });
    expect(view.contract.documentHash).toBe(byLink.contract.documentHash);
    const signed = await callAs(
      'anonymous',
      p.clientSignature,
      {
        params: { contractId: base },
        body: { approvedBy: 'Viewer', signature: png, documentHash: view.contract.documentHash },
      },
      { headers: { 'user-agent': AGENT } },
    );
    expect(signed.contract.status.approved).toBe(true);
    const [row] = await t.database.db
      .select({ evidence: clientContracts.signatureEvidence })
      .from(clientContracts)
      .where(eq(clientContracts.contractId, base));
    expect(JSON.parse(row!.evidence!).linkTokenId).toBe(`/contracts/${base}/client`);
    const again = await refusedAs('anonymous', p.clientSignature, {
      params: { contractId: base },
      body: { approvedBy: 'Viewer', signature: png, documentHash: view.contract.documentHash },
    });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown id, a non-GUID and a sub contract guid', async () => {
    const { projectID } = await signableBase();
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const added = await callAs('pm', c.addSubContract, {
      body: { projectID, subCompanyID: sub.CompanyID },
    });
    for (const contractId of ['00000000-0000-4000-8000-000000000000', 'abc', added.SubContractID])
      expect(
        (await refusedAs('anonymous', p.clientContract, { params: { contractId } })).status,
      ).toBe(404);
    expect(
      (await refusedAs('anonymous', p.checkContractExists, { query: { guid: 'abc' } })).status,
    ).toBe(404);
    expect(
      (await refusedAs('anonymous', p.signedPdf, { query: { guid: added.SubContractID } })).status,
    ).toBe(404);
  });

  it('shows a manual upload as approved by "Manual contract upload", with no image and no signing', async () => {
    const { base, companyId } = await signableBase();
    await callAs('pm', c.setClientDescription, {
      body: { guid: base, contractDescription: 'Scope.' },
    });
    await callAs(
      'pm',
      c.uploadClientContract,
      {},
      multipart(
        {
          name: 'signed.pdf',
          data: Buffer.from('%PDF-1.4\n% signed\ntrailer<<>>\n%%EOF\n'),
          type: 'application/pdf',
        },
        { contractGUID: base },
      ),
    );
    const { contract } = await callAs('anonymous', p.contract, linkQuery(base, companyId));
    expect(contract.status).toMatchObject({
      approved: true,
      approvedBy: 'Manual contract upload',
      signatureImage: null,
      canSign: false,
    });
    const refused = await signByLink(base, companyId);
    expect(refused.statusCode).toBe(409);
  });
});

describe('rate limit', () => {
  it('limits the public contract routes per address (429)', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT: '2' });
    try {
      const client = createTestClient(() => limited.app);
      const query = { guid: '00000000-0000-4000-8000-000000000000' };
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await client.requestAs('anonymous', p.checkContractExists, { query })).statusCode,
        );
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
