/**
 * The session's TanStack Query keys: part of `queryKeys` (query-keys.ts), in a file of their own
 * because the entry chunk reads them (the sign-in page does not download every area's keys).
 * Signing in as someone else drops every key outside this scope.
 */
export const sessionKeys = {
  all: ['session'] as const,
  config: () => ['session', 'config'] as const,
  user: () => ['session', 'user'] as const,
  /** True once a call of the signed-in user answered 401 (lib/session.ts `endSession`). */
  ended: () => ['session', 'ended'] as const,
  demoUsers: () => ['session', 'demo-users'] as const,
};
