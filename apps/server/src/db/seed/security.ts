import { OFFICES } from '@n5/shared/timesheet/rules';
import { parseInteger } from '@n5/shared/core/integer';
import { PERMISSION, PERMISSION_NAMES } from '@n5/shared/permissions/roles';
import type { TDbOrTx } from '../client';
import { permissions, rolePermissions, roles, userRoles, users } from '../schema/index';
import { addDays, atOfficeHour } from './dates';
import { FIRST_NAMES, LAST_NAMES } from './names';
import type { TRng } from './rng';
import { resetSequences } from './sequences';

/** Roles with fixed ids: the spec names 1 Superuser and 2 Admin; the rest keep their ids too. */
export const ROLES = [
  [1, 'Superuser', 'Passes every role and permission check'],
  [2, 'Admin', 'Administration screens; passes every permission check'],
  [3, 'Office', 'Office staff: the project workspace (permission 5)'],
  [4, 'Accounting', 'Billing, pay apps and cost management (permissions 1, 3 and 9)'],
  [5, 'PROJECT STAGE MANAGER', 'May change a project stage'],
  [6, 'Acumatica Errors', 'May force a re-sync with the accounting system'],
  [7, 'Project Manager', 'Runs projects from sale to closeout (PM)'],
  [8, 'Project Engineer', 'Submittals, RFIs and buyout for the PM (PE)'],
  [9, 'Superintendent', 'Runs the work in the field (SI)'],
  [10, 'Estimator', 'Prices scope and prepares proposals'],
  [11, 'Safety', 'Safety inspections and training'],
  [12, 'Purchasing', 'Vendor and subcontractor management (permission 7)'],
  [13, 'Executive', 'Leadership: pipeline report and dashboards (permission 8)'],
  [14, 'Contract Administrator', 'May push contracts without a signature (permission 10)'],
] as const;
type TRoleName = (typeof ROLES)[number][1];
export const ROLE = Object.fromEntries(ROLES.map(([id, name]) => [name, id])) as Record<
  TRoleName,
  number
>;

/** Which roles hold which permission numbers (DOMAIN.md); admins pass every check without rows. */
export const ROLE_PERMISSIONS: ReadonlyArray<readonly [roleId: number, permissionId: number]> = [
  [ROLE.Office, PERMISSION.OFFICE_APP],
  [ROLE.Accounting, PERMISSION.BILLING_MANAGER],
  [ROLE.Accounting, PERMISSION.BILLING],
  [ROLE.Accounting, PERMISSION.COST_MANAGEMENT],
  [ROLE.Purchasing, PERMISSION.VENDOR_MANAGEMENT],
  [ROLE.Executive, PERMISSION.PIPELINE_REPORT],
  [ROLE['Contract Administrator'], PERMISSION.PUSH_WITHOUT_SIGNATURE],
];

/** The demo accounts: user ids 1 to 6 in this order (tests and the demo sign-in page use them). */
export const DEMO_USERS = [
  {
    email: 'super@n5.local',
    first: 'Dana',
    last: 'Whitfield',
    roles: [ROLE.Superuser, ROLE.Office],
  },
  { email: 'admin@n5.local', first: 'Marcus', last: 'Okafor', roles: [ROLE.Admin, ROLE.Office] },
  {
    email: 'pm@n5.local',
    first: 'Priya',
    last: 'Raman',
    roles: [ROLE.Office, ROLE['PROJECT STAGE MANAGER'], ROLE['Project Manager']],
  },
  {
    email: 'estimator@n5.local',
    first: 'Tom',
    last: 'Brennan',
    roles: [ROLE.Office, ROLE.Estimator],
  },
  {
    email: 'accounting@n5.local',
    first: 'Alicia',
    last: 'Castillo',
    roles: [ROLE.Office, ROLE.Accounting],
  },
  // Field staff: no Office role, so no workspace (the mobile area is theirs).
  { email: 'field@n5.local', first: 'Brent', last: 'Hollis', roles: [ROLE.Superintendent] },
] as const;
export const DEMO_USER_ID = {
  superuser: 1,
  admin: 2,
  pm: 3,
  estimator: 4,
  accounting: 5,
  field: 6,
} as const;

/** The rest of the staff, by job (46 users with the demo accounts). */
const STAFF_PLAN: ReadonlyArray<{ count: number; roles: number[] }> = [
  { count: 7, roles: [ROLE.Office, ROLE['Project Manager']] },
  { count: 1, roles: [ROLE.Office, ROLE['Project Manager'], ROLE['PROJECT STAGE MANAGER']] },
  { count: 6, roles: [ROLE.Office, ROLE['Project Engineer']] },
  { count: 8, roles: [ROLE.Superintendent] },
  { count: 2, roles: [ROLE.Office, ROLE.Superintendent] },
  { count: 4, roles: [ROLE.Office, ROLE.Estimator] },
  { count: 2, roles: [ROLE.Office, ROLE.Accounting] },
  { count: 1, roles: [ROLE.Office, ROLE.Accounting, ROLE['Acumatica Errors']] },
  { count: 2, roles: [ROLE.Office, ROLE.Safety] },
  { count: 2, roles: [ROLE.Office, ROLE.Purchasing] },
  { count: 2, roles: [ROLE.Office, ROLE.Executive, ROLE['PROJECT STAGE MANAGER']] },
  { count: 1, roles: [ROLE.Office, ROLE['Contract Administrator']] },
  { count: 1, roles: [ROLE.Office, ROLE.Admin] },
];

export interface TSeededUser {
  userId: number;
  roles: readonly number[];
  initials: string;
}

const initialsOf = (first: string, last: string) => `${first[0]}${last[0]}`.toUpperCase();

/**
 * Draws a staff member's name. The browser's ME filter matches initials, so a name whose initials
 * are taken is drawn again; after many tries a digit keeps them unique anyway.
 */
function drawPerson(rng: TRng, usedNames: Set<string>, usedInitials: Set<string>) {
  for (let attempt = 0; ; attempt++) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    if (usedNames.has(`${first} ${last}`)) continue;
    const base = initialsOf(first, last);
    if (!usedInitials.has(base)) return { first, last, initials: base };
    if (attempt < 50) continue;
    let n = 2;
    while (usedInitials.has(`${base}${n}`)) n++;
    return { first, last, initials: `${base}${n}` };
  }
}

export async function seedSecurity(db: TDbOrTx, rng: TRng, today: Date): Promise<TSeededUser[]> {
  await db
    .insert(roles)
    .values(ROLES.map(([roleId, role, description]) => ({ roleId, role, description })));
  await db.insert(permissions).values(
    Object.entries(PERMISSION_NAMES).map(([id, name]) => ({
      permissionId: parseInteger(id)!,
      name,
    })),
  );
  await db
    .insert(rolePermissions)
    .values(ROLE_PERMISSIONS.map(([roleId, permissionId]) => ({ roleId, permissionId })));

  const usedNames = new Set<string>();
  const usedInitials = new Set<string>();
  const people: Array<{
    first: string;
    last: string;
    initials: string;
    email: string;
    roles: readonly number[];
  }> = DEMO_USERS.map((u) => {
    usedNames.add(`${u.first} ${u.last}`);
    usedInitials.add(initialsOf(u.first, u.last));
    return {
      first: u.first,
      last: u.last,
      initials: initialsOf(u.first, u.last),
      email: u.email,
      roles: u.roles,
    };
  });
  for (const { count, roles: staffRoles } of STAFF_PLAN) {
    for (let i = 0; i < count; i++) {
      const person = drawPerson(rng, usedNames, usedInitials);
      usedNames.add(`${person.first} ${person.last}`);
      usedInitials.add(person.initials);
      people.push({
        ...person,
        email: `${person.first}.${person.last}@n5.local`.toLowerCase(),
        roles: staffRoles,
      });
    }
  }

  await db.insert(users).values(
    people.map((p, index) => ({
      userId: index + 1,
      firstName: p.first,
      lastName: p.last,
      displayName: `${p.first} ${p.last}`,
      emailAddress: p.email,
      initials: p.initials,
      // Offices in turn, without a draw: no other seeded value moves.
      office: OFFICES[index % OFFICES.length],
      createdAt: atOfficeHour(addDays(today, -rng.int(400, 2000)), rng.int(0, 539)),
    })),
  );
  await db
    .insert(userRoles)
    .values(people.flatMap((p, index) => p.roles.map((roleId) => ({ userId: index + 1, roleId }))));
  await resetSequences(db, [['users', 'user_id']]);
  return people.map((p, index) => ({ userId: index + 1, roles: p.roles, initials: p.initials }));
}
