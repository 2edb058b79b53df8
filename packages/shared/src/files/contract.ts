import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';

/**
 * A stored file as the API shows it: addressed by a random key (never the sequential row id, so
 * one file's address says nothing about another's).
 */
export const ZStoredFile = z.object({
  fileKey: z.string().uuid(),
  /** Where it is downloaded: GET /api/files/:key, for users who may read its record. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

export const filesContract = {
  /**
   * multipart/form-data: `file` (PDF, JPEG or PNG), and optionally the record it belongs to:
   * `relatedEntity` (project, contact or company) with `relatedId` (its id).
   */
  upload: defineRoute({
    method: 'POST',
    path: '/api/files',
    idempotency: 'key',
    access: ACCESS.office,
    summary: 'Upload a PDF, JPEG or PNG (checked by content; size limit FILE_MAX_MB)',
    reply: ZStoredFile,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/files/:key',
    access: ACCESS.signedIn,
    summary: 'Download a stored file (readers of the record it belongs to)',
    params: z.object({ key: z.string().uuid('A file address is a UUID.') }),
    reply: z.unknown(),
  }),
} as const;
