import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './security';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const hoursColumn = (name: string) =>
  numeric(name, { precision: 5, scale: 2 }).notNull().default('0');

/**
 * Who is sent to which project on which day (the mobile dispatch board), and the regular and
 * overtime hours they report for it (the weekly hours view). The embedded accounting gateway
 * answers dispatch from here; with ACCOUNTING=acumatica dispatch comes from Acumatica.
 */
export const fieldAssignments = pgTable(
  'field_assignments',
  {
    assignmentId: serial('assignment_id').primaryKey(),
    assignmentDate: date('assignment_date').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The task (sub-category) the person works on, when the dispatcher named one. */
    subCategoryCode: text('sub_category_code'),
    regularHours: hoursColumn('regular_hours'),
    overtimeHours: hoursColumn('overtime_hours'),
  },
  (t) => [
    unique('field_assignments_day_uq').on(t.assignmentDate, t.userId, t.projectId),
    index('field_assignments_date_idx').on(t.assignmentDate),
    index('field_assignments_project_idx').on(t.projectId),
    check(
      'field_assignments_hours_chk',
      sql`${t.regularHours} between 0 and 24 and ${t.overtimeHours} between 0 and 24`,
    ),
  ],
);

/**
 * Job start-up signatures (spec 3 §3): the signer's name and company and the drawn PNG, kept with
 * the same evidence as a contract signature: the moment (with the signer's time zone), the
 * address and device it came from, who was signed in, and the SHA-256 of the image.
 */
export const jobStartupSignatures = pgTable(
  'job_startup_signatures',
  {
    signatureId: serial('signature_id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    signerName: text('signer_name').notNull(),
    company: text('company').notNull(),
    signaturePng: bytea('signature_png').notNull(),
    signatureSha256: text('signature_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signer's IANA time zone as their device reported it ("America/Chicago"). */
    timeZone: text('time_zone').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The signed-in user whose phone took the signature; kept when the user is deleted. */
    collectedBy: integer('collected_by').references(() => users.userId, { onDelete: 'set null' }),
  },
  (t) => [index('job_startup_signatures_project_idx').on(t.projectId, t.signedAt)],
);

/**
 * A person's week on the office's weekly timesheet marked approved (spec 2 §4): who approved it
 * and when. Un-approving deletes the row; both are in the audit log.
 */
export const timesheetApprovals = pgTable(
  'timesheet_approvals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    /** The Saturday the pay period starts on. */
    periodStart: date('period_start').notNull(),
    approvedBy: integer('approved_by').references(() => users.userId, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodStart] }),
    check('timesheet_approvals_saturday_chk', sql`extract(isodow from ${t.periodStart}) = 6`),
  ],
);
