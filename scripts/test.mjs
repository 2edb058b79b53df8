// `npm test`: every check CI runs, in order, stopping at the first failure, then a table of how
// long each step took (also written to .tmp/test-times.json), so the CI budget is watched on
// every run rather than measured once. See docs/decisions.md "Test time that scales".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STEPS = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['api', 'npm run test:api'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

const only = process.argv.slice(2);
const steps = only.length ? STEPS.filter(([name]) => only.includes(name)) : STEPS;
const times = [];
let failed = null;

for (const [name, command] of steps) {
  const started = performance.now();
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  times.push({ step: name, seconds: Math.round((performance.now() - started) / 100) / 10 });
  if (status !== 0) {
    failed = name;
    break;
  }
}

const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`\n== test times (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`);
for (const { step, seconds } of times) console.log(`${step.padEnd(10)} ${seconds.toFixed(1)} s`);
console.log(`${'total'.padEnd(10)} ${total.toFixed(1)} s`);
fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
fs.writeFileSync(
  path.join(root, '.tmp', 'test-times.json'),
  JSON.stringify({ at: new Date().toISOString(), failed, times, total }, null, 2),
);
if (failed) {
  console.error(`\n== step "${failed}" failed`);
  process.exit(1);
}
