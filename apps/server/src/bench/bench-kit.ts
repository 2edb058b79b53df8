// What the benchmark scripts share: a fresh database to seed, and the app signed in over HTTP.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openDatabase, type TDatabase } from '../db/client';

/** The origin the benchmarks' requests come from (the app's PUBLIC_URL in them). */
export const BENCH_ORIGIN = 'http://localhost:3000';

/** One statement on the server's maintenance connection (create and drop database). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TBenchDatabase {
  database: TDatabase;
  label: string;
  drop: () => Promise<void>;
}

/**
 * A fresh database for one run: a new PostgreSQL database on `url` (dropped afterwards), or
 * in-memory PGlite with `pglite`, or when no PostgreSQL answers and `fallBack` allows it.
 */
export async function openBenchDatabase(options: {
  url: string;
  pglite?: boolean;
  fallBack?: boolean;
}): Promise<TBenchDatabase> {
  if (!options.pglite) {
    const name = `n5_bench_${process.pid}`;
    try {
      await adminQuery(options.url, `create database ${name}`);
      const url = new URL(options.url);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.href });
      return {
        database,
        label: `PostgreSQL (${url.host}, database ${name})`,
        drop: () => adminQuery(options.url, `drop database if exists ${name} with (force)`),
      };
    } catch (error) {
      if (options.fallBack === false) throw error;
      console.warn(`No PostgreSQL at ${options.url} (${(error as Error).message}); using PGlite.`);
    }
  }
  const database = await openDatabase({});
  return { database, label: 'PGlite (in memory)', drop: async () => {} };
}

/** The app on a random local port, a demo user's session cookie and a kept-alive agent. */
export async function startSignedInApp(database: TDatabase, email: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: BENCH_ORIGIN,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    headers: { origin: BENCH_ORIGIN },
    payload: { email },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const address = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  const agent = new http.Agent({ keepAlive: true });
  return {
    app,
    cookie,
    address,
    agent,
    close: async () => {
      agent.destroy();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Times GETs against `startSignedInApp`'s app: ms per call, refusing anything but a 200. */
export function timedGet(app: { cookie: string; address: URL; agent: http.Agent }) {
  return (target: string) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      http
        .get(
          {
            host: app.address.hostname,
            port: app.address.port,
            path: target,
            agent: app.agent,
            headers: { cookie: app.cookie },
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(performance.now() - t0)
                : reject(new Error(`GET ${target} answered ${res.statusCode}`)),
            );
          },
        )
        .on('error', reject);
    });
}
