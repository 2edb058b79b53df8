import { projectContract } from '@n5/shared/project/contract';
import { PERMISSION } from '@n5/shared/permissions/roles';
import { securityRolesContract } from '@n5/shared/security-roles/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { usersContract } from '@n5/shared/users/contract';
import type { TTwoInstances } from './shared-files';
import { via } from './shared-files';

/** Issue 37 item 3: a change made on one instance is heard by the other within a second. */
const WITHIN_MS = 1000;

type TInstance = 'a' | 'b';

async function signInOn(t: TTwoInstances, instance: TInstance, email: string) {
  const response = await via(t.proxy, instance, '/auth/dev-login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!response.ok || !cookie) throw new Error(`dev-login on ${instance}: ${response.status}`);
  return cookie;
}

const statusOn = async (t: TTwoInstances, instance: TInstance, url: string, cookie: string) => {
  const response = await via(t.proxy, instance, url, { cookie });
  await response.arrayBuffer();
  return response.status;
};

/**
 * Asks `instance` until it answers `status`; the milliseconds from `since` it took. Fails when
 * that is over a second.
 */
async function refusedWithin(
  t: TTwoInstances,
  what: string,
  check: { instance: TInstance; url: string; cookie: string; status: number; since: number },
) {
  for (;;) {
    const status = await statusOn(t, check.instance, check.url, check.cookie);
    const elapsed = performance.now() - check.since;
    if (status === check.status) {
      if (elapsed > WITHIN_MS) break;
      return elapsed;
    }
    if (elapsed > WITHIN_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${what}: ${check.instance} still answered after ${WITHIN_MS} ms`);
}

const SIGNED_IN_URL = usersContract.listDisplayNames.path;
// Permission 9 (cost management) at the route: 403 at the guard without it, whatever the rest.
const PERMISSION_9_URL = `${projectContract.projectTaskSpreadsheet.path}?projectID=1`;

async function signOutOnA(t: TTwoInstances) {
  const cookie = await signInOn(t, 'a', 'pm@n5.local');
  if ((await statusOn(t, 'b', SIGNED_IN_URL, cookie)) !== 200) throw new Error('B refused at once');
  const out = await via(t.proxy, 'a', sessionContract.logout.path, { method: 'POST', cookie });
  if (!out.ok) throw new Error(`sign-out on A: ${out.status}`);
  const since = performance.now();
  return refusedWithin(t, 'signed out on A', {
    instance: 'b',
    url: SIGNED_IN_URL,
    cookie,
    status: 401,
    since,
  });
}

async function setAccountingPermissions(t: TTwoInstances, superCookie: string, ids: number[]) {
  const { rows } = await t.pool.query<{ roleId: number }>(
    `select role_id as "roleId" from roles where role = 'Accounting'`,
  );
  const response = await via(t.proxy, 'a', securityRolesContract.setPermissions.path, {
    method: 'POST',
    cookie: superCookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ roleID: rows[0]!.roleId, permissions: ids }),
  });
  if (!response.ok) throw new Error(`set-role-permissions on A: ${response.status}`);
}

async function permissionRemovedOnA(t: TTwoInstances) {
  const superCookie = await signInOn(t, 'a', 'super@n5.local');
  const cookie = await signInOn(t, 'b', 'accounting@n5.local');
  if ((await statusOn(t, 'b', PERMISSION_9_URL, cookie)) === 403)
    throw new Error('B forbade permission 9 before it was removed');
  const kept = [PERMISSION.BILLING_MANAGER, PERMISSION.BILLING];
  await setAccountingPermissions(t, superCookie, kept);
  const since = performance.now();
  try {
    return await refusedWithin(t, 'permission 9 removed on A', {
      instance: 'b',
      url: PERMISSION_9_URL,
      cookie,
      status: 403,
      since,
    });
  } finally {
    await setAccountingPermissions(t, superCookie, [...kept, PERMISSION.COST_MANAGEMENT]);
  }
}

async function userDeactivated(t: TTwoInstances) {
  const cookie = await signInOn(t, 'a', 'estimator@n5.local');
  for (const instance of ['a', 'b'] as const) {
    if ((await statusOn(t, instance, SIGNED_IN_URL, cookie)) !== 200)
      throw new Error(`${instance} refused the estimator at once`);
  }
  // No route deactivates a user (an operator or a directory sync does it in the database).
  const email = 'estimator@n5.local';
  await t.pool.query('update users set active_ind = false where email_address = $1', [email]);
  const since = performance.now();
  try {
    const onA = await refusedWithin(t, 'deactivated', {
      instance: 'a',
      url: SIGNED_IN_URL,
      cookie,
      status: 401,
      since,
    });
    const onB = await refusedWithin(t, 'deactivated', {
      instance: 'b',
      url: SIGNED_IN_URL,
      cookie,
      status: 401,
      since,
    });
    return Math.max(onA, onB);
  } finally {
    await t.pool.query('update users set active_ind = true where email_address = $1', [email]);
  }
}

/** Sign-out, a removed permission and a deactivated user, each heard by the other instance. */
export async function identityChanges(t: TTwoInstances, report: (line: string) => void) {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  report(`  identity: signed out on A, B refuses (401) after ${ms(await signOutOnA(t))}`);
  report(
    `  identity: permission 9 removed on A, B forbids (403) after ${ms(await permissionRemovedOnA(t))}`,
  );
  report(
    `  identity: a user deactivated in the database, A and B refuse (401) within ${ms(await userDeactivated(t))}`,
  );
}
