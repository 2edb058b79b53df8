// `npm start`: builds the web app and the server only when their sources changed since the last
// build, then runs the server in this process. A start on an unchanged tree builds nothing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const shared = [at('packages/shared/src'), at('package-lock.json')];
const targets = [
  {
    name: 'web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...shared,
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
    ],
  },
  {
    name: 'server',
    output: at('apps/server/dist/server.js'),
    sources: [...shared, at('apps/server/src'), at('apps/server/build.mjs')],
  },
];

for (const target of targets) {
  const built = newestMtime(target.output);
  const changed = Math.max(...target.sources.map(newestMtime));
  if (built === 0 || changed > built) {
    console.log(`Building ${target.name} (sources changed since the last build)...`);
    execSync(`npm run build -w apps/${target.name}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(at('apps/server/dist/server.js')).href);
