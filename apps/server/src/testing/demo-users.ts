/**
 * The seeded demo accounts (db/seed/security.ts), one per kind of user, by role: the API tests
 * and the end-to-end tests sign in as them.
 */
export const DEMO_USERS = {
  superuser: 'super@n5.local',
  admin: 'admin@n5.local',
  pm: 'pm@n5.local',
  estimator: 'estimator@n5.local',
  accounting: 'accounting@n5.local',
  field: 'field@n5.local',
} as const;
