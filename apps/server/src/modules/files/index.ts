import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { createFileStore } from '../../lib/files/create-file-store';
import { registerFilesRoutes } from './routes';
import { createFilesService, type TFilesService } from './service';
import { createUploadQuota, type TUploadQuota } from './upload-quota';

export type { TFilesService } from './service';
export type { TUploadData } from './deps';
/** Reads the one `file` part of a multipart upload (for modules with their own upload routes). */
export { readUpload } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads checked by content, stored in the FileStore. */
    files: TFilesService & { quota: TUploadQuota };
  }
}

/** Uploads and downloads, kept in the file store FILE_STORE names (DATA_DIR/files or S3). */
export const filesModule = fp(
  async (app: FastifyInstance, deps: { db: TDb; config: TConfig }) => {
    const { config } = deps;
    const store = createFileStore(config);
    if (store.close) app.addHook('onClose', () => store.close?.());
    const signedDownloads =
      config.FILE_STORE === 's3' && config.S3_DOWNLOADS === 'redirect'
        ? { expiresInSeconds: config.S3_SIGNED_URL_SECONDS }
        : null;
    const quota = createUploadQuota({
      db: deps.db,
      perMinute: config.UPLOADS_PER_USER_PER_MINUTE,
      megabytesPerDay: config.UPLOAD_MB_PER_USER_PER_DAY,
    });
    const files = { ...createFilesService({ db: deps.db, store, signedDownloads }), quota };
    app.decorate('files', files);
    registerFilesRoutes(app, files, config.FILE_MAX_MB);
  },
  { name: 'files' },
);
