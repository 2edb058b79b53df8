import {
  check,
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  bigserial,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const roles = pgTable('roles', {
  roleId: integer('role_id').primaryKey(),
  role: text('role').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailAddress: text('email_address').notNull(),
    /** Entra ID object id (or the OpenID subject) once the user has signed in through SSO. */
    adid: text('adid'),
    initials: text('initials').notNull(),
    activeInd: boolean('active_ind').notNull().default(true),
    /** The office the person is paid from (the weekly timesheet's per-office totals). */
    office: text('office'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('users_adid_idx').on(t.adid),
    check('users_office_chk', sql`${t.office} in ('MO', 'KS', 'KCMO')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const permissions = pgTable('permissions', {
  permissionId: integer('permission_id').primaryKey(),
  name: text('name').notNull(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.permissionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a stolen database dump holds no usable session. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Short-lived state of an OpenID sign-in between /auth/login and /auth/callback. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull().default('/home'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    auditId: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action', { enum: ['insert', 'update', 'delete'] }).notNull(),
    field: text('field'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
);
