import nodemailer from 'nodemailer';

export interface TMailMessage {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
  /**
   * The same on every attempt at one outbox message: a send repeated after a crash between the
   * mail server's acceptance and our "sent" mark carries the Message-ID of the first, so
   * receivers recognise it as the same message.
   */
  messageId?: string;
}

export interface TMailTransport {
  send(message: TMailMessage): Promise<void>;
}

/** SMTP through nodemailer; `SMTP_URL` like smtp://user:pass@host:587 (smtps:// for TLS). */
export function createSmtpTransport(smtpUrl: string): TMailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        cc: message.cc.length ? message.cc : undefined,
        bcc: message.bcc.length ? message.bcc : undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        attachments: message.attachments?.length ? message.attachments : undefined,
        messageId: message.messageId,
      });
    },
  };
}
