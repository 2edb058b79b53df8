import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { payPeriodStart } from '@n5/shared/timesheet/rules';
import {
  fieldAssignments,
  jobStartupSignatures,
  projects,
  timesheetApprovals,
  users,
} from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, isoDate } from './dates';
import type { TRng } from './rng';
import { DEMO_USER_ID, ROLE, type TSeededUser } from './security';
import { drawSignaturePng } from './signature-png';

/** Dispatch runs from six weeks before the demo's today to about four months after it. */
const DAYS_BEFORE = 42;
const DAYS_AFTER = 120;
const SIGNER_COMPANIES = [
  'N5 Project Manager',
  'Heartland Electric',
  'Prairie Drywall',
  'Summit Mechanical',
];

const hours = (quarterHours: number) => (quarterHours / 4).toFixed(2);

/**
 * The field crews' days (the mobile dispatch board and weekly hours): every superintendent, the
 * demo field user among them, is sent on weekdays (some Saturdays) to one or two live projects,
 * their own first; days before today carry reported regular and overtime hours, later days none
 * yet. Projects whose job start-up is signed get the signature rows that say so, with images.
 * A separate random stream, so no other seeded row changes.
 */
export async function seedField(
  db: TDbOrTx,
  rng: TRng,
  today: Date,
  seededUsers: readonly TSeededUser[],
) {
  const live = await db
    .select({
      projectId: projects.projectId,
      stageType: projects.stageType,
      superintendentId: projects.superintendentId,
      jobStartupSignedAt: projects.jobStartupSignedAt,
    })
    .from(projects)
    .where(inArray(projects.stageType, ['Approved', 'In Progress']))
    .orderBy(asc(projects.projectId));
  const crew = seededUsers
    .filter((u) => u.roles.includes(ROLE.Superintendent))
    .map((u) => u.userId);
  const assignments: Array<typeof fieldAssignments.$inferInsert> = [];
  if (live.length > 0) {
    for (const userId of crew) {
      const own = live.filter((p) => p.superintendentId === userId);
      const pool = own.length > 0 ? own : live;
      for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset++) {
        const day = addDays(today, offset);
        const weekday = day.getUTCDay();
        if (weekday === 0 || (weekday === 6 && !rng.chance(0.15))) continue;
        // Some days off even for the demo user, so the board shows 'No projects assigned'.
        if (rng.chance(userId === DEMO_USER_ID.field ? 0.1 : 0.15)) continue;
        const first = rng.pick(pool);
        const second = rng.chance(0.3) ? rng.pick(live) : null;
        const chosen = second && second.projectId !== first.projectId ? [first, second] : [first];
        const worked = offset < 0;
        const split = chosen.length === 2 ? rng.int(8, 24) : 32;
        chosen.forEach((project, i) => {
          assignments.push({
            assignmentDate: isoDate(day),
            projectId: project.projectId,
            userId,
            subCategoryCode: null,
            regularHours: worked ? hours(i === 0 ? split : 32 - split) : '0.00',
            overtimeHours: worked && i === 0 && rng.chance(0.25) ? hours(rng.int(2, 12)) : '0.00',
          });
        });
      }
    }
  }
  await insertInBatches(assignments, (batch) => db.insert(fieldAssignments).values(batch));

  // The weekly timesheet: every worked week before the last one is approved by the admin, so
  // the demo shows approved weeks and one still waiting (the one before the seed's today).
  const lastWorkedPeriod = payPeriodStart(isoDate(addDays(today, -7)));
  const approvals = new Map<string, typeof timesheetApprovals.$inferInsert>();
  for (const a of assignments) {
    const periodStart = payPeriodStart(a.assignmentDate);
    if (a.regularHours === '0.00' || periodStart >= lastWorkedPeriod) continue;
    approvals.set(`${a.userId}|${periodStart}`, {
      userId: a.userId,
      periodStart,
      approvedBy: DEMO_USER_ID.admin,
      approvedAt: new Date(
        `${isoDate(addDays(new Date(`${periodStart}T00:00:00Z`), 9))}T15:30:00Z`,
      ),
    });
  }
  await insertInBatches([...approvals.values()], (batch) =>
    db.insert(timesheetApprovals).values(batch),
  );

  const signed = await db
    .select({
      projectId: projects.projectId,
      signedAt: projects.jobStartupSignedAt,
      superintendentId: projects.superintendentId,
      siName: users.displayName,
    })
    .from(projects)
    .leftJoin(users, eq(users.userId, projects.superintendentId))
    .orderBy(asc(projects.projectId));
  const signatures: Array<typeof jobStartupSignatures.$inferInsert> = [];
  for (const project of signed) {
    if (!project.signedAt) continue;
    const count = rng.chance(0.3) ? 2 : 1;
    for (let i = 0; i < count; i++) {
      const png = drawSignaturePng(rng);
      signatures.push({
        projectId: project.projectId,
        signerName: i === 0 && project.siName ? project.siName : `Crew lead ${rng.int(1, 40)}`,
        company: i === 0 ? SIGNER_COMPANIES[0]! : rng.pick(SIGNER_COMPANIES.slice(1)),
        signaturePng: png,
        signatureSha256: createHash('sha256').update(png).digest('hex'),
        signedAt: new Date(project.signedAt.getTime() + i * 37 * 60_000),
        timeZone: 'America/Chicago',
        ipAddress: '10.20.0.' + rng.int(10, 250),
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
        collectedBy: project.superintendentId,
      });
    }
  }
  await insertInBatches(signatures, (batch) => db.insert(jobStartupSignatures).values(batch));
  return {
    fieldAssignments: assignments.length,
    jobStartupSignatures: signatures.length,
    timesheetApprovals: approvals.size,
  };
}
