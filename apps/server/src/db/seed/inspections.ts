import { asc, inArray } from 'drizzle-orm';
import {
  LOW_OK_OPTIONS,
  MILEAGE_OPTIONS,
  STAR_OPTIONS,
  YES_NO_OPTIONS,
  type TInspectionType,
} from '@n5/shared/inspections/rules';
import type { TDbOrTx } from '../client';
import {
  kpiCriteria,
  kpiEvents,
  kpiResults,
  projects,
  trainingAttendance,
  trainingCourses,
  vans,
} from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, isoDate } from './dates';
import type { TRng } from './rng';
import { DEMO_USER_ID, ROLE, type TSeededUser } from './security';

const STARS = STAR_OPTIONS;
const YES = YES_NO_OPTIONS;
const LOW = LOW_OK_OPTIONS;
const MILES = MILEAGE_OPTIONS;
const NOTES = 'Notes';

type TCriterionSeed = readonly [criteria: string, options: string, section?: string];

/** Realistic checklists of a mechanical and construction contractor, by inspection type. */
const CHECKLISTS: Record<TInspectionType, readonly TCriterionSeed[]> = {
  Fleet: [
    ['Exterior clean, no new body damage', STARS],
    ['Cab interior clean and organized', STARS],
    ['Cargo area and shelving organized, tools secured', STARS],
    ['Tire tread and pressure', LOW],
    ['Fluid levels (oil, coolant, washer)', LOW],
    ['Oil change due (miles past the sticker)', MILES],
    ['Registration and insurance card in the vehicle', YES],
    ['First aid kit stocked', YES],
    ['Fire extinguisher charged and tagged', YES],
    ['Ladder rack and ladders secured', YES],
    ['Lights, signals and horn working', YES],
    ['Notes', NOTES],
  ],
  Uniform: [
    ['Company shirt clean and in good repair', STARS],
    ['Name badge or logo visible', YES],
    ['Work pants or jeans in good repair', STARS],
    ['Safety boots worn', YES],
    ['Hard hat and safety glasses on site', YES],
    ['Overall presentation to the client', STARS],
    ['Notes', NOTES],
  ],
  Warehouse: [
    ['Aisles clear and floor markings visible', STARS],
    ['Material on racks, labelled by job', STARS],
    ['Returns and restock area organized', STARS],
    ['Forklift daily checklist completed', YES],
    ['Fire extinguishers accessible and tagged', YES],
    ['Eyewash station and first aid supplies', LOW],
    ['Shop tools returned and logged', STARS],
    ['Dumpsters and recycling not overflowing', YES],
    ['Notes', NOTES],
  ],
  Safety: [
    ['Site safety plan and emergency contacts posted', YES, 'General'],
    ['Toolbox talk held this week', YES, 'General'],
    ['SDS binder on site and current', YES, 'General'],
    ['Hard hats, glasses and vests worn', STARS, 'Personal protective equipment'],
    ['Hearing and hand protection where needed', STARS, 'Personal protective equipment'],
    ['Guardrails or covers at openings and edges', YES, 'Fall protection'],
    ['Harnesses and lanyards inspected', YES, 'Fall protection'],
    ['Ladders in good condition and used correctly', STARS, 'Fall protection'],
    ['GFCI protection on temporary power', YES, 'Electrical'],
    ['Cords and tools in good condition', LOW, 'Electrical'],
    ['Walkways and stairs clear', STARS, 'Housekeeping'],
    ['Material stored and stacked safely', STARS, 'Housekeeping'],
    ['Fire extinguisher within 75 feet', YES, 'Fire prevention'],
  ],
};

const VANS = [
  'Van 101 – Ford Transit 250',
  'Van 102 – Ford Transit 250',
  'Van 103 – Ford Transit 350',
  'Van 104 – Ram ProMaster 2500',
  'Van 105 – Ram ProMaster 2500',
  'Van 106 – Chevrolet Express 2500',
  'Van 107 – Ford Transit 350',
  'Van 108 – Ford E-350 Box',
  'Truck 201 – Ford F-250',
  'Truck 202 – Ford F-250',
  'Truck 203 – Chevrolet Silverado 2500',
  'Truck 204 – Ford F-350 Flatbed',
];

const LOCATIONS = [
  'Kansas City office',
  'Overland Park office',
  'Lee’s Summit shop',
  'Job site',
  'Warehouse',
];

const AREAS = ['Level 1', 'Level 2', 'Roof', 'Mechanical room', 'Site perimeter', 'Lay-down yard'];
const FLEET_NOTES = [
  'Check engine light on; scheduled with the dealer.',
  'Passenger mirror cracked.',
  'Wiper blades worn, replaced on site.',
  'Spare tire low.',
];
const SAFETY_COMMENTS = [
  'Talked with the crew about keeping the stairwell clear.',
  'Two extension cords tagged out and removed.',
  'Guardrail at the east opening re-secured before we left.',
  'Good job overall; keep the glasses on in the yard.',
  '',
];

const COURSES = [
  ['Fall Protection Refresher', 'Harness fit, anchor points and rescue plans.', '1.00'],
  ['OSHA 10 Construction', 'The 10-hour outreach course for new field staff.', '16.00'],
  [
    'Forklift Operator Certification',
    'Classroom and driving evaluation for the warehouse.',
    '4.00',
  ],
  ['First Aid and CPR', 'Adult first aid, CPR and AED.', '4.00'],
  ['Silica Awareness', 'Table 1 controls for cutting, drilling and grinding.', '0.50'],
  ['Ladder Safety Toolbox Talk', 'Picking, inspecting and setting up ladders.', '0.25'],
  ['Lockout/Tagout', 'Energy control for mechanical and electrical work.', '2.00'],
  ['Heat Illness Prevention', 'Water, rest, shade and the warning signs.', '0.25'],
  ['Defensive Driving', 'Driving the company fleet; backing and cargo.', '3.00'],
] as const;

/** A version 4 UUID from the seed's stream (the client makes them with crypto in the app). */
function seededUuid(rng: TRng) {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** An answer leaning good: most crews keep their vans and sites in order. */
function answer(rng: TRng, options: string): string | null {
  if (options === NOTES) return null;
  if (rng.chance(0.06)) return null; // not applicable, left unscored
  const scale = options.split(',');
  const top = scale.length - 1;
  const goodness = rng.weighted([
    [1, 6],
    [0.75, 3],
    [0.5, 1.2],
    [0.25, 0.5],
    [0, 0.3],
  ] as const);
  return scale[Math.round(goodness * top)]!;
}

/**
 * Inspections and safety training (issue 18): the four checklists, the fleet, about four months
 * of fleet, uniform, warehouse and safety inspections before the demo's today with their answers,
 * and training courses with who was required and who completed each session. Its own random
 * stream, so no other seeded row changes.
 */
export async function seedInspections(
  db: TDbOrTx,
  rng: TRng,
  today: Date,
  seededUsers: readonly TSeededUser[],
) {
  const criteriaRows = (Object.keys(CHECKLISTS) as TInspectionType[]).flatMap((type) =>
    CHECKLISTS[type].map(([criteria, options, section], i) => ({
      type,
      rowNumber: i + 1,
      criteria,
      options,
      section: section ?? null,
    })),
  );
  const criteria = await db.insert(kpiCriteria).values(criteriaRows).returning({
    criteriaId: kpiCriteria.criteriaId,
    type: kpiCriteria.type,
    options: kpiCriteria.options,
  });
  const fleet = await db
    .insert(vans)
    .values(VANS.map((name) => ({ name })))
    .returning({ vanId: vans.vanId });

  const withRole = (role: number) =>
    seededUsers.filter((u) => u.roles.includes(role)).map((u) => u.userId);
  const safety = withRole(ROLE.Safety);
  const inspectors = [...safety, DEMO_USER_ID.admin];
  const drivers = withRole(ROLE.Superintendent);
  const staff = [
    ...drivers,
    ...withRole(ROLE['Project Manager']),
    ...withRole(ROLE['Project Engineer']),
  ];
  const live = await db
    .select({ projectId: projects.projectId })
    .from(projects)
    .where(inArray(projects.stageType, ['Approved', 'In Progress']))
    .orderBy(asc(projects.projectId));

  const events: Array<typeof kpiEvents.$inferInsert> = [];
  const results: Array<typeof kpiResults.$inferInsert> = [];
  const plan: ReadonlyArray<readonly [TInspectionType, number]> = [
    ['Fleet', 0.45],
    ['Uniform', 0.3],
    ['Warehouse', 0.14],
    ['Safety', 0.35],
  ];
  for (let offset = -120; offset < 0; offset++) {
    const day = addDays(today, offset);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [type, p] of plan) {
      if (!rng.chance(p)) continue;
      if (type === 'Safety' && live.length === 0) continue;
      const kpiEventId = seededUuid(rng);
      const surveyor =
        type === 'Uniform' ? rng.pick([...inspectors, DEMO_USER_ID.pm]) : rng.pick(inspectors);
      events.push({
        kpiEventId,
        type,
        userId: type === 'Fleet' ? rng.pick(drivers) : type === 'Uniform' ? rng.pick(staff) : null,
        vanId: type === 'Fleet' ? rng.pick(fleet).vanId : null,
        location:
          type === 'Uniform' ? rng.pick(LOCATIONS) : type === 'Safety' ? rng.pick(AREAS) : null,
        projectId: type === 'Safety' ? rng.pick(live).projectId : null,
        comments: type === 'Safety' ? rng.pick(SAFETY_COMMENTS) || null : null,
        surveyDate: isoDate(day),
        surveyorId: surveyor,
        createdAt: new Date(`${isoDate(day)}T${14 + rng.int(0, 7)}:${10 + rng.int(0, 49)}:00Z`),
      });
      for (const c of criteria) {
        if (c.type !== type) continue;
        const value =
          c.options === NOTES
            ? rng.chance(0.12)
              ? rng.pick(FLEET_NOTES)
              : null
            : answer(rng, c.options);
        if (value !== null) results.push({ kpiEventId, criteriaId: c.criteriaId, value });
      }
    }
  }
  await insertInBatches(events, (batch) => db.insert(kpiEvents).values(batch));
  await insertInBatches(results, (batch) => db.insert(kpiResults).values(batch), 1000);

  const owners = [...safety, DEMO_USER_ID.admin];
  const courses = await db
    .insert(trainingCourses)
    .values(
      COURSES.map(([name, description, durationHours], i) => ({
        name,
        description,
        durationHours,
        startDate: isoDate(addDays(today, -150 + i * 12)),
        ownerId: owners[i % owners.length]!,
        createdBy: owners[i % owners.length]!,
        createdAt: new Date(`${isoDate(addDays(today, -160 + i * 12))}T15:00:00Z`),
      })),
    )
    .returning({ courseId: trainingCourses.courseId, startDate: trainingCourses.startDate });
  const everyone = seededUsers.map((u) => u.userId);
  const attendance: Array<typeof trainingAttendance.$inferInsert> = [];
  for (const course of courses) {
    const sessions = rng.int(1, 3);
    const start = new Date(`${course.startDate}T00:00:00Z`);
    const daysLeft = Math.max(1, Math.round((today.getTime() - start.getTime()) / 86_400_000) - 1);
    const dates = new Set<string>();
    for (let s = 0; s < sessions; s++) dates.add(isoDate(addDays(start, rng.int(0, daysLeft))));
    for (const courseDate of [...dates].sort()) {
      const invited = new Set<number>();
      const size = rng.int(6, 14);
      while (invited.size < size) invited.add(rng.pick(everyone));
      for (const userId of [...invited].sort((a, b) => a - b)) {
        const required = rng.chance(0.9);
        attendance.push({
          courseId: course.courseId,
          courseDate,
          userId,
          required,
          completed: !required || rng.chance(0.85),
          updatedBy: owners[0]!,
          updatedAt: new Date(`${courseDate}T21:00:00Z`),
        });
      }
    }
  }
  await insertInBatches(attendance, (batch) => db.insert(trainingAttendance).values(batch));
  return {
    kpiCriteria: criteria.length,
    vans: fleet.length,
    kpiEvents: events.length,
    kpiResults: results.length,
    trainingCourses: courses.length,
    trainingAttendance: attendance.length,
  };
}
