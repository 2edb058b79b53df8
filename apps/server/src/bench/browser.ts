// npm run bench [-- --projects 5000 --runs 60 --url postgres://postgres@127.0.0.1:5432 | --pglite]
// Seeds a scale database (a fresh PostgreSQL database created and dropped here, or PGlite when no
// server answers or --pglite is given), then times GET /api/project/browser over HTTP on this
// machine (routing, session, SQL, compression, socket), uncompressed and as Chromium asks for it,
// and prints p50/p95. Not a test.
import http from 'node:http';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { parseInteger } from '@n5/shared/core/integer';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { openBenchDatabase, startSignedInApp } from './bench-kit';
import { percentile } from './load';

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

const { database, label, drop } = await openBenchDatabase({
  url: values.url!,
  pglite: values.pglite,
});
try {
  const started = performance.now();
  await migrateDatabase(database);
  const summary = await seedDatabase(database.db, { projects });
  console.warn(
    `${label}: seeded ${summary.projects} projects, ${summary.notes} notes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.db.execute(sql`analyze`);

  const { cookie, address, agent, close } = await startSignedInApp(database, 'pm@n5.local');

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
  await close();
} finally {
  await database.close();
  await drop();
}
