import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedIfEmpty } from './seed/index';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(serverUrl);
const name = `n5_two_starts_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Two servers started at the same instant on an empty PostgreSQL database (issue 30 item 8: one
 * crashed in the migrations on a duplicate type, 5 of 5 trials). PGlite has one process only.
 */
describe.skipIf(!onPostgres)('two starts at once on an empty database', () => {
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('migrates once under an advisory lock, the second waits; one seeds', async () => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const databases = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: url.href })));
    try {
      const starts = await Promise.allSettled(
        databases.map(async (database) => {
          await migrateDatabase(database);
          return seedIfEmpty(database, { projects: 3 });
        }),
      );
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);
      const seeded = starts.map((start) => (start as PromiseFulfilledResult<boolean>).value);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const { rows } = await databases[0]!.pool!.query('select count(*)::int as n from projects');
      expect(rows[0].n).toBe(3);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 120_000);
});
