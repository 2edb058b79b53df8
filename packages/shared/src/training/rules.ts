import { div, fromUnits, PLACES, toNumeric } from '../core/decimal';
import { parseInteger } from '../core/integer';

/**
 * Course durations offered (spec 2 §9), in hours as stored: 15, 30, 45, 60 and 90 minutes, 2 to 7
 * hours, and 1, 2 and 3 days of 8 hours.
 */
export const COURSE_DURATIONS = [
  { hours: '0.25', label: '15 minutes' },
  { hours: '0.50', label: '30 minutes' },
  { hours: '0.75', label: '45 minutes' },
  { hours: '1.00', label: '60 minutes' },
  { hours: '1.50', label: '90 minutes' },
  { hours: '2.00', label: '2 hours' },
  { hours: '3.00', label: '3 hours' },
  { hours: '4.00', label: '4 hours' },
  { hours: '5.00', label: '5 hours' },
  { hours: '6.00', label: '6 hours' },
  { hours: '7.00', label: '7 hours' },
  { hours: '8.00', label: '1 day' },
  { hours: '16.00', label: '2 days' },
  { hours: '24.00', label: '3 days' },
] as const;
export const COURSE_DURATION_HOURS: readonly string[] = COURSE_DURATIONS.map((d) => d.hours);
/** The default duration of a new course (spec 2 §5): 0.25 hours. */
export const DEFAULT_COURSE_DURATION = '0.25';

/** A duration in hours as the list names it ("0.25" → "15 minutes"); other values as hours. */
export function durationLabel(hours: string): string {
  const found = COURSE_DURATIONS.find((d) => d.hours === hours);
  return found ? found.label : `${hours} hours`;
}

/** A duration given as "0.25", "0.5" or ".5" in the stored form ("0.25", "0.50"), or null. */
export function normalizeDuration(text: string): string | null {
  const match = /^(\d{0,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const hours = `${parseInteger(match[1] || '0')}.${(match[2] ?? '').padEnd(2, '0')}`;
  return COURSE_DURATION_HOURS.includes(hours) ? hours : null;
}

export interface TCourseDraft {
  CourseName: string;
  CourseDescription: string;
  CourseStartDate: string | null;
  Duration: string | null;
  Owner: number | null;
}

/** Spec 2 §5: name, description, start date, duration and owner are all required. */
export function courseDraftComplete(draft: TCourseDraft): boolean {
  return (
    draft.CourseName.trim() !== '' &&
    draft.CourseDescription.trim() !== '' &&
    !!draft.CourseStartDate &&
    !!draft.Duration &&
    draft.Owner !== null
  );
}

/**
 * A session's score on the history (spec 2 §3 "History rows"): the share of the people required
 * to attend who completed, 4-place fraction text; null when nobody was required.
 */
export function attendanceScore(required: number, completedOfRequired: number): string | null {
  if (required <= 0) return null;
  const share = div(
    fromUnits(BigInt(completedOfRequired)),
    fromUnits(BigInt(required)),
    PLACES.fraction,
  );
  return toNumeric(share, PLACES.fraction);
}

/**
 * A session's counts as the history and the attendance sheet show them, one definition for both:
 * `completed` counts only the people required to attend (so the score is completed / required);
 * those who completed without being required are `alsoCompleted`.
 */
export function attendanceCounts(rows: Iterable<{ requiredInd: 0 | 1; completedind: 0 | 1 }>): {
  required: number;
  completed: number;
  alsoCompleted: number;
} {
  const counts = { required: 0, completed: 0, alsoCompleted: 0 };
  for (const r of rows) {
    if (r.requiredInd === 1) counts.required += 1;
    if (r.completedind === 1) counts[r.requiredInd === 1 ? 'completed' : 'alsoCompleted'] += 1;
  }
  return counts;
}

/** "12 of 13 required completed (92.3%); 1 more attended" without the percent's formatting. */
export function attendanceSummary(
  counts: { required: number; completed: number; alsoCompleted: number },
  scoreText: string | null,
): string {
  const score = scoreText === null ? '' : ` (${scoreText})`;
  const more = counts.alsoCompleted > 0 ? `; ${counts.alsoCompleted} more attended` : '';
  return `${counts.completed} of ${counts.required} required completed${score}${more}`;
}
