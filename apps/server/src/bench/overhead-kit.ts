// Helpers of bench:overhead (overhead.ts): the admin connection, waiting for and stopping the
// servers, the noise margins of docs/performance.md, and the statements' own time.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { parseInteger } from '@n5/shared/core/integer';
import type { TDb } from '../db/client';
import * as schema from '../db/schema/index';

/** The CI noise margins docs/performance.md names. */
export function noiseMargins(performanceDoc: string) {
  const text = fs.readFileSync(performanceDoc, 'utf8');
  // Hundredths ("0.10"), read as whole numbers: no float parsing of text here.
  const match = /CI noise margins: throughput ratio 0\.(\d\d), list ratio 0\.(\d\d)/.exec(text);
  if (!match) throw new Error(`${performanceDoc} names no "CI noise margins: ..." line.`);
  return {
    throughputRatio: parseInteger(match[1]!)! / 100,
    listRatio: parseInteger(match[2]!)! / 100,
  };
}

/** One statement on its own connection (create or drop the benchmark's database). */
export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Waits until the server answers (three minutes at most: a busy machine), or fails when it exits. */
export async function waitFor(url: string, child: ChildProcess, name: string) {
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}.`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${name} did not answer within three minutes.`);
}

/** Stops a server and waits for it to exit. */
export const stop = (child: ChildProcess | undefined) =>
  child && child.exitCode === null
    ? new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      })
    : Promise.resolve();

/** The statements (text and parameters) a query function sends, captured by drizzle's logger. */
export async function capturedStatements(on: pg.Pool, query: (db: TDb) => Promise<unknown>) {
  const statements: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(on, {
    schema,
    logger: { logQuery: (text, params) => void statements.push({ text, params }) },
  }) as unknown as TDb;
  await query(db);
  return statements;
}

/**
 * The statements' time, as PostgreSQL's statement log counts it: sent, run, and their rows
 * received (a list's rows are megabytes of JSON text), measured at the client on the pool; and,
 * for reference, the database's planning + execution alone (EXPLAIN ANALYZE, TIMING OFF).
 */
export async function databaseTime(
  on: pg.Pool,
  statements: Array<{ text: string; params: unknown[] }>,
  parallel: boolean,
) {
  const run = async (each: (statement: { text: string; params: unknown[] }) => Promise<number>) => {
    if (parallel) return Math.max(...(await Promise.all(statements.map(each))));
    let total = 0;
    for (const statement of statements) total += await each(statement);
    return total;
  };
  const roundTrip = await run(async ({ text, params }) => {
    const started = performance.now();
    await on.query(text, params);
    return performance.now() - started;
  });
  const explain = await run(async ({ text, params }) => {
    const result = await on.query<{ 'QUERY PLAN': Array<Record<string, number>> }>(
      `explain (analyze, timing off, format json) ${text}`,
      params,
    );
    const plan = result.rows[0]!['QUERY PLAN'][0]!;
    return plan['Planning Time']! + plan['Execution Time']!;
  });
  return { roundTrip, explain };
}
