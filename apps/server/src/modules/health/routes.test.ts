import { describe, expect, it } from 'vitest';
import { healthContract as c } from '@n5/shared/health/contract';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../lib/paths';
import { useTestApp } from '../../testing/build-test-app';
import { checkReadiness } from './use-cases/check-readiness';

/** This build's newest migration, as the module reads it. */
const NEWEST = Math.max(
  ...(
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((entry) => entry.when),
);

const { t, callAs, requestAs } = useTestApp({ PUBLIC_RATE_LIMIT: '5' });

describe('the load balancer probes', () => {
  it('answers /health and /ready to anyone, never rate limited', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect(await callAs('anonymous', c.health, {})).toEqual({ status: 'ok' });
      expect(await callAs('anonymous', c.ready, {})).toEqual({ status: 'ready' });
    }
  });
});

describe('/ready before the migrations', () => {
  it('is not ready on a database no instance has migrated, and ready once migrated', async () => {
    // The server migrates before it listens (a load balancer then finds nothing to probe); the
    // check itself, on a fresh database before and after the migrations:
    const database = await openDatabase({});
    const state = { draining: false };
    try {
      const deps = { db: database.db, newestMigration: NEWEST, state };
      expect(await checkReadiness(deps)).toEqual({
        status: 'not ready',
        reason: 'The database is not migrated to this version yet.',
      });
      await migrateDatabase(database);
      expect(await checkReadiness(deps)).toEqual({ status: 'ready' });
    } finally {
      await database.close();
    }
  });

  it('answers 503 while the database lacks the newest migration of this build', async () => {
    const removed = rowsOf<{ hash: string; created_at: string }>(
      await t.database.db.execute(sql`
        delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
        returning hash, created_at::text`),
    );
    expect(removed).toHaveLength(1);
    const behind = await requestAs('anonymous', c.ready, {});
    await t.database.db.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at)
      values (${removed[0]!.hash}, ${removed[0]!.created_at})`);
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      reason: 'The database is not migrated to this version yet.',
    });
  });
});

describe('a shutdown', () => {
  it('turns /ready to 503 once a shutdown begins, while /health still answers', async () => {
    t.app.health.startDraining();
    const ready = await requestAs('anonymous', c.ready, {});
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', reason: 'Shutting down.' });
    expect((await requestAs('anonymous', c.health, {})).statusCode).toBe(200);
  });
});
