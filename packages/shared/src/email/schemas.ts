import { z } from 'zod';
import { wholeNumberInput } from '../core/strict-inputs';

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const ZEmailStatus = z.enum(EMAIL_STATUSES);
export type TEmailStatus = z.infer<typeof ZEmailStatus>;

export const ZOutboxListItem = z.object({
  emailId: z.number().int(),
  to: z.array(z.string()),
  subject: z.string(),
  status: ZEmailStatus,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxListItem = z.infer<typeof ZOutboxListItem>;

export const ZOutboxMessage = ZOutboxListItem.extend({
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  text: z.string(),
  html: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = z.object({
  status: ZEmailStatus.optional(),
  page: wholeNumberInput({ min: 1, max: 1_000_000 }).default(1),
  pageSize: wholeNumberInput({ min: 1, max: 200 }).default(50),
});

/**
 * Without SMTP_URL nothing delivers mail: queued messages are held in the outbox. The outbox and
 * Background Jobs say so in these words instead of showing "Queued, 0 attempts" forever.
 */
export const MAIL_HELD_TITLE = 'Email delivery is not configured';
export const MAIL_HELD_TEXT =
  'No mail server is set (SMTP_URL), so mail is held in the outbox and nothing is sent. Messages queued now are sent once delivery is configured and the app restarts.';
export const MAIL_HELD_STATUS = 'Held';

export const ZOutboxListReply = z.object({
  messages: z.array(ZOutboxListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(ZEmailStatus, z.number().int()),
  /** False without SMTP_URL: queued mail is held, not sent. */
  deliveryConfigured: z.boolean(),
});

const ZAddressList = z.union([z.string(), z.array(z.string())]).optional();

/** The spec's POST /send-email body (spec 1 §7): email, cc, bcc, subject, text, html. */
export const ZSendEmailBody = z.object({
  email: z.union([z.string().min(1), z.array(z.string()).min(1)]),
  cc: ZAddressList,
  bcc: ZAddressList,
  subject: z.string().min(1, 'Subject is required.').max(500),
  text: z.string().max(100_000).default(''),
  html: z.string().max(200_000).optional(),
});
export const ZSendGroupBody = z.object({
  group: z.string().min(1),
  to: ZAddressList,
  cc: ZAddressList,
  bcc: ZAddressList,
  subject: z.string().min(1, 'Subject is required.').max(500),
  text: z.string().max(100_000).default(''),
  html: z.string().max(200_000).optional(),
});
export const ZSendEmailReply = z.object({ emailIds: z.array(z.number().int()) });

export const ZEmailGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(z.string()),
});
export const ZEmailGroupInput = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(100),
  description: z.string().max(500).default(''),
  members: z.array(z.email()).max(200),
});
