import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertStorageKey, type FileStore } from './file-store';

/** Files under DATA_DIR/files; every key is checked and resolved inside that root. */
export function createFsFileStore(root: string): FileStore {
  const resolved = path.resolve(root);

  function pathOf(key: string) {
    assertStorageKey(key);
    const full = path.resolve(resolved, key);
    if (!full.startsWith(resolved + path.sep))
      throw new Error(`Storage key escapes the store: ${key}`);
    return full;
  }

  return {
    async put(key, data) {
      const full = pathOf(key);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${full}.${process.pid}.tmp`;
      await fsp.writeFile(temporary, data);
      await fsp.rename(temporary, full);
    },
    async get(key): Promise<Readable> {
      const full = pathOf(key);
      await fsp.access(full);
      return fs.createReadStream(full);
    },
    async exists(key) {
      try {
        await fsp.access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
  };
}
