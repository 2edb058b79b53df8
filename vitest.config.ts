import { defineConfig } from 'vitest/config';

/**
 * unit: pure rules (packages/shared, web lib). api: Fastify inject against a real database;
 * PGlite always, and again on PostgreSQL as project "api-pg" when TEST_DATABASE_URL is set.
 */
const apiBase = {
  include: ['apps/server/src/**/*.test.ts'],
  globalSetup: ['apps/server/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      { test: { name: 'api', ...apiBase, env: { TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'api-pg', ...apiBase, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
