// npm run bench [-- --projects 5000 --runs 60 --url postgres://postgres@127.0.0.1:5432 | --pglite]
// Seeds a scale database (a fresh PostgreSQL database created and dropped here, or PGlite when no
// server answers or --pglite is given), then times GET /api/project/browser through the real app
// (inject: routing, session, SQL, serialization; no network) and prints p50/p95. Not a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase, type TDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '60' },
    url: {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    pglite: { type: 'boolean', default: false },
  },
});
const projects = Number(values.projects);
const runs = Number(values.runs);
const ORIGIN = 'http://localhost:3000';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function openBenchDatabase(): Promise<{
  database: TDatabase;
  label: string;
  drop: () => Promise<void>;
}> {
  if (!values.pglite) {
    const name = `n5_bench_${process.pid}`;
    try {
      await admin(values.url!, `create database ${name}`);
      const url = new URL(values.url!);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.href });
      return {
        database,
        label: `PostgreSQL (${url.host}, database ${name})`,
        drop: () => admin(values.url!, `drop database if exists ${name} with (force)`),
      };
    } catch (error) {
      console.warn(`No PostgreSQL at ${values.url} (${(error as Error).message}); using PGlite.`);
    }
  }
  const database = await openDatabase({});
  return { database, label: 'PGlite (in memory)', drop: async () => {} };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const { database, label, drop } = await openBenchDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-bench-'));
try {
  let started = performance.now();
  await migrateDatabase(database);
  const summary = await seedDatabase(database.db, { projects });
  console.warn(
    `${label}: seeded ${summary.projects} projects, ${summary.notes} notes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.db.execute(sql`analyze`);

  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    headers: { origin: ORIGIN },
    payload: { email: 'pm@n5.local' },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const call = async () => {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/project/browser',
      headers: { cookie },
    });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200)
      throw new Error(`GET /api/project/browser answered ${res.statusCode}`);
    return {
      ms,
      rows: (res.json() as { projects: unknown[] }).projects.length,
      bytes: res.body.length,
    };
  };
  for (let i = 0; i < 5; i++) await call(); // warm-up: JIT, plans, caches
  const times: number[] = [];
  let last = { rows: 0, bytes: 0 };
  started = performance.now();
  for (let i = 0; i < runs; i++) {
    const r = await call();
    times.push(r.ms);
    last = r;
  }
  times.sort((a, b) => a - b);
  console.warn(
    `GET /api/project/browser on ${label}: ${last.rows} rows, ${(last.bytes / 1024).toFixed(0)} KiB; ` +
      `${runs} runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ` +
      `max ${times.at(-1)!.toFixed(1)} ms`,
  );
  await app.close();
} finally {
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
