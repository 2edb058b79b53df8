// The end-to-end server: removes the previous run's data, then starts the app exactly as
// `npm start` does (scripts/start.mjs: rebuild only what changed, then run the built server), so
// a test run never drives a stale build. Its settings come from playwright.config.ts.
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

await import(pathToFileURL(path.join(root, 'scripts', 'start.mjs')).href);
