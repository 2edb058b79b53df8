import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAttendanceFlagBody,
  ZAttendanceFlagReply,
  ZAttendanceQuery,
  ZAttendanceReply,
  ZCourseReply,
  ZCoursesReply,
  ZHistoryReply,
  ZNewCourseBody,
} from './schemas';

const office = ACCESS.office;

/**
 * Safety training (spec 2 §2.17). The spec's client called an external feed; these calls keep
 * courses and attendance in our database (docs/api.md).
 */
export const trainingContract = {
  courses: defineRoute({
    method: 'GET',
    path: '/api/training/courses',
    access: office,
    summary: 'Every training course, newest start first',
    reply: ZCoursesReply,
  }),
  addCourse: defineRoute({
    method: 'POST',
    path: '/api/training/courses',
    idempotency: 'key',
    access: office,
    summary: 'Create a course (name, description, start date, duration from the list, owner)',
    body: ZNewCourseBody,
    reply: ZCourseReply,
  }),
  attendance: defineRoute({
    method: 'GET',
    path: '/api/training/attendance',
    access: office,
    summary: 'Everyone who may attend, with required and completed for course c on day d',
    query: ZAttendanceQuery,
    reply: ZAttendanceReply,
  }),
  setRequired: defineRoute({
    method: 'POST',
    path: '/api/training/user-course-required',
    idempotency: 'repeatable',
    access: office,
    summary: 'Mark a person required (checked 1) or not (0) for a course on a day',
    body: ZAttendanceFlagBody,
    reply: ZAttendanceFlagReply,
  }),
  setCompleted: defineRoute({
    method: 'POST',
    path: '/api/training/user-course-completed',
    idempotency: 'repeatable',
    access: office,
    summary: 'Mark a person as having completed (1) or not (0) a course on a day',
    body: ZAttendanceFlagBody,
    reply: ZAttendanceFlagReply,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/training/history',
    access: office,
    summary: 'Every course session held, with how many were required and completed',
    reply: ZHistoryReply,
  }),
} as const;
