import { z } from 'zod';
import { ZIdInput } from '../core/ids';
import { ZFlag } from '../core/strict-inputs';
import { ZIsoDate } from '../mobile/schemas';
import { COURSE_DURATION_HOURS, normalizeDuration } from './rules';

const id = z.number().int();

/** Spec 2 §3 "Training course", with the owner's name. Duration in hours ("0.25"). */
export const ZCourse = z.object({
  CourseID: id,
  CourseName: z.string(),
  CourseDescription: z.string(),
  CourseStartDate: z.string(),
  Duration: z.string(),
  OwnerID: id.nullable(),
  Owner: z.string().nullable(),
});
export type TCourse = z.infer<typeof ZCourse>;
export const ZCoursesReply = z.object({ courses: z.array(ZCourse) });

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ZNewCourseBody = z.object({
  CourseName: requiredText('CourseName', 200),
  CourseDescription: requiredText('CourseDescription', 2000),
  CourseStartDate: ZIsoDate,
  Duration: z
    .union([z.string(), z.number()], { error: 'Duration is required' })
    .transform((value, ctx) => {
      // Numeric text is never padded (docs/rules.md "Numeric text").
      const padded = typeof value === 'string' && value.trim() !== value;
      const hours = padded ? null : normalizeDuration(String(value));
      if (hours === null) {
        ctx.issues.push({
          code: 'custom',
          message: `Duration must be one of ${COURSE_DURATION_HOURS.join(', ')} hours`,
          input: value,
        });
        return z.NEVER;
      }
      return hours;
    }),
  Owner: ZIdInput,
});
export const ZCourseReply = z.object({ course: ZCourse });

/** Spec 2 §3 "Attendance": everyone who may attend, with the two flags for a course's day. */
export const ZAttendance = z.object({
  userid: id,
  name: z.string(),
  requiredInd: z.union([z.literal(0), z.literal(1)]),
  completedind: z.union([z.literal(0), z.literal(1)]),
});
export type TAttendance = z.infer<typeof ZAttendance>;
export const ZAttendanceQuery = z.object({ c: ZIdInput, d: ZIsoDate });
export const ZAttendanceReply = z.object({ attendance: z.array(ZAttendance) });

export const ZAttendanceFlagBody = z.object({
  userid: ZIdInput,
  courseid: ZIdInput,
  cdate: ZIsoDate,
  checked: ZFlag,
});
export const ZAttendanceFlagReply = z.object({ attendance: ZAttendance });

/**
 * Spec 2 §3 "History rows", with the counts behind the score: score = completed / required, where
 * completed counts only the people required to attend; those who completed without being
 * required are `alsoCompleted`.
 */
export const ZHistoryRow = z.object({
  courseid: id,
  coursename: z.string(),
  date: z.string(),
  required: id,
  completed: id,
  alsoCompleted: id,
  score: z.string().nullable(),
});
export type THistoryRow = z.infer<typeof ZHistoryRow>;
export const ZHistoryReply = z.object({ history: z.array(ZHistoryRow) });
