import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index';
import { asUser, buildTestApp, loginAs, type TTestApp } from '../../testing/build-test-app';

let t: TTestApp;
let admin: ReturnType<typeof asUser>;
let pm: ReturnType<typeof asUser>;
let field: ReturnType<typeof asUser>;

beforeAll(async () => {
  t = await buildTestApp({ DEV_MAILBOX_BCC: 'dev-mailbox@n5.local' });
  admin = asUser(t.app, await loginAs(t.app, 'admin@n5.local'));
  pm = asUser(t.app, await loginAs(t.app, 'pm@n5.local'));
  field = asUser(t.app, await loginAs(t.app, 'field@n5.local'));
});
afterAll(async () => {
  await t.close();
});

describe('POST /send-email', () => {
  it('queues the message in the outbox for staff', async () => {
    const res = await pm({
      method: 'POST',
      url: '/send-email',
      payload: {
        email: 'client@example.com; owner@example.com',
        cc: 'pm@n5.local',
        subject: 'Note on #12',
        text: 'Hello',
        html: '<p>Hello</p>',
      },
    });
    expect(res.statusCode).toBe(200);
    const [emailId] = res.json().emailIds;
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.emailId, emailId));
    expect(row).toMatchObject({
      toAddresses: ['client@example.com', 'owner@example.com'],
      ccAddresses: ['pm@n5.local'],
      status: 'queued',
      createdBy: 3,
    });
  });

  it('refuses bad addresses with 400 and writes nothing', async () => {
    const before = await t.database.db.select().from(emailOutbox);
    const res = await pm({
      method: 'POST',
      url: '/send-email',
      payload: { email: 'not-an-address', subject: 'x', text: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('not-an-address');
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it('is for signed-in office staff only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/send-email',
      payload: { email: 'a@b.co', subject: 's' },
    });
    expect(anonymous.statusCode).toBe(401);
    const notOffice = await field({
      method: 'POST',
      url: '/send-email',
      payload: { email: 'a@b.co', subject: 's' },
    });
    expect(notOffice.statusCode).toBe(403);
  });
});

describe('email groups and group sends', () => {
  it('lets an admin keep "Pay App Notifications" and send to it', async () => {
    const saved = await admin({
      method: 'PUT',
      url: '/api/admin/email-groups',
      payload: {
        name: 'Pay App Notifications',
        description: 'Pay app status changes',
        members: ['ar@n5.local', 'cfo@n5.local'],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().members).toEqual(['ar@n5.local', 'cfo@n5.local']);

    const toGroup = await pm({
      method: 'POST',
      url: '/send-email/to-group',
      payload: { group: 'Pay App Notifications', subject: 'Pay app 3 approved', text: 'Approved.' },
    });
    expect(toGroup.statusCode).toBe(200);
    const bccGroup = await pm({
      method: 'POST',
      url: '/send-email/bcc-group',
      payload: {
        group: 'pay app notifications',
        to: 'client@example.com',
        subject: 'Pay app 3',
        text: 'x',
      },
    });
    expect(bccGroup.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.emailId, bccGroup.json().emailIds[0]));
    expect(row!.bccAddresses).toEqual(['ar@n5.local', 'cfo@n5.local']);

    const history = await admin({
      method: 'GET',
      url: `/api/audit?entity=email_group&id=${saved.json().groupId}`,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().entries.map((e: { field: string }) => e.field)).toContain('members');
  });

  it('answers 404 for an unknown group and 403 to non-admins editing groups', async () => {
    const unknown = await pm({
      method: 'POST',
      url: '/send-email/to-group',
      payload: { group: 'Nobody', subject: 's' },
    });
    expect(unknown.statusCode).toBe(404);
    const edit = await pm({
      method: 'PUT',
      url: '/api/admin/email-groups',
      payload: { name: 'X', members: [] },
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe('the outbox (admin)', () => {
  it('lists by status, opens a message, and re-sends only a failed one', async () => {
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
    const list = await admin({ method: 'GET', url: '/api/admin/outbox?status=failed' });
    expect(list.statusCode).toBe(200);
    expect(list.json().messages.map((m: { emailId: number }) => m.emailId)).toContain(
      failed!.emailId,
    );
    expect(list.json().counts.failed).toBeGreaterThanOrEqual(1);

    const one = await admin({ method: 'GET', url: `/api/admin/outbox/${failed!.emailId}` });
    expect(one.json()).toMatchObject({
      subject: 'Bounced',
      lastError: '550 no such user',
      text: 'x',
    });

    const resent = await admin({
      method: 'POST',
      url: `/api/admin/outbox/${failed!.emailId}/resend`,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await admin({
      method: 'POST',
      url: `/api/admin/outbox/${failed!.emailId}/resend`,
    });
    expect(again.statusCode).toBe(400);
  });

  it('answers 404 for an unknown message, 400 for a bad id or status, 403 for non-admins', async () => {
    expect((await admin({ method: 'GET', url: '/api/admin/outbox/999999' })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: '/api/admin/outbox/abc' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/api/admin/outbox?status=lost' })).statusCode).toBe(
      400,
    );
    expect((await pm({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(403);
  });
});

describe('rate limits', () => {
  it('limits a public route per address', async () => {
    const limited = await buildTestApp({ PUBLIC_RATE_LIMIT: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/config' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const last = await limited.app.inject({ method: 'GET', url: '/config' });
      expect(last.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
