import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { WAIVER_DIRECTIONS, WAIVER_KINDS } from '@n5/shared/waivers/rules';
import { payApps } from './billing';
import { subContracts } from './contracts';
import { projects } from './projects';
import { users } from './security';
import { oneOf } from './sql-checks';

/**
 * The wording of each kind of lien waiver (issue 31 item 4): data, not code. `body` is
 * paragraphs separated by blank lines with {placeholders} (see WAIVER_PLACEHOLDERS).
 */
export const lienWaiverTemplates = pgTable(
  'lien_waiver_templates',
  {
    kind: text('kind', { enum: WAIVER_KINDS }).primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('lien_waiver_templates_kind_chk', oneOf(t.kind, WAIVER_KINDS))],
);

/**
 * A lien waiver requested for a certified pay app: from us to the client ('to-client') or from
 * a subcontractor of the project to us ('from-sub', with its sub contract). The document (the
 * template filled with the pay app's figures) is frozen at the request; it is signed on its
 * link (/waiver?i={guid}) or marked received with a paper copy.
 */
export const lienWaivers = pgTable(
  'lien_waivers',
  {
    waiverId: serial('waiver_id').primaryKey(),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    payAppId: integer('pay_app_id')
      .notNull()
      .references(() => payApps.payAppId, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: WAIVER_KINDS }).notNull(),
    direction: text('direction', { enum: WAIVER_DIRECTIONS }).notNull(),
    subContractId: uuid('sub_contract_id').references(() => subContracts.contractId, {
      onDelete: 'set null',
    }),
    /** 'client' or the sub contract's id: one waiver of a kind per pay app and party. */
    partyKey: text('party_key').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    throughDate: date('through_date', { mode: 'string' }).notNull(),
    /** The document as requested (TWaiverDocument): what the link shows, hashes and signs. */
    document: jsonb('document').notNull(),
    documentHash: text('document_hash').notNull(),
    requestedTo: text('requested_to').notNull(),
    requestedBy: integer('requested_by').references(() => users.userId, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'signature' (its link) or 'upload' (a paper copy marked received). */
    receivedVia: text('received_via'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.userId, { onDelete: 'set null' }),
    signedName: text('signed_name'),
    /** The contracts' evidence (TSignatureEvidence): ip, agent, hash, link, image, time. */
    signatureEvidence: jsonb('signature_evidence'),
    /** The PDF in the file store: as requested, then as signed, or the uploaded paper copy. */
    pdfFileKey: text('pdf_file_key'),
  },
  (t) => [
    unique('lien_waivers_party_uq').on(t.payAppId, t.kind, t.partyKey),
    index('lien_waivers_project_idx').on(t.projectId),
    check('lien_waivers_kind_chk', oneOf(t.kind, WAIVER_KINDS)),
    check('lien_waivers_direction_chk', oneOf(t.direction, WAIVER_DIRECTIONS)),
    check('lien_waivers_amount_chk', sql`${t.amount} > 0`),
    check(
      'lien_waivers_received_chk',
      sql`(${t.receivedAt} is null) = (${t.receivedVia} is null) and (${t.receivedVia} is null or ${t.receivedVia} in ('signature', 'upload'))`,
    ),
  ],
);
