import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createFsFileStore } from '../../lib/files/fs-file-store';
import { registerFilesRoutes } from './routes';
import { createFilesService, type TFilesService } from './service';
import { createUploadQuota, type TUploadQuota } from './upload-quota';

export type { TFilesService } from './service';
/** Reads the one `file` part of a multipart upload (for modules with their own upload routes). */
export { readUpload } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads checked by content, stored in the FileStore. */
    files: TFilesService & { quota: TUploadQuota };
  }
}

/** Uploads and downloads, kept in the file store under DATA_DIR. */
export const filesModule = fp(
  async (app: FastifyInstance, deps: { db: TDb; config: TConfig }) => {
    const store = createFsFileStore(path.join(deps.config.dataDir, 'files'));
    const quota = createUploadQuota({
      db: deps.db,
      perMinute: deps.config.UPLOADS_PER_USER_PER_MINUTE,
      megabytesPerDay: deps.config.UPLOAD_MB_PER_USER_PER_DAY,
    });
    const files = { ...createFilesService({ db: deps.db, store }), quota };
    app.decorate('files', files);
    registerFilesRoutes(app, files, deps.config.FILE_MAX_MB);
  },
  { name: 'files' },
);
