import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the built app as `npm start` would (node apps/server/dist/server.js) on its own fresh
 * embedded database, for tests that need a server configured differently from the shared one.
 */
export async function startAppProcess(options: { port: number; env: Record<string, string> }) {
  const dataDir = path.join(ROOT, '.tmp', `e2e-app-${options.port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('app did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
