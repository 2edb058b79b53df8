import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditContract } from '@n5/shared/audit/contract';
import { emailContract as c } from '@n5/shared/email/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { emailOutbox } from '../../db/schema/index';
import { buildTestApp, useTestApp } from '../../testing/build-test-app';
import { createTestClient, refusalOf } from '../../testing/test-client';

const { t, callAs, refusedAs, userOf } = useTestApp({ DEV_MAILBOX_BCC: 'dev-mailbox@n5.local' });
let pmUserId: number;
beforeAll(async () => {
  pmUserId = (await userOf('pm')).UserID;
});

const outboxRow = async (emailId: number) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.emailId, emailId)))[0]!;

describe('POST /send-email', () => {
  it('queues the message in the outbox for staff', async () => {
    const { emailIds } = await callAs('pm', c.sendEmail, {
      body: {
        email: 'client@example.com; owner@example.com',
        cc: 'pm@n5.local',
        subject: 'Note on #12',
        text: 'Hello',
        html: '<p>Hello</p>',
      },
    });
    expect(await outboxRow(emailIds[0]!)).toMatchObject({
      toAddresses: ['client@example.com', 'owner@example.com'],
      ccAddresses: ['pm@n5.local'],
      status: 'queued',
      createdBy: pmUserId,
    });
  });

  it('refuses bad addresses with 400 and writes nothing', async () => {
    const before = await t.database.db.select().from(emailOutbox);
    const refused = await refusedAs('pm', c.sendEmail, {
      body: { email: 'not-an-address', subject: 'x', text: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toContain('not-an-address');
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it('is for signed-in office staff only', async () => {
    const body = { email: 'a@b.co', subject: 's' };
    expect((await refusedAs('anonymous', c.sendEmail, { body })).status).toBe(401);
    expect((await refusedAs('field', c.sendEmail, { body })).status).toBe(403);
  });
});

describe('email groups and group sends', () => {
  it('lets an admin keep "Pay App Notifications" and send to it', async () => {
    const saved = await callAs('admin', c.saveGroup, {
      body: {
        name: 'Pay App Notifications',
        description: 'Pay app status changes',
        members: ['ar@n5.local', 'cfo@n5.local'],
      },
    });
    expect(saved.members).toEqual(['ar@n5.local', 'cfo@n5.local']);

    await callAs('pm', c.sendEmailToGroup, {
      body: { group: 'Pay App Notifications', subject: 'Pay app 3 approved', text: 'Approved.' },
    });
    const bccGroup = await callAs('pm', c.sendEmailBccGroup, {
      body: {
        group: 'pay app notifications',
        to: 'client@example.com',
        subject: 'Pay app 3',
        text: 'x',
      },
    });
    expect((await outboxRow(bccGroup.emailIds[0]!)).bccAddresses).toEqual([
      'ar@n5.local',
      'cfo@n5.local',
    ]);

    const history = await callAs('admin', auditContract.listEntityHistory, {
      query: { entity: 'email_group', id: String(saved.groupId) },
    });
    expect(history.entries.map((e) => e.field)).toContain('members');
  });

  it('answers 404 for an unknown group and 403 to non-admins editing groups', async () => {
    const unknown = await refusedAs('pm', c.sendEmailToGroup, {
      body: { group: 'Nobody', subject: 's' },
    });
    expect(unknown.status).toBe(404);
    const edit = await refusedAs('pm', c.saveGroup, { body: { name: 'X', members: [] } });
    expect(edit.status).toBe(403);
  });
});

describe('the outbox (admin)', () => {
  it('lists by status, opens a message, and re-sends only a failed one', async () => {
    // A message the delivery job gave up on: only the job makes that state, so it is inserted.
    const [failed] = await t.database.db
      .insert(emailOutbox)
      .values({
        toAddresses: ['x@example.com'],
        subject: 'Bounced',
        textBody: 'x',
        status: 'failed',
        attempts: 6,
        lastError: '550 no such user',
      })
      .returning();
    const id = { params: { id: failed!.emailId } };
    const list = await callAs('admin', c.listOutbox, { query: { status: 'failed' } });
    expect(list.messages.map((m) => m.emailId)).toContain(failed!.emailId);
    expect(list.counts.failed).toBeGreaterThanOrEqual(1);

    expect(await callAs('admin', c.getOutboxMessage, id)).toMatchObject({
      subject: 'Bounced',
      lastError: '550 no such user',
      text: 'x',
    });

    expect(await callAs('admin', c.resendOutboxMessage, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
    expect((await refusedAs('admin', c.resendOutboxMessage, id)).status).toBe(400);
  });

  it('answers 404 for an unknown message, 400 for a bad id or status, 403 for non-admins', async () => {
    expect((await refusedAs('admin', c.getOutboxMessage, { params: { id: 999999 } })).status).toBe(
      404,
    );
    expect((await refusedAs('admin', c.getOutboxMessage, { params: { id: 'abc' } })).status).toBe(
      400,
    );
    expect((await refusedAs('admin', c.listOutbox, { query: { status: 'lost' } })).status).toBe(
      400,
    );
    expect((await refusedAs('pm', c.listOutbox)).status).toBe(403);
  });
});

describe('delivery not configured (no SMTP_URL)', () => {
  it('the outbox says mail is held; with SMTP_URL it says nothing of the kind', async () => {
    const list = await callAs('admin', c.listOutbox, { query: {} });
    expect(list.deliveryConfigured).toBe(false);

    const withSmtp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const client = createTestClient(() => withSmtp.app);
      expect((await client.callAs('admin', c.listOutbox, { query: {} })).deliveryConfigured).toBe(
        true,
      );
    } finally {
      await withSmtp.close();
    }
  });
});

describe('rate limits', () => {
  it('limits a public route per address', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT: '3' });
    try {
      const client = createTestClient(() => limited.app);
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await client.requestAs('anonymous', sessionContract.getConfig)).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = refusalOf(await client.requestAs('anonymous', sessionContract.getConfig));
      expect(last.error.code).toBe('RATE_LIMITED');
      expect(last.error.message).toMatch(/^Too many requests: at most 3 a minute/);
    } finally {
      await limited.close();
    }
  });
});
