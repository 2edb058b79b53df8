import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alternateApprovalContract as a } from '@n5/shared/contracts/alternate-approval';
import { ALTERNATE_TEXTS } from '@n5/shared/contracts/alternates';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import {
  auditLog,
  clientContracts,
  conditions,
  emailOutbox,
  inclusionDescriptions,
  projects,
  users,
} from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../testing/build-test-app';
import { createTestClient } from '../../testing/test-client';

const DEV = 'dev-mailbox@example.com';
const { t, callAs, refusedAs, requestAs, userOf, buildProject, buildContact } = useTestApp({
  DEV_MAILBOX_BCC: DEV,
});

/** A project with a client contact, a PM, a Base and two alternates, each with priced conditions. */
async function alternatesProject(format: 'Detail' | 'Summary' = 'Detail', pmId?: number) {
  const project = await buildProject({ ProjectDescription: 'Clinic remodel' });
  const projectID = project.ProjectID;
  const contact = await buildContact({
    ContactName: 'Dana Client',
    ContactOfficePhone: '316-555-0142',
    ContactEmail: 'dana@example.com',
  });
  await t.database.db
    .update(projects)
    .set({
      clientContactId: contact.ContactID,
      clientCompanyId: contact.CompanyID,
      projectManagerId: pmId ?? (await userOf('pm')).UserID,
      proposalFormatType: format,
    })
    .where(eq(projects.projectId, projectID));
  const add = async (alternate: boolean) =>
    (
      await callAs('pm', alternate ? c.addAlternate : c.addClientContract, {
        body: { projectID },
      })
    ).ClientContractID;
  const base = await add(false);
  const alt1 = await add(true);
  const alt2 = await add(true);
  const price = async (contract: string, name: string, preTax: string, tax: string) =>
    t.database.db.insert(conditions).values({
      projectId: projectID,
      subCategoryId: 1,
      conditionName: name,
      internalComments: `${name} notes`,
      clientContractId: contract,
      preTax,
      tax,
      grandTotal: '0',
    });
  await price(base, 'Drywall patch', '1000.10', '65.01');
  await price(base, 'Paint walls', '500.00', '32.50');
  await price(alt1, 'Upgrade fixtures', '0.10', '0.20');
  await price(alt2, 'Epoxy floor', '250.55', '16.29');
  await t.database.db.insert(inclusionDescriptions).values({
    projectId: projectID,
    subCategoryId: 1,
    clientContractId: alt2,
    description: 'Floors',
  });
  return { projectID, base, alt1, alt2, contact };
}

const items = (guid: string) => callAs('anonymous', a.alternateApprovalItems, { query: { guid } });
const submit = (guid: string, selectedTypes: string[]) =>
  requestAs('anonymous', a.submitAlternateSelection, { body: { guid, selectedTypes } });

async function stored(ids: string[]) {
  return t.database.db
    .select({
      id: clientContracts.contractId,
      stage: clientContracts.stage,
      selected: clientContracts.alternateSelectedInd,
      source: clientContracts.approvalSource,
    })
    .from(clientContracts)
    .where(inArray(clientContracts.contractId, ids));
}
const outboxOf = (projectID: number) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.relatedEntity, 'project'), eq(emailOutbox.relatedId, String(projectID))),
    );

describe('GET /api/contract/alternate-approval-items (public)', () => {
  it("shows the link's project without sign-in: client and PM, Base and alternates with prices", async () => {
    const { projectID, alt1 } = await alternatesProject();
    const reply = await items(alt1);
    expect(reply.project).toMatchObject({
      ProjectID: projectID,
      ProjectDescription: 'Clinic remodel',
      ProposalFormatType: 'Detail',
      AlternatesSelectedInd: 0,
      contactName: 'Dana Client',
      contactPhone: '316-555-0142',
      contactEmail: 'dana@example.com',
      PMEmail: 'pm@n5.local',
      // Our company, not the app's name (issue 40 item 17).
      PMCompanyName: 'N5 Mechanical & Construction, Inc.',
    });
    expect(reply.project.PMDisplayName).not.toBe('');
    expect(
      reply.alternates.map((x) => [x.ContractType, x.Total, x.KansasRemodelTax, x.GrandTotal]),
    ).toEqual([
      ['Base', '1500.10', '97.51', '1597.61'],
      ['Alt 1', '0.10', '0.20', '0.30'],
      ['Alt 2', '250.55', '16.29', '266.84'],
    ]);
    expect(reply.alternates.map((x) => x.AlternateSelectedInd)).toEqual([1, 0, 0]);
    const alt2 = reply.alternates[2]!;
    expect(alt2.category[0]!.inclusion[0]).toMatchObject({
      conditionName: 'Epoxy floor',
      internalComments: 'Epoxy floor notes',
      summaryDescription: 'Floors',
      preTax: '250.55',
    });
  });

  it('answers 404 with the page text for an unknown GUID and for a Base or change order GUID; 400 for a malformed one', async () => {
    const { base, projectID } = await alternatesProject();
    const co = (await callAs('pm', c.addClientContract, { body: { projectID } })).ClientContractID;
    for (const guid of ['00000000-0000-4000-8000-000000000000', base, co]) {
      expect(
        await refusedAs('anonymous', a.alternateApprovalItems, { query: { guid } }),
      ).toMatchObject({ status: 404, error: { message: ALTERNATE_TEXTS.notFound } });
    }
    expect(
      (await refusedAs('anonymous', a.alternateApprovalItems, { query: { guid: 'nope' } })).status,
    ).toBe(400);
  });

  it('reads only its own project: two projects, two links, two pages', async () => {
    const first = await alternatesProject();
    const second = await alternatesProject('Summary');
    expect((await items(first.alt2)).project.ProjectID).toBe(first.projectID);
    const other = await items(second.alt1);
    expect(other.project.ProjectID).toBe(second.projectID);
    expect(other.alternates.every((x) => x.ProjectID === second.projectID)).toBe(true);
    expect(other.alternates.every((x) => x.proposalFormatType === 'Summary')).toBe(true);
  });
});

describe('POST /api/contract/alternate-selection (public)', () => {
  it('saves every choice, makes the chosen alternate an approved change, emails the PM; once', async () => {
    const { projectID, base, alt1, alt2 } = await alternatesProject();
    const response = await submit(alt1, ['Alt 2']);
    expect(response.statusCode).toBe(200);
    const reply = response.json<{
      totals: unknown;
      project: { AlternatesSelectedInd: number };
      alternates: Array<{ AlternateSelectedInd: number }>;
    }>();
    // Base 1500.10 + 97.51 and Alt 2 250.55 + 16.29, recomputed by the server.
    expect(reply.totals).toEqual({
      subtotal: '1750.65',
      kansasRemodelTax: '113.80',
      total: '1864.45',
    });
    expect(reply.project.AlternatesSelectedInd).toBe(1);
    expect(reply.alternates.map((x) => x.AlternateSelectedInd)).toEqual([1, 0, 1]);

    const rows = await stored([base, alt1, alt2]);
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[base]).toMatchObject({ stage: 'Pending', selected: null });
    expect(byId[alt1]).toMatchObject({ stage: 'Inactive', selected: 0 });
    expect(byId[alt2]).toMatchObject({
      stage: 'Approved',
      selected: 1,
      source: 'Alternate selection',
    });
    const approved = await t.database.db
      .select({ ind: conditions.clientApprovedInd })
      .from(conditions)
      .where(eq(conditions.clientContractId, alt2));
    expect(approved.map((r) => r.ind)).toEqual([1]);

    const [mail, ...more] = await outboxOf(projectID);
    expect(more).toEqual([]);
    expect(mail!.toAddresses).toEqual(['pm@n5.local']);
    expect(mail!.bccAddresses).toEqual([DEV]);
    expect(mail!.subject).toBe(
      `Alternates selected: #${projectID} ${(await items(alt1)).project.ProjectName}`,
    );
    expect(mail!.textBody).toContain('Dana Client selected the Base and Alt 2');
    expect(mail!.textBody).toContain('Subtotal: $1,750.65');
    expect(mail!.textBody).toContain('Total taxes (KS Remodeling Tax): $113.80');
    expect(mail!.textBody).toContain('Grand total: $1,864.45');

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [alt1, alt2]));
    expect(audits.some((r) => r.field === 'alternateSelectedInd')).toBe(true);

    // A selected alternate counts as an approved change wherever contract amounts are computed.
    const detail = await callAs('pm', c.clientContractDetail, { query: { projectID } });
    expect(detail.totals).toMatchObject({
      base: '0.00',
      approvedChanges: '266.84',
      pendingChanges: '0.00',
    });

    // Twice: refused, nothing more saved or sent.
    const again = await submit(alt2, []);
    expect(again.statusCode).toBe(409);
    expect(await outboxOf(projectID)).toHaveLength(1);
    expect((await stored([alt2]))[0]!.selected).toBe(1);
    const page = await items(alt2);
    expect(page.project.AlternatesSelectedInd).toBe(1);
    expect(page.alternates.map((x) => x.ContractType)).toEqual(['Base', 'Alt 1', 'Alt 2']);
  });

  it('only the Base: every alternate saved as not chosen, the email says so', async () => {
    const { projectID, alt1, alt2 } = await alternatesProject();
    const reply = (await submit(alt2, [])).json<{ totals: { total: string } }>();
    expect(reply.totals.total).toBe('1597.61');
    expect((await stored([alt1, alt2])).map((r) => r.selected)).toEqual([0, 0]);
    expect((await outboxOf(projectID))[0]!.textBody).toContain('selected only the Base');
  });

  it('refuses an alternate that is not on the page (400) and unknown GUIDs (404), saving nothing', async () => {
    const { alt1, alt2 } = await alternatesProject();
    const bad = await submit(alt1, ['Alt 7']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe(
      '"Alt 7" is not an alternate of this project.',
    );
    expect((await submit(alt1, ['Base'])).statusCode).toBe(400);
    expect((await submit('00000000-0000-4000-8000-000000000000', [])).statusCode).toBe(404);
    expect((await stored([alt1, alt2])).map((r) => r.selected)).toEqual([null, null]);
  });

  it('refuses a submission when every alternate was dropped by the office (409), sending nothing', async () => {
    const { projectID, alt1, alt2 } = await alternatesProject();
    for (const guid of [alt1, alt2]) await callAs('pm', c.clientInactive, { body: { guid } });
    const page = await items(alt1);
    expect(page.alternates.map((x) => x.ContractType)).toEqual(['Base']);
    expect((await submit(alt1, [])).statusCode).toBe(409);
    expect(await outboxOf(projectID)).toEqual([]);
  });

  it('a Completed project takes no selection: the page says to call the PM, a submission is 409', async () => {
    const { projectID, alt1, alt2 } = await alternatesProject();
    await t.database.db
      .update(projects)
      .set({ stageType: 'Completed' })
      .where(eq(projects.projectId, projectID));
    const message = (await items(alt1)).project.closedMessage;
    expect(message).toMatch(
      /^This project is completed, so this can no longer be approved online\. Please call your project manager, .+, to discuss it\.$/,
    );
    const refused = await submit(alt1, ['Alt 1']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message } });
    expect((await stored([alt1, alt2])).map((r) => r.stage)).toEqual(['Pending', 'Pending']);
    expect(await outboxOf(projectID)).toHaveLength(0);
  });

  it('two submissions at once: one saves and emails, the other is refused (409)', async () => {
    const { projectID, alt1, alt2 } = await alternatesProject();
    const answers = await Promise.all([submit(alt1, ['Alt 1']), submit(alt2, ['Alt 2'])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await outboxOf(projectID)).toHaveLength(1);
    const saved = (await stored([alt1, alt2])).map((r) => r.selected).sort();
    expect(saved).toEqual([0, 1]);
  });

  it('is one transaction: when the email cannot be queued, no choice is saved', async () => {
    const [pm] = await t.database.db
      .insert(users)
      .values({
        displayName: 'Broken Mailbox',
        firstName: 'Broken',
        lastName: 'Mailbox',
        emailAddress: 'not an address',
        initials: 'BM',
      })
      .returning({ id: users.userId });
    const { projectID, alt1, alt2 } = await alternatesProject('Detail', pm!.id);
    expect((await submit(alt1, ['Alt 1'])).statusCode).toBe(400);
    expect((await stored([alt1, alt2])).map((r) => [r.selected, r.stage])).toEqual([
      [null, 'Pending'],
      [null, 'Pending'],
    ]);
    expect(await outboxOf(projectID)).toEqual([]);
  });
});

describe('the Alternates form', () => {
  it('sends the client the alternate-approval link', async () => {
    const { alt1 } = await alternatesProject();
    await callAs('pm', c.sendAlternateSelection, {
      body: { guid: alt1, recipients: 'client@example.com', text: 'Pick yours.' },
    });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, alt1));
    expect(mail!.textBody).toContain(`/alternate-approval/${alt1}`);
  });
});

describe('public rate limit', () => {
  it('answers 429 past the per-address budget on both routes', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT: '2' });
    try {
      const client = createTestClient(() => limited.app);
      const guid = '00000000-0000-4000-8000-000000000000';
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await client.requestAs('anonymous', a.alternateApprovalItems, { query: { guid } }))
            .statusCode,
        );
      expect(codes).toEqual([404, 404, 429]);
      // Each route has its own budget per address.
      const posts = [];
      for (let i = 0; i < 3; i++)
        posts.push(
          (
            await client.requestAs('anonymous', a.submitAlternateSelection, {
              body: { guid, selectedTypes: [] },
            })
          ).statusCode,
        );
      expect(posts).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
