import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './security';

/**
 * The accounting system's refresh token (ACUMATICA_AUTH=oauth-code, issue 38 item 5): one row per
 * system, the token sealed with AES-256-GCM (lib/accounting/token-crypto.ts), never in clear.
 * `version` grows with each write, so a rotation is stored only over the token it replaced
 * (compare-and-set: two servers refreshing at once never put back an older token).
 */
export const accountingTokens = pgTable(
  'accounting_tokens',
  {
    system: text('system').primaryKey(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    version: integer('version').notNull().default(1),
    connectedBy: integer('connected_by').references(() => users.userId, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [check('accounting_tokens_system_chk', sql`${t.system} in ('acumatica')`)],
);

/**
 * The `state` of an admin's sign-in to the accounting system between the redirect and the
 * callback: single use, ten minutes, bound to the admin's session (its hash, never the id).
 */
export const accountingSignInStates = pgTable('accounting_sign_in_states', {
  stateHash: text('state_hash').primaryKey(),
  sessionHash: text('session_hash').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.userId, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
