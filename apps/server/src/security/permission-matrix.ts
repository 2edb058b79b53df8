import { canAccess, describeAccess } from '@n5/shared/permissions/access';
import type { TUser } from '@n5/shared/session/schemas';
import type { TRouteTableEntry } from '../app';
import { DEMO_USERS } from '../testing/demo-users';

/** Who calls in the matrix: every demo user, and nobody signed in. */
export type TMatrixCaller = keyof typeof DEMO_USERS | 'anonymous';
export const MATRIX_CALLERS: TMatrixCaller[] = [
  'anonymous',
  ...(Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>),
];

/** What the access guard must answer: let the request through, or refuse it before anything runs. */
export type TGuardOutcome = 'allow' | 401 | 403;

export interface TMatrixRow {
  method: string;
  path: string;
  access: string;
  /** What a repeat does, for writes (contract idempotency); '' for reads. */
  retry: string;
  outcomes: Record<TMatrixCaller, TGuardOutcome>;
}

/** Routes the matrix leaves to their own tests: the SPA's fallback answers every other GET. */
const NOT_IN_MATRIX = new Set(['GET /*']);

/** The guard's expected answer for a caller, from the route's declared access. */
function outcomeOf(user: TUser | null, route: TRouteTableEntry): TGuardOutcome {
  if (canAccess(user, route.access)) return 'allow';
  return user ? 403 : 401;
}

/**
 * Every route x every caller, derived from the access each route declares (routes cannot be
 * registered without one), so a route added later is in the matrix the day it lands.
 */
export function permissionMatrix(
  routes: TRouteTableEntry[],
  users: Record<keyof typeof DEMO_USERS, TUser>,
): TMatrixRow[] {
  return routes
    .filter((route) => !NOT_IN_MATRIX.has(`${route.method} ${route.path}`))
    .map((route) => ({
      method: route.method,
      path: route.path,
      access: describeAccess(route.access),
      retry: route.idempotency ?? '',
      outcomes: Object.fromEntries(
        MATRIX_CALLERS.map((caller) => [
          caller,
          outcomeOf(caller === 'anonymous' ? null : users[caller], route),
        ]),
      ) as Record<TMatrixCaller, TGuardOutcome>,
    }))
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The matrix as the Markdown table docs/security.md holds. */
export function matrixMarkdown(rows: TMatrixRow[]): string {
  const header = `| route | access | retry | ${MATRIX_CALLERS.join(' | ')} |`;
  const rule = `| --- | --- | --- | ${MATRIX_CALLERS.map(() => '---').join(' | ')} |`;
  const lines = rows.map(
    (row) =>
      `| \`${row.method} ${row.path}\` | ${row.access} | ${row.retry} | ${MATRIX_CALLERS.map((c) => (row.outcomes[c] === 'allow' ? 'yes' : row.outcomes[c])).join(' | ')} |`,
  );
  return [header, rule, ...lines].join('\n');
}

/** A path of the route with its parameters filled by an id that exists nowhere. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, '999999').replace(/\*$/, 'index.html');
}
