import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, FileMissingError, FileStoreError, type FileStore } from './file-store';

export type TS3StoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, a gateway); unset for AWS S3. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most gateways. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's standard chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Objects under this prefix ("n5/"), so one bucket may hold other things. */
  prefix?: string;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || statusOf(error) === 404);

/** What the store said, in words an administrator acts on; the SDK's error stays the cause. */
function refusal(action: string, bucket: string, error: unknown): FileStoreError {
  const name = error instanceof Error ? error.name : 'Error';
  const hint =
    name === 'NoSuchBucket'
      ? `the bucket "${bucket}" does not exist`
      : name === 'AccessDenied' || statusOf(error) === 403
        ? 'access denied: check the credentials and their permissions on the bucket'
        : name === 'InvalidAccessKeyId' || name === 'SignatureDoesNotMatch'
          ? 'the credentials are not valid'
          : `the storage service failed (${name})`;
  return new FileStoreError(`The file store refused to ${action}: ${hint}.`, { cause: error });
}

/** Some S3-compatible servers reject the newer default checksums; send them only when required. */
function clientConfig(options: TS3StoreOptions): S3ClientConfig {
  return {
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, an S3 gateway). Writes go
 * through lib-storage's Upload: a stream is sent in 8 MB parts (a multipart upload) as it
 * arrives, so no file is held whole; one part or less is a single PutObject.
 */
export function createS3FileStore(options: TS3StoreOptions) {
  const client = new S3Client(clientConfig(options));
  const { bucket } = options;
  const prefix = options.prefix ?? '';
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };

  const store: FileStore & { close(): void; signedUrl: NonNullable<FileStore['signedUrl']> } = {
    kind: 's3',
    async put(key, data, put) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: data, ContentType: put?.contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      try {
        await upload.done();
      } catch (error) {
        if (error instanceof S3ServiceException) throw refusal('store the file', bucket, error);
        throw error;
      }
    },
    async get(key): Promise<Readable> {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw refusal('read the file', bucket, error);
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw refusal('look up the file', bucket, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        throw refusal('delete the file', bucket, error);
      }
    },
    async *keys() {
      try {
        for await (const page of paginateListObjectsV2(
          { client },
          { Bucket: bucket, Prefix: prefix },
        )) {
          for (const object of page.Contents ?? []) {
            if (object.Key) yield object.Key.slice(prefix.length);
          }
        }
      } catch (error) {
        if (error instanceof S3ServiceException) throw refusal('list the files', bucket, error);
        throw error;
      }
    },
    async signedUrl(key, signed) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentType: signed.contentType,
        ResponseContentDisposition: signed.disposition,
      });
      return getSignedUrl(client, command, { expiresIn: signed.expiresInSeconds });
    },
    close: () => client.destroy(),
  };
  return store;
}
