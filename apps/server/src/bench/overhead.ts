// npm run bench:overhead [-- --ci --projects 5000 --seconds 5 --rounds 2 --runs 40 --port 3290
//   --url postgres://postgres@127.0.0.1:5432/postgres]
// What a request costs in the app beyond the least it needs (issue 20, docs/performance.md).
// Seeds a fresh PostgreSQL database (created and dropped here), starts the BUILT app on it as
// `npm start` does (production mode, info logging) and, side by side, a bare Fastify server on a
// raw pg pool of 10 connections doing one indexed session lookup and the endpoint's statements
// (bench/bare-server.ts; issue 37: the app keeps identities, the floor pays no identity). Then:
// - throughput: 10 kept-alive connections against each, for each representative endpoint,
//   requests/s and p50/p99 of both and the ratio app / bare (best of the rounds);
// - lists: one caller at a time, each list endpoint's p50 against the bare route's and against its
//   statements' time (round trip on the pool, as PostgreSQL's statement log counts it; EXPLAIN
//   ANALYZE's planning + execution beside it), and the browser list's p95 as a browser asks it.
// --ci: short runs (under a minute); exits 1 when a ratio misses its target by more than the
// noise margin written in docs/performance.md. Not a test.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parseInteger } from '@n5/shared/core/integer';
import type { TDb } from '../db/client';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { SERVER_ROOT } from '../lib/paths';
import { listBrowserProjectsJson } from '../modules/browser/queries';
import { listContacts, listIndustries } from '../modules/crm/queries';
import {
  admin,
  capturedStatements,
  databaseTime,
  noiseMargins,
  stop,
  waitFor,
} from './overhead-kit';
import { percentile, runLoad, timedRequest, type TLoadRequest, type TLoadResult } from './load';

const { values } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    projects: { type: 'string' },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    runs: { type: 'string' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3290' },
    url: {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ??
        process.env.TEST_DATABASE_URL ??
        'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const ci = values.ci!;
const numberOption = (value: string | undefined, normal: number, short: number) => {
  const parsed = value === undefined ? (ci ? short : normal) : parseInteger(value);
  if (parsed === null || parsed < 1) throw new Error(`Options take positive whole numbers.`);
  return parsed;
};
// CI keeps the 5,000 projects the targets speak of (a smaller list makes the fixed cost weigh more).
const projects = numberOption(values.projects, 5000, 5000);
const seconds = numberOption(values.seconds, 5, 2);
const rounds = numberOption(values.rounds, 2, 2);
const runs = numberOption(values.runs, 40, 10);
const connections = numberOption(values.connections, 10, 10);
const appPort = numberOption(values.port, 3290, 3290);
const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const PERFORMANCE_DOC = path.join(REPO_ROOT, 'docs', 'performance.md');

/**
 * The targets of issue 20; the noise margins come from docs/performance.md. A list is held to
 * its SQL time only when its statements take listMinSqlMs or more: below that a request's fixed
 * cost (about a millisecond) dominates, and the throughput ratio is what measures it.
 */
const TARGETS = { throughputRatio: 0.5, listRatio: 1.5, listMinSqlMs: 10, browserP95Ms: 100 };

/** The report goes to stdout (warnings and progress to stderr). */
const print = (line: string) => process.stdout.write(`${line}\n`);

const ms = (value: number) => `${value.toFixed(1)} ms`;

const dbName = `n5_overhead_${process.pid}`;
const dbUrl = new URL(values.url!);
dbUrl.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-overhead-'));
const appLog = path.join(dataDir, 'app.log');
const failures: string[] = [];
let appServer: ChildProcess | undefined;
let bareServer: ChildProcess | undefined;
let pool: pg.Pool | undefined;

await admin(values.url!, `create database ${dbName}`);
try {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: dbUrl.href });
  await migrateDatabase(database);
  await seedDatabase(database.db, { projects });
  await database.close();
  await admin(dbUrl.href, 'vacuum analyze');
  console.warn(
    `Seeded ${projects} projects in ${dbName} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The built app, as `npm start` runs it (the server bundle is rebuilt here: esbuild, a second).
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const appBase = new URL(`http://127.0.0.1:${appPort}`);
  const bareBase = new URL(`http://127.0.0.1:${appPort + 1}`);
  const logFd = fs.openSync(appLog, 'w');
  appServer = spawn(process.execPath, [path.join(SERVER_ROOT, 'dist', 'server.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.href,
      DATA_DIR: dataDir,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: appBase.origin,
      NODE_ENV: 'production',
      AUTH_MODE: 'dev',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      PUBLIC_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', logFd, logFd],
  });
  bareServer = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(SERVER_ROOT, 'src', 'bench', 'bare-server.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl.href, PORT: String(appPort + 1) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor(`${appBase.origin}/config`, appServer, 'The app');
  await waitFor(`${bareBase.origin}/api/crm/industries`, bareServer, 'The bare server');

  const login = await fetch(`${appBase.origin}/auth/dev-login`, {
    method: 'POST',
    headers: { origin: appBase.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'pm@n5.local' }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!login.ok || !cookie) throw new Error(`dev-login answered ${login.status}`);
  const headers = { cookie, origin: appBase.origin };

  // --- Throughput: the same load on the app and on the bare route, alternately. -------------
  const projectCount = Math.min(projects, 200);
  const endpoints: Array<{ name: string; next: (i: number) => TLoadRequest }> = [
    { name: 'tiny list GET /api/crm/industries', next: () => get('/api/crm/industries') },
    {
      name: 'project read GET /api/project/project',
      next: (i) => get(`/api/project/project?projectID=${1 + (i % projectCount)}`),
    },
    {
      name: 'field save POST /api/project/setprojectinfo',
      // Each connection writes its own projects (no lock waits); every value is new.
      next: (i) => ({
        method: 'POST',
        path: '/api/project/setprojectinfo',
        body: {
          projectID: 1 + (i % projectCount),
          field: 'ProjectDescription',
          value: `bench ${i}`,
        },
      }),
    },
  ];
  print(
    `\nThroughput, ${connections} connections, ${rounds} x ${seconds} s each (best round); load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  print(
    'endpoint'.padEnd(46) +
      'app req/s  p50/p99 ms'.padEnd(26) +
      'bare req/s p50/p99 ms'.padEnd(26) +
      'ratio',
  );
  const ratios: Record<string, number> = {};
  for (const endpoint of endpoints) {
    const best = { app: null as TLoadResult | null, bare: null as TLoadResult | null };
    for (let round = 0; round < rounds; round++) {
      for (const side of ['app', 'bare'] as const) {
        const result = await runLoad({
          base: side === 'app' ? appBase : bareBase,
          headers,
          next: endpoint.next,
          connections,
          seconds,
          warmUpSeconds: round === 0 ? 1 : 0.3,
        });
        if (result.failures > 0)
          throw new Error(`${endpoint.name} on ${side}: ${result.failures} failures`);
        if (!best[side] || result.perSecond > best[side].perSecond) best[side] = result;
      }
    }
    const ratio = best.app!.perSecond / best.bare!.perSecond;
    ratios[endpoint.name] = ratio;
    const cell = (r: TLoadResult) =>
      `${r.perSecond.toFixed(0).padStart(6)}  ${r.p50.toFixed(1)}/${r.p99.toFixed(1)}`.padEnd(26);
    print(`${endpoint.name.padEnd(46)}${cell(best.app!)}${cell(best.bare!)}${ratio.toFixed(2)}x`);
  }

  // --- Lists: endpoint time against its statements' time in the database. -----------------
  pool = new pg.Pool({ connectionString: dbUrl.href, max: 4 });
  const lists: Array<{
    name: string;
    path: string;
    /** Runs the endpoint's query function once; its statements are captured, not kept. */
    query: (db: TDb) => Promise<unknown>;
    /** The statements run side by side (the browser list's slices), so the database time is the longest. */
    parallel: boolean;
    /** The browser list is held to its SQL time at any size (the list issue 20 names). */
    alwaysHeld?: boolean;
  }> = [
    {
      name: 'browser list GET /api/project/browser',
      path: '/api/project/browser',
      query: (db) => listBrowserProjectsJson(db, 'active'),
      parallel: true,
      alwaysHeld: true,
    },
    {
      name: 'contact list GET /api/crm/contactbrowser',
      path: '/api/crm/contactbrowser',
      query: (db) => listContacts(db),
      parallel: false,
    },
    {
      name: 'tiny list GET /api/crm/industries',
      path: '/api/crm/industries',
      query: (db) => listIndustries(db),
      parallel: false,
    },
  ];
  print(
    `\nLists, one caller, ${runs} runs each, uncompressed; load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  print(
    'endpoint'.padEnd(46) +
      'endpoint p50/p95'.padEnd(22) +
      'bare p50'.padEnd(11) +
      'SQL p50 (round trip; EXPLAIN ANALYZE)'.padEnd(40) +
      'ratio',
  );
  const listRatios: Record<string, number> = {};
  const agent = new http.Agent({ keepAlive: true });
  for (const list of lists) {
    const statements = await capturedStatements(pool, list.query);
    const endpointTimes: number[] = [];
    const bareTimes: number[] = [];
    const sqlTimes: number[] = [];
    const explainTimes: number[] = [];
    for (let run = -3; run < runs; run++) {
      const reply = await timedRequest(agent, appBase, headers, get(list.path));
      if (reply.status !== 200) throw new Error(`${list.path} answered ${reply.status}`);
      const bare = await timedRequest(agent, bareBase, headers, get(list.path));
      const database = await databaseTime(pool, statements, list.parallel);
      if (run < 0) continue; // warm-up
      endpointTimes.push(reply.ms);
      bareTimes.push(bare.ms);
      sqlTimes.push(database.roundTrip);
      explainTimes.push(database.explain);
    }
    endpointTimes.sort((a, b) => a - b);
    bareTimes.sort((a, b) => a - b);
    sqlTimes.sort((a, b) => a - b);
    explainTimes.sort((a, b) => a - b);
    const sqlP50 = percentile(sqlTimes, 50);
    const ratio = percentile(endpointTimes, 50) / sqlP50;
    const held = list.alwaysHeld === true || sqlP50 >= TARGETS.listMinSqlMs;
    if (held) listRatios[list.name] = ratio;
    print(
      list.name.padEnd(46) +
        `${ms(percentile(endpointTimes, 50))} / ${ms(percentile(endpointTimes, 95))}`.padEnd(22) +
        ms(percentile(bareTimes, 50)).padEnd(11) +
        `${ms(sqlP50)}; ${ms(percentile(explainTimes, 50))} (${statements.length} st.)`.padEnd(40) +
        `${ratio.toFixed(2)}x${held ? '' : ` (no target: SQL under ${TARGETS.listMinSqlMs} ms)`}`,
    );
  }

  // The browser list as Chromium asks for it (compressed): what a person waits for.
  const browserTimes: number[] = [];
  for (let run = -3; run < runs; run++) {
    const reply = await timedRequest(
      agent,
      appBase,
      { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
      get('/api/project/browser'),
    );
    if (run >= 0) browserTimes.push(reply.ms);
  }
  // The same, each request right after a committed write to a project (not timed): every
  // instance's kept list is then stale and is built again (modules/browser/list-cache.ts).
  const afterWriteTimes: number[] = [];
  for (let run = -3; run < runs; run++) {
    await pool.query(
      'update projects set project_name = project_name where project_id = (select min(project_id) from projects)',
    );
    const reply = await timedRequest(
      agent,
      appBase,
      { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
      get('/api/project/browser'),
    );
    if (run >= 0) afterWriteTimes.push(reply.ms);
  }
  agent.destroy();
  browserTimes.sort((a, b) => a - b);
  afterWriteTimes.sort((a, b) => a - b);
  const browserP95 = percentile(browserTimes, 95);
  print(
    `browser list, compressed as a browser asks, ${projects} projects: p50 ${ms(percentile(browserTimes, 50))}, p95 ${ms(browserP95)} (target < ${TARGETS.browserP95Ms} ms)`,
  );
  print(
    `  the same, each right after a write (the list built again): p50 ${ms(percentile(afterWriteTimes, 50))}, p95 ${ms(percentile(afterWriteTimes, 95))} (no target)`,
  );

  // --- Verdict. ------------------------------------------------------------------------
  const margins = ci ? noiseMargins(PERFORMANCE_DOC) : { throughputRatio: 0, listRatio: 0 };
  for (const [name, ratio] of Object.entries(ratios)) {
    if (ratio < TARGETS.throughputRatio - margins.throughputRatio) {
      failures.push(
        `${name}: ${ratio.toFixed(2)}x the bare route's throughput, target ≥ ${TARGETS.throughputRatio}x`,
      );
    }
  }
  for (const [name, ratio] of Object.entries(listRatios)) {
    if (ratio > TARGETS.listRatio + margins.listRatio) {
      failures.push(`${name}: ${ratio.toFixed(2)}x its SQL time, target ≤ ${TARGETS.listRatio}x`);
    }
  }
  // An absolute time depends on the machine: checked in full runs, reported in CI.
  if (!ci && browserP95 >= TARGETS.browserP95Ms) {
    failures.push(`browser list p95 ${ms(browserP95)}, target < ${TARGETS.browserP95Ms} ms`);
  }
  const logLines = fs.readFileSync(appLog, 'utf8').split('\n').filter(Boolean).length;
  print(`\nThe app wrote ${logLines} log lines (${appLog.replace(dataDir, '<data>')}).`);
} finally {
  await pool?.end();
  await Promise.all([stop(appServer), stop(bareServer)]);
  await admin(values.url!, `drop database if exists ${dbName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(
    `\nMissed ${ci ? '(beyond the noise margins of docs/performance.md)' : ''}:\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
print(ci ? '\nEvery ratio within its target and noise margin.' : '\nEvery target met.');

function get(urlPath: string): TLoadRequest {
  return { method: 'GET', path: urlPath };
}
