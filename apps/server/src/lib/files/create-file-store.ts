import path from 'node:path';
import type { TConfig } from '../../config/env';
import type { FileStore } from './file-store';
import { createFsFileStore } from './fs-file-store';
import { createS3FileStore } from './s3-file-store';

/** The file store the settings name: the local folder (default) or the S3-compatible bucket. */
export function createFileStore(config: TConfig): FileStore & { close?(): void } {
  if (config.FILE_STORE === 'local') return createFsFileStore(path.join(config.dataDir, 'files'));
  return createS3FileStore({
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: config.S3_PREFIX,
  });
}
