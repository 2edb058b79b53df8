import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface TReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback for email tests. `refuseNext(n)` makes the next n messages fail
 * with a 451 (temporary) error, as a busy mail server would. `holdAfter(n)` accepts n more
 * messages, then receives the next one and never answers it (not delivered: the sender never got
 * its 250), resolving when it does, so a test can kill the sender in the middle of a send. Every
 * message after it is held too (a sender with several workers keeps sending) until `release()`.
 */
export async function startSmtpTestServer() {
  const received: TReceivedMail[] = [];
  let refusals = 0;
  let hold: { after: number; reached: () => void } | null = null;
  let isHoldingAll = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (isHoldingAll) return;
        if (hold && hold.after-- <= 0) {
          hold.reached();
          hold = null;
          isHoldingAll = true;
          return;
        }
        if (refusals > 0) {
          refusals -= 1;
          const error = new Error('Mailbox busy, try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n: number) => {
      refusals = n;
    },
    holdAfter: (n: number) =>
      new Promise<void>((resolve) => {
        hold = { after: n, reached: resolve };
      }),
    /** Answers messages again (those held stay unanswered; their sender has gone). */
    release: () => {
      isHoldingAll = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
