// The end-to-end server: removes the previous run's data, then starts the app exactly as
// `npm start` does (scripts/start.mjs: rebuild only what changed, then run the built server), so
// a test run never drives a stale build. Its settings come from playwright.config.ts.
// The app runs on a fresh PostgreSQL database named by E2E_DATABASE_URL (playwright.config.ts
// gives it, CI's or one per port): stories write the books' rows into it directly, and the
// database works on the second core, beside the app.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataRoot = process.env.E2E_DATA_ROOT;
if (!dataRoot || !path.resolve(dataRoot).startsWith(path.join(root, '.tmp'))) {
  throw new Error('E2E_DATA_ROOT must be a folder under .tmp/ (it is deleted).');
}
fs.rmSync(dataRoot, { recursive: true, force: true });
fs.mkdirSync(dataRoot, { recursive: true });

const databaseUrl = process.env.E2E_DATABASE_URL;
if (!databaseUrl) throw new Error('E2E_DATABASE_URL names the PostgreSQL database to run on.');
const url = new URL(databaseUrl);
const name = url.pathname.slice(1);
if (!/^n5_[a-z0-9_]+$/.test(name)) throw new Error('E2E_DATABASE_URL must name an n5_* database.');
url.pathname = '/postgres';
for (const sql of [`drop database if exists ${name} with (force)`, `create database ${name}`]) {
  execFileSync('psql', [url.href, '-v', 'ON_ERROR_STOP=1', '-qc', sql], {
    env: { ...process.env, PGOPTIONS: '-c client_min_messages=warning' },
  });
}
process.env.DATABASE_URL = databaseUrl;

await import(pathToFileURL(path.join(root, 'scripts', 'start.mjs')).href);
