import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  bigint,
} from 'drizzle-orm/pg-core';
import { users } from './security';

/** A file sent with an outbox message: its name, type and bytes as base64. */
export interface TEmailAttachment {
  fileName: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Every email is written here first, inside the caller's transaction, and delivered later by
 * the email job: a crash between the two loses nothing.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    emailId: bigserial('email_id', { mode: 'number' }).primaryKey(),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default([]),
    bccAddresses: text('bcc_addresses').array().notNull().default([]),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with the message (a pay app's PDF), their bytes as base64 (issue 31 item 7). */
    attachments: jsonb('attachments').$type<TEmailAttachment[]>().notNull().default([]),
    relatedEntity: text('related_entity'),
    relatedId: text('related_id'),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
  ],
);

/** Named distribution lists such as "Pay App Notifications", kept by admins. */
export const emailGroups = pgTable('email_groups', {
  groupId: serial('group_id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const emailGroupMembers = pgTable(
  'email_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => emailGroups.groupId, { onDelete: 'cascade' }),
    emailAddress: text('email_address').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.emailAddress] })],
);

/** Metadata of stored files; the bytes live in the FileStore under their key. */
export const storedFiles = pgTable(
  'stored_files',
  {
    fileId: bigserial('file_id', { mode: 'number' }).primaryKey(),
    /** The file's address in URLs: random, so no file is found by counting. */
    fileKey: uuid('file_key').notNull().defaultRandom().unique(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    relatedEntity: text('related_entity'),
    relatedId: text('related_id'),
    uploadedBy: integer('uploaded_by').references(() => users.userId, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    meta: jsonb('meta'),
  },
  (t) => [index('stored_files_related_idx').on(t.relatedEntity, t.relatedId)],
);

/**
 * The Idempotency-Key of each create, written in the create's own transaction with the reply it
 * got: a client that lost the reply and retries with the key gets that reply again, and nothing
 * is created twice (lib/idempotency/). Rows older than a day are deleted by the cleanup job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    /** The route pattern, e.g. /api/project/projectnote. */
    path: text('path').notNull(),
    /** SHA-256 of the method, address and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null only inside the create's transaction, before its reply is known; never seen outside. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
