import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from wherever this code runs (src/ under tsx, dist/ when bundled). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@n5/server')
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('apps/server/package.json not found above ' + import.meta.url);
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
