import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingContract as b } from '@n5/shared/billing/contract';
import { waiversContract as c } from '@n5/shared/waivers/contract';
import { emailOutbox, lienWaivers, subContracts } from '../../db/schema/index';
import { multipart, useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';
import { tinyPng } from '../../testing/tiny-png';

const { t, callAs, refusedAs, requestAs, buildCompany, buildBillableProject } = useTestApp();
const png = tinyPng();

const which = (projectID: number, paymentApplicationType = 1) => ({
  projectID,
  paymentApplicationType,
});

/**
 * Base $4,000.00 at 10% retainage; pay app 1 bills 50% (line 4 $2,000.00, line 8 $1,800.00)
 * and is certified; pay app 2 is open.
 */
async function certifiedProject() {
  const projectID = (await buildBillableProject()).ProjectID;
  await callAs('pm', b.addPayApp, { body: { projectID } });
  await callAs('pm', b.setColumn, { body: { ...which(projectID), percent: '50' } });
  await callAs('accounting', b.setStatus, { body: { ...which(projectID), status: 'Approved' } });
  await callAs('pm', b.addPayApp, { body: { projectID } });
  return projectID;
}

const request = (
  projectID: number,
  kind: 'conditional-progress' | 'unconditional-final' = 'conditional-progress',
  n = 1,
) => ({
  body: {
    ...which(projectID, n),
    kind,
    direction: 'to-client' as const,
    email: 'signer@example.com',
  },
});

const pdfOf = async (waiverId: number) => {
  const response = await requestAs('pm', c.pdf, { query: { waiverId } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return (await pdfPageTexts(response.rawPayload)).join('\n');
};

const sign = (i: string, documentHash: string, approvedBy = 'Pat Signer') => ({
  body: { i, approvedBy, signature: png, documentHash },
});

describe('lien waivers (issue 31 item 4)', () => {
  it('requests a conditional progress waiver from line 8, emails its link, and it is signed on the link with evidence', async () => {
    const projectID = await certifiedProject();
    const { waiver } = await callAs('pm', c.request, request(projectID));
    expect(waiver).toMatchObject({
      payAppNumber: 1,
      kind: 'conditional-progress',
      direction: 'to-client',
      amount: '1800.00',
      state: 'Requested',
      receivedAt: null,
      requestedTo: 'signer@example.com',
    });
    expect(waiver.link).toMatch(new RegExp(`/waiver\\?i=${waiver.guid}$`));
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.relatedEntity, 'lien_waiver'),
          eq(emailOutbox.relatedId, String(waiver.waiverId)),
        ),
      );
    expect(email?.toAddresses).toEqual(['signer@example.com']);
    expect(email?.textBody).toContain(waiver.link);
    expect(email?.textBody).toContain('$1,800.00');
    const requested = await pdfOf(waiver.waiverId);
    expect(requested).toContain('Conditional Waiver and Release on Progress Payment');
    expect(requested).toContain('$1,800.00');
    expect(requested).toContain('Signature: ____');

    const page = await callAs('anonymous', c.page, { query: { i: waiver.guid } });
    expect(page).toMatchObject({ state: 'Requested', expired: false, signedName: null });
    expect(page.document.amount).toBe('1800.00');
    expect(page.document.paragraphs.join(' ')).toContain('a payment of $1,800.00');

    const signed = await callAs('anonymous', c.sign, sign(waiver.guid, page.documentHash), {
      headers: { 'user-agent': 'Waiver test agent' },
    });
    expect(signed).toMatchObject({ state: 'Received', signedName: 'Pat Signer' });
    const [row] = await t.database.db
      .select()
      .from(lienWaivers)
      .where(eq(lienWaivers.waiverId, waiver.waiverId));
    expect(row?.signatureEvidence).toMatchObject({
      userAgent: 'Waiver test agent',
      sha256: page.documentHash,
      linkTokenId: `/waiver?i=${waiver.guid}`,
      signatureFileKey: expect.any(String),
    });
    const list = await callAs('pm', c.list, { query: { projectID } });
    expect(list.waivers).toEqual([
      expect.objectContaining({ state: 'Received', receivedVia: 'signature' }),
    ]);
    const signedPdf = await pdfOf(waiver.waiverId);
    expect(signedPdf).toContain('Approved by: Pat Signer');
    expect(signedPdf).toContain('Signing Certificate');
    expect(signedPdf).toContain(page.documentHash);

    const twice = await refusedAs('anonymous', c.sign, sign(waiver.guid, page.documentHash));
    expect(twice).toMatchObject({ status: 409 });
    expect(twice.error.message).toBe('This lien waiver has already been signed or received.');
  });

  it('a final waiver is for line 4 (everything completed and stored)', async () => {
    const projectID = await certifiedProject();
    const { waiver } = await callAs('pm', c.request, request(projectID, 'unconditional-final'));
    expect(waiver).toMatchObject({ amount: '2000.00', kind: 'unconditional-final' });
    expect(await pdfOf(waiver.waiverId)).toContain('the total of the work being $2,000.00');
  });

  it('refuses open pay apps (409), repeats (409), unknown ids (404), other roles (403) and bad signatures (400)', async () => {
    const projectID = await certifiedProject();
    const open = await refusedAs('pm', c.request, request(projectID, 'conditional-progress', 2));
    expect(open).toMatchObject({ status: 409 });
    expect(open.error.message).toMatch(/^Pay app 2 is not certified yet \(it is Preparing\)/);
    expect((await refusedAs('pm', c.request, request(projectID, undefined, 9))).status).toBe(404);
    expect((await refusedAs('pm', c.request, request(999_999))).status).toBe(404);
    expect((await refusedAs('field', c.request, request(projectID))).status).toBe(403);
    expect((await refusedAs('field', c.list, { query: { projectID } })).status).toBe(403);

    const { waiver } = await callAs('pm', c.request, request(projectID));
    const again = await refusedAs('pm', c.request, request(projectID));
    expect(again).toMatchObject({ status: 409 });
    expect(again.error.message).toMatch(/already requested for pay app 1/);
    expect((await refusedAs('pm', c.pdf, { query: { waiverId: 999_999 } })).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refusedAs('anonymous', c.page, { query: { i: unknown } })).status).toBe(404);
    expect((await refusedAs('anonymous', c.page, { query: { i: 'nonsense' } })).status).toBe(404);

    const { documentHash } = await callAs('anonymous', c.page, { query: { i: waiver.guid } });
    const noName = await refusedAs('anonymous', c.sign, sign(waiver.guid, documentHash, ' '));
    expect(noName).toMatchObject({ status: 400, error: { message: 'Name is required' } });
    const otherHash = await refusedAs('anonymous', c.sign, sign(waiver.guid, '0'.repeat(64)));
    expect(otherHash.status).toBe(409);

    await t.database.db
      .update(lienWaivers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(lienWaivers.waiverId, waiver.waiverId));
    expect((await callAs('anonymous', c.page, { query: { i: waiver.guid } })).expired).toBe(true);
    const expired = await refusedAs('anonymous', c.sign, sign(waiver.guid, documentHash));
    expect(expired).toMatchObject({ status: 409 });
    expect(expired.error.message).toMatch(/^This link has expired/);

    // An expired unsigned request gives way to a new one with a new link; the old link is gone.
    const { waiver: renewed } = await callAs('pm', c.request, request(projectID));
    expect(renewed.guid).not.toBe(waiver.guid);
    expect((await refusedAs('anonymous', c.page, { query: { i: waiver.guid } })).status).toBe(404);
    expect((await callAs('pm', c.list, { query: { projectID } })).waivers).toHaveLength(1);
  });

  it("a subcontractor's waiver: an approved sub contract and an amount; marked received with its paper copy by 3 or 1", async () => {
    const projectID = await certifiedProject();
    const company = await buildCompany({ CompanyName: 'Waiver Sub Electric', SubcontractorInd: 1 });
    const [sub] = await t.database.db
      .insert(subContracts)
      .values({ projectId: projectID, companyId: company.CompanyID, stage: 'Approved' })
      .returning({ id: subContracts.contractId });
    const body = {
      ...which(projectID),
      kind: 'conditional-progress' as const,
      direction: 'from-sub' as const,
      email: 'sub@example.com',
    };
    const noSub = await refusedAs('pm', c.request, { body });
    expect(noSub.status).toBe(400);
    const noAmount = await refusedAs('pm', c.request, {
      body: { ...body, subContractId: sub!.id },
    });
    expect(noAmount).toMatchObject({
      status: 400,
      error: { message: "A subcontractor's waiver needs the amount it waives." },
    });
    // More than the amount column holds, or more than cents: refused in words, nothing stored.
    for (const amount of ['1000000000000', '650.005']) {
      const tooBig = await refusedAs('pm', c.request, {
        body: { ...body, subContractId: sub!.id, amount },
      });
      expect(tooBig.status).toBe(400);
    }
    const { waiver } = await callAs('pm', c.request, {
      body: { ...body, subContractId: sub!.id, amount: '650' },
    });
    expect(waiver).toMatchObject({
      amount: '650.00',
      claimant: 'Waiver Sub Electric',
      subContractId: sub!.id,
    });
    const { subcontractors } = await callAs('pm', c.list, { query: { projectID } });
    expect(subcontractors).toEqual([
      expect.objectContaining({ subContractId: sub!.id, companyName: 'Waiver Sub Electric' }),
    ]);

    const paper = Buffer.from('%PDF-1.4\n% paper waiver\ntrailer<<>>\n%%EOF\n');
    const upload = () =>
      multipart(
        { name: 'waiver.pdf', data: paper, type: 'application/pdf' },
        { waiverId: String(waiver.waiverId) },
      );
    expect((await refusedAs('pm', c.markReceived, {}, upload())).status).toBe(403);
    const received = await callAs('accounting', c.markReceived, {}, upload());
    expect(received.waiver).toMatchObject({ state: 'Received', receivedVia: 'upload' });
    const pdf = await requestAs('pm', c.pdf, { query: { waiverId: waiver.waiverId } });
    expect(pdf.rawPayload.equals(paper)).toBe(true);
    expect((await refusedAs('accounting', c.markReceived, {}, upload())).status).toBe(409);
  });
});
