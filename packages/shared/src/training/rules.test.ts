import { describe, expect, it } from 'vitest';
import {
  attendanceCounts,
  attendanceScore,
  attendanceSummary,
  courseDraftComplete,
  durationLabel,
  normalizeDuration,
  COURSE_DURATIONS,
} from './rules';

describe('training rules', () => {
  it('offers the durations of the spec, 15 minutes to 3 days', () => {
    expect(COURSE_DURATIONS).toHaveLength(14);
    expect(durationLabel('0.25')).toBe('15 minutes');
    expect(durationLabel('24.00')).toBe('3 days');
    expect(normalizeDuration('0.25')).toBe('0.25');
    expect(normalizeDuration('.5')).toBe('0.50');
    expect(normalizeDuration('8')).toBe('8.00');
    expect(normalizeDuration('9')).toBeNull();
    expect(normalizeDuration('abc')).toBeNull();
  });

  it('needs every field of a new course', () => {
    const draft = {
      CourseName: 'Fall protection',
      CourseDescription: 'Harness and anchor points',
      CourseStartDate: '2026-11-02',
      Duration: '0.25',
      Owner: 4,
    };
    expect(courseDraftComplete(draft)).toBe(true);
    expect(courseDraftComplete({ ...draft, CourseDescription: ' ' })).toBe(false);
    expect(courseDraftComplete({ ...draft, Owner: null })).toBe(false);
    expect(courseDraftComplete({ ...draft, CourseStartDate: null })).toBe(false);
  });

  it('scores a session as the share of the required who completed', () => {
    expect(attendanceScore(0, 0)).toBeNull();
    expect(attendanceScore(3, 2)).toBe('0.6667');
    expect(attendanceScore(4, 4)).toBe('1.0000');
  });
});

describe('attendance counts (issue 40 item 13)', () => {
  it('counts completions of the required apart from the others, so the score reads true', () => {
    const counts = attendanceCounts([
      { requiredInd: 1, completedind: 1 },
      { requiredInd: 1, completedind: 0 },
      { requiredInd: 0, completedind: 1 },
    ]);
    expect(counts).toEqual({ required: 2, completed: 1, alsoCompleted: 1 });
    expect(attendanceScore(counts.required, counts.completed)).toBe('0.5000');
    expect(attendanceSummary(counts, '50%')).toBe(
      '1 of 2 required completed (50%); 1 more attended',
    );
    expect(attendanceSummary({ required: 1, completed: 1, alsoCompleted: 0 }, null)).toBe(
      '1 of 1 required completed',
    );
  });
});
