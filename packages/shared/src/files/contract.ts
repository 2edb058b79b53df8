import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { ZIdInput } from '../core/ids';

export const ZStoredFile = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type TStoredFile = z.infer<typeof ZStoredFile>;

export const filesContract = {
  /** multipart/form-data: `file` (PDF, JPEG or PNG), optional `relatedEntity`, `relatedId`. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/files',
    access: ACCESS.office,
    summary: 'Upload a PDF, JPEG or PNG (checked by content; size limit FILE_MAX_MB)',
    reply: ZStoredFile,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/api/files/:id',
    access: ACCESS.signedIn,
    summary: 'Download a stored file',
    params: z.object({ id: ZIdInput }),
    reply: z.unknown(),
  }),
} as const;
