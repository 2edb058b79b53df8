import { describe, expect, it } from 'vitest';
import { billingContract } from '@n5/shared/billing/contract';
import { emailContract as c } from '@n5/shared/email/contract';
import { useTestApp } from '../../testing/build-test-app';

// Issue 30 item 4: one mail budget per user, shared by every route that sends mail.
const { callAs, refusedAs, requestAs, buildBillableProject } = useTestApp({
  MAIL_PER_USER_PER_MINUTE: '5',
});

const LIMIT_MESSAGE =
  'Too many emails: one user may send at most 5 a minute, counting every screen that sends mail. Try again later.';

describe('mail budget', () => {
  it('stops a run of pay app emails to an outside address, shared with send-email, per user', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    await callAs('pm', billingContract.addPayApp, { body: { projectID } });
    const body = {
      projectID,
      paymentApplicationType: 1,
      recipients: ['someone@elsewhere.example'],
      message: 'Anything at all',
    };
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      codes.push((await requestAs('pm', billingContract.sendToClient, { body })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await refusedAs('pm', billingContract.sendToClient, { body })).toMatchObject({
      status: 429,
      error: { code: 'RATE_LIMITED', message: LIMIT_MESSAGE },
    });
    const generic = { email: 'x@elsewhere.example', subject: 'Hi', text: 'Hi' };
    expect((await refusedAs('pm', c.sendEmail, { body: generic })).status).toBe(429);
    // Another user behind the same address keeps a budget of their own.
    expect((await callAs('admin', c.sendEmail, { body: generic })).emailIds).toHaveLength(1);
  });

  it('holds under parallel sends: no more than the budget is queued', async () => {
    const generic = { email: 'y@elsewhere.example', subject: 'Hi', text: 'Hi' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestAs('estimator', c.sendEmail, { body: generic })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
