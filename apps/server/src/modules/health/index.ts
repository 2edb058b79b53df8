import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthContract as c } from '@n5/shared/health/contract';
import type { TDb } from '../../db/client';
import { MIGRATIONS_DIR } from '../../lib/paths';
import { registerRoute } from '../../lib/route';
import { checkReadiness } from './use-cases/check-readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** The probes' state: `startDraining()` turns /ready to 503 when a shutdown begins. */
    health: { startDraining(): void; readonly draining: boolean };
  }
}

/** The journal time of the newest migration this build carries (drizzle/meta/_journal.json). */
function newestMigrationOf(folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** GET /health (liveness) and GET /ready (readiness) for load balancers; never rate limited. */
export const healthModule = fp(
  async (app: FastifyInstance, deps: { db: TDb }) => {
    const state = { draining: false };
    const newestMigration = newestMigrationOf(MIGRATIONS_DIR);
    app.decorate('health', {
      startDraining: () => {
        state.draining = true;
      },
      get draining() {
        return state.draining;
      },
    });
    registerRoute(
      app,
      c.health,
      async ({ reply }) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
      { rateLimit: false },
    );
    registerRoute(
      app,
      c.ready,
      async ({ reply }) => {
        const readiness = await checkReadiness({ db: deps.db, newestMigration, state });
        reply.header('cache-control', 'no-store');
        if (readiness.status !== 'ready') reply.code(503);
        return readiness;
      },
      { rateLimit: false },
    );
  },
  { name: 'health' },
);
