/** The part of s3rver (a local S3-compatible server, test-only) the tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      configureBuckets?: Array<{ name: string; configs: unknown[] }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
