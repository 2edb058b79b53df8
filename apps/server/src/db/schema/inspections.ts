import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './security';

const inspectionType = sql`('Fleet', 'Uniform', 'Warehouse', 'Safety')`;

/**
 * The checklists (spec 2 §3 "KPI criterion"): per inspection type, the criteria in row order with
 * their option scale (the Options text) and, for safety, the section they are listed under.
 */
export const kpiCriteria = pgTable(
  'kpi_criteria',
  {
    criteriaId: serial('criteria_id').primaryKey(),
    type: text('type').notNull(),
    rowNumber: integer('row_number').notNull(),
    criteria: text('criteria').notNull(),
    options: text('options').notNull(),
    section: text('section'),
    /** A retired criterion keeps its answers on old inspections and leaves the checklist. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('kpi_criteria_row_uq').on(t.type, t.rowNumber),
    check('kpi_criteria_type_chk', sql`${t.type} in ${inspectionType}`),
  ],
);

/** The fleet's vehicles (spec 2 §7 GET /api/kpi/vans). */
export const vans = pgTable('vans', {
  vanId: serial('van_id').primaryKey(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

/**
 * An inspection (spec 2 §3 "KPI event"): its type and header (the team member inspected, the van,
 * the location or area, the project, comments), the survey date, and who inspected. The id is
 * made by the client when the add modal opens, so the first save creates the row.
 */
export const kpiEvents = pgTable(
  'kpi_events',
  {
    kpiEventId: uuid('kpi_event_id').primaryKey(),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    vanId: integer('van_id').references(() => vans.vanId, { onDelete: 'set null' }),
    location: text('location'),
    projectId: integer('project_id').references(() => projects.projectId, {
      onDelete: 'set null',
    }),
    comments: text('comments'),
    surveyDate: date('survey_date').notNull(),
    surveyorId: integer('surveyor_id').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kpi_events_type_date_idx').on(t.type, t.surveyDate),
    check('kpi_events_type_chk', sql`${t.type} in ${inspectionType}`),
  ],
);

/** One criterion's answer on an inspection (spec 2 §3 "Criterion result"); a cleared answer has no row. */
export const kpiResults = pgTable(
  'kpi_results',
  {
    kpiEventId: uuid('kpi_event_id')
      .notNull()
      .references(() => kpiEvents.kpiEventId, { onDelete: 'cascade' }),
    criteriaId: integer('criteria_id')
      .notNull()
      .references(() => kpiCriteria.criteriaId),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kpiEventId, t.criteriaId] })],
);

/** Safety training courses (spec 2 §3 "Training course"); duration in hours. */
export const trainingCourses = pgTable(
  'training_courses',
  {
    courseId: serial('course_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    durationHours: numeric('duration_hours', { precision: 5, scale: 2 }).notNull(),
    ownerId: integer('owner_id').references(() => users.userId, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('training_courses_duration_chk', sql`${t.durationHours} > 0`)],
);

/**
 * Who was required to attend a course on a day, and who completed it (spec 2 §3 "Attendance").
 * A row with both flags off is removed.
 */
export const trainingAttendance = pgTable(
  'training_attendance',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.courseId, { onDelete: 'cascade' }),
    courseDate: date('course_date').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    required: boolean('required').notNull().default(false),
    completed: boolean('completed').notNull().default(false),
    updatedBy: integer('updated_by').references(() => users.userId, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.courseDate, t.userId] }),
    index('training_attendance_date_idx').on(t.courseDate),
  ],
);
