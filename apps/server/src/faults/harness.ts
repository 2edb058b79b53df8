import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ROOT } from '../lib/paths';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const SERVER_BUNDLE = path.join(SERVER_ROOT, 'dist', 'server.js');

/** One running instance of the built server. */
export interface TAppProcess {
  name: string;
  base: string;
  child: ChildProcess;
  logFile: string;
}

export interface TAppOptions {
  name: string;
  port: number;
  databaseUrl: string;
  /** The instance's DATA_DIR (two instances on the S3 store each have their own). */
  dataDir: string;
  /** Where `<name>.log` goes; the DATA_DIR unless set. */
  logDir?: string;
  env?: Record<string, string>;
}

/** Every started server still running, so a failed run leaves none behind. */
const running = new Set<ChildProcess>();

export async function killAll() {
  await Promise.all([...running].map((child) => killHard({ child } as TAppProcess)));
}

/** A statement on a maintenance connection (create and drop database). */
export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const tailOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');

/** Starts dist/server.js as `npm start` runs it and waits until it answers. */
export async function startApp(options: TAppOptions): Promise<TAppProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.logDir ?? options.dataDir, `${options.name}.log`);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'production',
      AUTH_MODE: 'dev',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(options.dataDir, 'no-web-build'),
      PUBLIC_RATE_LIMIT: '100000',
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  const app = { name: options.name, base, child, logFile };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} exited while starting:\n${tailOf(logFile)}`);
    }
    try {
      if ((await fetch(`${base}/config`)).ok) return app;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`${options.name} did not answer within a minute:\n${tailOf(logFile)}`);
}

/** kill -9: no shutdown hook runs, open transactions and sockets just end. */
export function killHard(app: TAppProcess): Promise<void> {
  return new Promise((resolve) => {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return resolve();
    app.child.once('exit', () => resolve());
    app.child.kill('SIGKILL');
  });
}

export function stopApp(app: TAppProcess): Promise<void> {
  return new Promise((resolve) => {
    if (app.child.exitCode !== null || app.child.signalCode !== null) return resolve();
    app.child.once('exit', () => resolve());
    app.child.kill('SIGTERM');
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signs in a demo user; returns the session cookie. */
export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/auth/dev-login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!response.ok || !cookie) throw new Error(`dev-login answered ${response.status}`);
  return cookie;
}

export interface TAnswer {
  status: number;
  body: string;
  replayed: boolean;
}

/**
 * A JSON request as the web client sends it; 'lost' when the connection ended without a reply
 * (what a client sees when the server is killed while it waits).
 */
export async function send(
  base: string,
  cookie: string,
  request: { method?: string; path: string; body?: unknown; key?: string },
): Promise<TAnswer | 'lost'> {
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method ?? 'POST',
      headers: {
        cookie,
        origin: base,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.key ? { 'idempotency-key': request.key } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    return {
      status: response.status,
      body: await response.text(),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return 'lost';
  }
}

/** A request that must answer 200; its JSON reply. */
export async function call<T>(
  base: string,
  cookie: string,
  request: Parameters<typeof send>[2],
): Promise<T> {
  const answer = await send(base, cookie, request);
  if (answer === 'lost' || answer.status !== 200) {
    const what = answer === 'lost' ? 'no reply' : `${answer.status} ${answer.body.slice(0, 300)}`;
    throw new Error(`${request.method ?? 'POST'} ${request.path}: ${what}`);
  }
  return JSON.parse(answer.body) as T;
}

/** Waits until `check` holds, polling; fails with `what` after `seconds`. */
export async function waitUntil(what: string, seconds: number, check: () => Promise<boolean>) {
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`Timed out after ${seconds} s waiting until ${what}.`);
}
