import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { roles, userRoles, users } from '../db/schema/index';
import { uniqueName } from './factories/api-call';

/**
 * A member of staff with the roles named (as the roles table names them: 'Office', 'Purchasing'; none for field staff),
 * written where the company directory puts people: no call of the app makes a user. Returns its
 * id, name and the email the test client signs in with.
 */
export async function addStaff(db: TDbOrTx, roleNames: string[]) {
  const name = uniqueName('Staff');
  const email = `${name.toLowerCase().replaceAll(' ', '.')}@n5.local` as const;
  const [user] = await db
    .insert(users)
    .values({
      ...{ displayName: name, firstName: 'Staff', lastName: name.slice(6), emailAddress: email },
      initials: 'ST',
    })
    .returning({ id: users.userId });
  const found = await db
    .select({ id: roles.roleId })
    .from(roles)
    .where(inArray(roles.role, roleNames));
  if (found.length !== roleNames.length) throw new Error(`Unknown roles among ${roleNames}.`);
  // Field staff hold no role.
  if (found.length) {
    await db.insert(userRoles).values(found.map((r) => ({ userId: user!.id, roleId: r.id })));
  }
  return { UserID: user!.id, DisplayName: name, EmailAddress: email };
}
