// npm run bench [-- --projects 5000 --runs 60 --url postgres://postgres@127.0.0.1:5432 | --pglite]
// Seeds a scale database (a fresh PostgreSQL database created and dropped here, or PGlite when no
// server answers or --pglite is given), then times GET /api/project/browser over HTTP on this
// machine (routing, session, SQL, compression, socket), uncompressed and as Chromium asks for it,
// and prints p50/p95. Not a test.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
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
const projects = parseInteger(values.projects);
const runs = parseInteger(values.runs);
if (projects === null || runs === null)
  throw new Error('--projects and --runs take whole numbers.');
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
  const started = performance.now();
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
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  const agent = new http.Agent({ keepAlive: true });

  /** One request over a kept-alive socket, timed until the last byte as sent (not decoded). */
  const call = (acceptEncoding: string) =>
    new Promise<{ ms: number; body: Buffer; encoding: string }>((resolve, reject) => {
      const t0 = performance.now();
      const request = http.get(
        {
          host: address.hostname,
          port: address.port,
          path: '/api/project/browser',
          agent,
          headers: { cookie, 'accept-encoding': acceptEncoding },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode !== 200) {
              reject(new Error(`GET /api/project/browser answered ${res.statusCode}`));
              return;
            }
            const encoding = String(res.headers['content-encoding'] ?? 'identity');
            resolve({ ms: performance.now() - t0, body: Buffer.concat(chunks), encoding });
          });
        },
      );
      request.on('error', reject);
    });

  // identity: the server's own time; Chromium's header: what a browser waits for (with Brotli).
  for (const acceptEncoding of ['identity', 'gzip, deflate, br, zstd']) {
    for (let i = 0; i < 5; i++) await call(acceptEncoding); // warm-up: JIT, plans, caches
    const times: number[] = [];
    let last = await call(acceptEncoding);
    for (let i = 0; i < runs; i++) {
      last = await call(acceptEncoding);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const json = last.encoding === 'br' ? zlib.brotliDecompressSync(last.body) : last.body;
    const rows = (JSON.parse(json.toString()) as { projects: unknown[] }).projects.length;
    console.warn(
      `GET /api/project/browser on ${label}, ${last.encoding}: ${rows} rows, ` +
        `${(last.body.length / 1024).toFixed(0)} KiB; ${runs} runs: p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  agent.destroy();
  await app.close();
} finally {
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
