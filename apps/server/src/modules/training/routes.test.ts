import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainingContract as c } from '@n5/shared/training/contract';
import { auditLog } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, userOf } = useTestApp();

async function newCourse(name = 'Trenching and Excavation') {
  const owner = await userOf('admin');
  return callAs('pm', c.addCourse, {
    body: {
      CourseName: name,
      CourseDescription: 'Sloping, shoring and the competent person.',
      CourseStartDate: '2026-11-10',
      Duration: '0.5',
      Owner: owner.UserID,
    },
  });
}

describe('training courses', () => {
  it('creates a course with a duration from the list and lists it', async () => {
    const { course } = await newCourse();
    expect(course).toMatchObject({
      CourseName: 'Trenching and Excavation',
      CourseStartDate: '2026-11-10',
      Duration: '0.50',
      Owner: (await userOf('admin')).DisplayName,
    });
    const { courses } = await callAs('estimator', c.courses, {});
    expect(courses.some((x) => x.CourseID === course.CourseID)).toBe(true);
    expect(courses.length).toBeGreaterThan(5);
  });

  it('refuses a course without every field, with a duration off the list, or an unknown owner', async () => {
    const owner = (await userOf('admin')).UserID;
    const body = {
      CourseName: 'Confined Space',
      CourseDescription: 'Permits and attendants.',
      CourseStartDate: '2026-11-12',
      Duration: '2',
      Owner: owner,
    };
    const blank = await refusedAs('pm', c.addCourse, { body: { ...body, CourseName: '  ' } });
    expect(blank.status).toBe(400);
    expect(blank.error.message).toMatch(/CourseName is required/);
    const duration = await refusedAs('pm', c.addCourse, { body: { ...body, Duration: '2.5' } });
    expect(duration.status).toBe(400);
    expect(duration.error.message).toMatch(/Duration must be one of/);
    const date = await refusedAs('pm', c.addCourse, {
      body: { ...body, CourseStartDate: '11-12-2026' },
    });
    expect(date.status).toBe(400);
    const unknown = await refusedAs('pm', c.addCourse, { body: { ...body, Owner: 999999 } });
    expect(unknown.status).toBe(404);
    expect((await refusedAs('field', c.addCourse, { body })).status).toBe(403);
    expect((await refusedAs('field', c.history, {})).status).toBe(403);
  });
});

describe('attendance', () => {
  it('marks people required and completed, shows them on the sheet and in the history', async () => {
    const { course } = await newCourse('Scaffold User Training');
    const field = await userOf('field');
    const pm = await userOf('pm');
    const day = '2026-11-11';
    const flag = { courseid: course.CourseID, cdate: day };
    await callAs('pm', c.setRequired, { body: { ...flag, userid: field.UserID, checked: 1 } });
    await callAs('pm', c.setRequired, { body: { ...flag, userid: pm.UserID, checked: 1 } });
    // Someone who attended without being required counts apart (the score stays of the required).
    const estimator = await userOf('estimator');
    await callAs('pm', c.setCompleted, { body: { ...flag, userid: estimator.UserID, checked: 1 } });
    const done = await callAs('pm', c.setCompleted, {
      body: { ...flag, userid: field.UserID, checked: 1 },
    });
    expect(done.attendance).toMatchObject({
      userid: field.UserID,
      requiredInd: 1,
      completedind: 1,
    });
    const { attendance } = await callAs('pm', c.attendance, {
      query: { c: String(course.CourseID), d: day },
    });
    expect(attendance.find((a) => a.userid === pm.UserID)).toMatchObject({
      requiredInd: 1,
      completedind: 0,
    });
    expect(attendance.filter((a) => a.requiredInd === 1)).toHaveLength(2);
    expect(attendance.filter((a) => a.completedind === 1)).toHaveLength(2);
    const { history } = await callAs('pm', c.history, {});
    expect(history.find((h) => h.courseid === course.CourseID && h.date === day)).toMatchObject({
      required: 2,
      completed: 1,
      alsoCompleted: 1,
      score: '0.5000',
    });
    // Un-checking both flags removes the person from the session.
    await callAs('pm', c.setRequired, { body: { ...flag, userid: pm.UserID, checked: 0 } });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'training_attendance'),
          eq(auditLog.entityId, `${course.CourseID}:${day}:${pm.UserID}`),
        ),
      );
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps both flags when required and completed are ticked at once', async () => {
    const { course } = await newCourse('Hot Work Permits');
    const estimator = await userOf('estimator');
    const body = { courseid: course.CourseID, cdate: '2026-11-12', userid: estimator.UserID };
    await Promise.all([
      callAs('pm', c.setRequired, { body: { ...body, checked: 1 } }),
      callAs('pm', c.setCompleted, { body: { ...body, checked: 1 } }),
    ]);
    const { attendance } = await callAs('pm', c.attendance, {
      query: { c: String(course.CourseID), d: '2026-11-12' },
    });
    expect(attendance.find((a) => a.userid === estimator.UserID)).toMatchObject({
      requiredInd: 1,
      completedind: 1,
    });
  });

  it('refuses unknown courses and people (404) and a bad day (400)', async () => {
    const { course } = await newCourse('Rigging Basics');
    const missing = await refusedAs('pm', c.attendance, {
      query: { c: '999999', d: '2026-11-11' },
    });
    expect(missing.status).toBe(404);
    const person = await refusedAs('pm', c.setCompleted, {
      body: { courseid: course.CourseID, cdate: '2026-11-11', userid: 999999, checked: 1 },
    });
    expect(person.status).toBe(404);
    const day = await refusedAs('pm', c.setCompleted, {
      body: { courseid: course.CourseID, cdate: '2026-13-01', userid: 1, checked: 1 },
    });
    expect(day.status).toBe(400);
  });
});
