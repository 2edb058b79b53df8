import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { emailContract } from '@n5/shared/email/contract';
import type { startSmtpTestServer } from '../testing/smtp-test-server';
import { call, killHard, sleep, startApp, waitUntil, type TAppOptions } from './harness';

export type TSmtp = Awaited<ReturnType<typeof startSmtpTestServer>>;
const MESSAGES = 8;
const DELIVERED_BEFORE_KILL = 3;

/** The subject and Message-ID of each received message that carries `marker`. */
export function receivedWith(smtp: TSmtp, marker: string) {
  return smtp.received
    .filter((mail) => mail.raw.includes(marker))
    .map((mail) => ({
      subject: /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '',
      messageId: /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim() ?? '',
    }));
}

/** Fails unless every subject arrived exactly once, each under its own Message-ID. */
export function expectEachOnce(smtp: TSmtp, marker: string, subjects: string[]) {
  const received = receivedWith(smtp, marker);
  for (const subject of subjects) {
    const copies = received.filter((mail) => mail.subject === subject).length;
    if (copies !== 1) throw new Error(`"${subject}" was delivered ${copies} times`);
  }
  if (received.length !== subjects.length) {
    throw new Error(`${received.length} messages received for ${subjects.length} queued`);
  }
  if (new Set(received.map((mail) => mail.messageId)).size !== subjects.length) {
    throw new Error('two deliveries share a Message-ID');
  }
}

export const sentCount = async (pool: pg.Pool, marker: string) =>
  (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from email_outbox where status = 'sent' and subject like $1`,
      [`%${marker}%`],
    )
  ).rows[0]!.n;

/**
 * (b) Queued email across kill -9: the mail server takes three messages, then holds the fourth
 * (and any later one) without answering while the app is killed (the app never learns it was sent, so it is not:
 * SMTP hands over a message only with the 250). After a restart every message must be delivered
 * exactly once, the interrupted one included.
 */
export async function crashDuringEmail(
  options: TAppOptions,
  cookie: string,
  pool: pg.Pool,
  smtp: TSmtp,
  report: (line: string) => void,
) {
  const marker = `mail-${randomUUID().slice(0, 8)}`;
  const subjects = Array.from({ length: MESSAGES }, (_, i) => `Fault ${marker} message ${i}`);
  const holding = smtp.holdAfter(DELIVERED_BEFORE_KILL);
  let app = await startApp(options);
  for (const subject of subjects) {
    await call(app.base, cookie, {
      path: emailContract.sendEmail.path,
      body: { email: 'site@example.com', subject, text: `Queued by the fault test ${marker}.` },
      key: randomUUID(),
    });
  }
  await Promise.race([
    holding,
    sleep(30_000).then(() => {
      throw new Error('the mail server was never sent the message to hold');
    }),
  ]);
  // The kill aims at held messages only: those the mail server answered are marked sent first.
  // (A crash between a 250 and that mark sends the message again: docs/decisions.md.)
  await waitUntil('the messages before the held one are marked sent', 20, async () => {
    return (await sentCount(pool, marker)) >= DELIVERED_BEFORE_KILL;
  });
  await killHard(app);
  smtp.release();
  const { rows } = await pool.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from email_outbox where subject like $1 group by status order by status`,
    [`%${marker}%`],
  );
  report(
    `  kill -9 while the mail server held message ${DELIVERED_BEFORE_KILL + 1}: ` +
      rows.map((r) => `${r.n} ${r.status}`).join(', '),
  );
  app = await startApp(options);
  await waitUntil('every queued message is sent', 60, async () => {
    return (await sentCount(pool, marker)) === MESSAGES;
  });
  // A repeat would come right after the first delivery; give it time to show.
  await sleep(2000);
  expectEachOnce(smtp, marker, subjects);
  report(`  after the restart: ${MESSAGES} of ${MESSAGES} sent, each delivered exactly once`);
  return app;
}
