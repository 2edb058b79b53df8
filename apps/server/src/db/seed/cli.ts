// npm run seed -- [--projects N]: migrates, then seeds the database of DATABASE_URL, or else the
// embedded one in DATA_DIR (default ./data). It seeds only a database without users: demo data
// is never mixed into real data.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseInteger } from '@n5/shared/core/integer';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { DEFAULT_SEED_PROJECTS, seedDatabaseIfEmpty } from './index';

const { values } = parseArgs({ options: { projects: { type: 'string' } } });
const projects =
  values.projects === undefined ? DEFAULT_SEED_PROJECTS : parseInteger(values.projects);
if (projects === null || projects < 1) {
  console.error('--projects must be a positive whole number.');
  process.exit(2);
}

// npm runs workspace scripts in apps/server; a relative DATA_DIR means the folder npm was started
// from (INIT_CWD), the same one `npm start` uses there.
const baseDir = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({
  ...process.env,
  DATA_DIR: path.resolve(baseDir, process.env.DATA_DIR ?? './data'),
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const where =
  database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
try {
  const startedAt = performance.now();
  await migrateDatabase(database);
  const migratedAt = performance.now();
  const summary = await seedDatabaseIfEmpty(database, { projects });
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  if (!summary) {
    console.error(
      `${where} already has users; nothing was seeded. Point DATA_DIR or DATABASE_URL at an empty database.`,
    );
    process.exitCode = 1;
  } else {
    console.warn(
      `Seeded ${where}: ${summary.users} users, ${summary.companies} companies, ${summary.contacts} contacts, ` +
        `${summary.projects} projects, ${summary.notes} notes ` +
        `(migrate ${((migratedAt - startedAt) / 1000).toFixed(1)} s, seed ${seconds(migratedAt)} s, total ${seconds(startedAt)} s).`,
    );
  }
} finally {
  await database.close();
}
