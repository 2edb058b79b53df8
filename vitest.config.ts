import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules (packages/shared, web lib) and the repository's own lint rules. api: Fastify inject against a real database.
 *
 * Without TEST_DATABASE_URL (a developer's machine) every API file runs on PGlite. With it (CI)
 * every API file runs on PostgreSQL as project "api-pg", and PGlite runs a smoke set: the files
 * that cross the driver layer where the embedded database differs (migrations and seed, JSON
 * written by SQL, numeric and date columns, row locks, pg-boss), so the default `npm start`
 * database stays covered without running everything twice. TEST_PGLITE=all runs it all on both.
 * See docs/decisions.md "Test time that scales".
 */
const PGLITE_SMOKE = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/jobs/**/*.test.ts',
  'apps/server/src/modules/{browser,project,notes}/**/*.test.ts',
];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgliteEverything = !onPostgres || process.env.TEST_PGLITE === 'all';

const apiBase = {
  include: ['apps/server/src/**/*.test.ts'],
  globalSetup: ['apps/server/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // On PostgreSQL a test file's queries run in the server's processes, so two files at once keep
    // both cores busy; on PGlite the database runs inside the worker and one file at a time is
    // as fast (each file has its own copy of the seeded template database either way).
    ...(onPostgres ? { maxWorkers: 2 } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'api',
          ...apiBase,
          ...(pgliteEverything ? {} : { include: PGLITE_SMOKE }),
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(onPostgres
        ? [{ test: { name: 'api-pg', ...apiBase, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
