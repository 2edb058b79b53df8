import { z } from 'zod';
import { quoteInput } from '@n5/shared/core/errors';
import type { TDbOrTx } from '../../db/client';
import { emailOutbox, type TEmailAttachment } from '../../db/schema/index';
import { badRequest } from '../errors';

const ZAddress = z.email();

export interface TOutgoingEmail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string | null;
  /** Files sent with it (a pay app's PDF), kept with the message until it is delivered. */
  attachments?: TEmailAttachment[];
  relatedEntity?: string;
  relatedId?: string | number;
  /** Contract emails copy the software-development mailbox (spec 1 §9, DEV_MAILBOX_BCC). */
  isContractEmail?: boolean;
  createdBy?: number | null;
}

export interface TEmailSettings {
  devMailboxBcc?: string;
}

/** Trims, drops empties and duplicates, and refuses anything that is not an email address. */
export function normalizeAddresses(addresses: string[] | undefined, field: string): string[] {
  const cleaned = [
    ...new Set(
      (addresses ?? [])
        .flatMap((a) => a.split(/[;,]/))
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
  for (const address of cleaned) {
    if (!ZAddress.safeParse(address).success)
      throw badRequest(`"${quoteInput(address)}" in ${field} is not an email address.`);
  }
  return cleaned;
}

/**
 * Writes one message to the outbox inside the caller's transaction. Delivery happens later in the
 * email job (see jobs/email-delivery.ts); call `afterCommit` with the id to wake it up.
 */
export async function queueEmail(
  db: TDbOrTx,
  email: TOutgoingEmail,
  settings: TEmailSettings,
): Promise<number> {
  const to = normalizeAddresses(email.to, 'to');
  if (to.length === 0) throw badRequest('An email needs at least one recipient.');
  const bcc = normalizeAddresses(
    [
      ...(email.bcc ?? []),
      ...(email.isContractEmail && settings.devMailboxBcc ? [settings.devMailboxBcc] : []),
    ],
    'bcc',
  );
  if (!email.subject.trim()) throw badRequest('An email needs a subject.');
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddresses: to,
      ccAddresses: normalizeAddresses(email.cc, 'cc'),
      bccAddresses: bcc,
      subject: email.subject.trim(),
      textBody: email.text,
      htmlBody: email.html ?? null,
      attachments: email.attachments ?? [],
      relatedEntity: email.relatedEntity ?? null,
      relatedId: email.relatedId === undefined ? null : String(email.relatedId),
      createdBy: email.createdBy ?? null,
    })
    .returning({ emailId: emailOutbox.emailId });
  return row!.emailId;
}
