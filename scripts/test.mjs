// `npm test`: every check CI runs, stage by stage, stopping at the first failing stage, then a table of how
// long each step took (also written to .tmp/test-times.json), so the CI budget is watched on
// every run rather than measured once. See docs/decisions.md "Test time that scales".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Stages run one after the other; the steps of a stage run side by side. Lint, typecheck and the
 * unit tests are each one process on one core and share no files they write, so on CI's two
 * cores they take about as long as the slowest of them instead of their sum.
 */
const STAGES = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['unit', 'npm run test:unit'],
  ],
  [['api', 'npm run test:api']],
  [['build', 'npm run build']],
  [['e2e', 'npm run test:e2e']],
  // Per-request overhead against a bare route (docs/performance.md): it needs PostgreSQL, so it
  // runs where TEST_DATABASE_URL names one (CI), in its short mode (under a minute).
  ...(process.env.TEST_DATABASE_URL ? [[['overhead', 'npm run bench:overhead -- --ci']]] : []),
  // kill -9 during writes and email delivery, and two instances on one database (docs/security.md
  // "Faults"): PostgreSQL only, like the overhead stage; under a minute.
  ...(process.env.TEST_DATABASE_URL ? [[['faults', 'npm run test:faults']]] : []),
];

/** Runs a step; alone it prints as it goes, beside others its output is printed when it ends. */
function run([name, command], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${output}`);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      resolve({ step: name, seconds, ok: status === 0 });
    });
  });
}

const only = process.argv.slice(2);
const runStarted = Date.now();
const times = [];
let failed = null;
let wall = 0;

for (const stage of STAGES) {
  const steps = only.length ? stage.filter(([name]) => only.includes(name)) : stage;
  if (steps.length === 0) continue;
  const started = performance.now();
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  wall += (performance.now() - started) / 1000;
  times.push(...results.map(({ step, seconds }) => ({ step, seconds })));
  failed = results.find((result) => !result.ok)?.step ?? null;
  if (failed) break;
}

const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`\n== test times (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`);
for (const { step, seconds } of times) console.log(`${step.padEnd(10)} ${seconds.toFixed(1)} s`);
console.log(`${'sum'.padEnd(10)} ${total.toFixed(1)} s`);
console.log(`${'wall'.padEnd(10)} ${wall.toFixed(1)} s (steps of a stage run side by side)`);
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
// The schema fuzz run's count (apps/server/src/security/schema-fuzz.test.ts writes it; 0 5xx is
// one of its conditions): requests sent and 5xx answers, per database it ran on.
for (const file of fs.readdirSync(path.join(root, '.tmp'))) {
  const full = path.join(root, '.tmp', file);
  if (!/^schema-fuzz-.+\.json$/.test(file) || fs.statSync(full).mtimeMs < runStarted) continue;
  const fuzz = JSON.parse(fs.readFileSync(full, 'utf8'));
  console.log(
    `schema fuzz (${fuzz.database}): ${fuzz.requests} requests (${fuzz.boundaries} at column bounds), ${fuzz.serverErrors} answered 5xx`,
  );
}
fs.writeFileSync(
  path.join(root, '.tmp', 'test-times.json'),
  JSON.stringify({ at: new Date().toISOString(), failed, times, total, wall }, null, 2),
);
if (failed) {
  console.error(`\n== step "${failed}" failed`);
  process.exit(1);
}
