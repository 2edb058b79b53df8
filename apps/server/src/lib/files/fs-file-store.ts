import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { assertStorageKey, FileMissingError, FileStoreError, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/** Every file under `dir`, as store keys ("2026/11/<uuid>.pdf"); temporary files left out. */
async function* walk(root: string, dir: string): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile() && !entry.name.endsWith('.tmp'))
      yield path.relative(root, full).split(path.sep).join('/');
  }
}

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
    kind: 'local',
    async put(key, data) {
      const full = pathOf(key);
      // Write then rename, so a reader never sees half a file.
      const temporary = `${full}.${randomUUID()}.tmp`;
      try {
        await fsp.mkdir(path.dirname(full), { recursive: true });
        if (Buffer.isBuffer(data)) await fsp.writeFile(temporary, data);
        else await pipeline(data as Readable, fs.createWriteStream(temporary));
        await fsp.rename(temporary, full);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        const code = (error as { code?: string }).code;
        if (code === 'EACCES' || code === 'EROFS' || code === 'ENOSPC' || code === 'EPERM') {
          throw new FileStoreError(`The file store refused the write (${code}).`, {
            cause: error,
          });
        }
        throw error;
      }
    },
    async get(key): Promise<Readable> {
      const full = pathOf(key);
      try {
        await fsp.access(full);
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
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
    keys: () => walk(resolved, resolved),
  };
}
