import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filesContract } from '@n5/shared/files/contract';
import { AppError, badRequest } from '../../lib/errors';
import { FileStoreError } from '../../lib/files/file-store';
import { registerRoute } from '../../lib/route';
import type { TStagedFile } from './deps';
import type { TFilesService } from './service';
import { dispositionOf } from './use-cases/open-file';

/** Staged uploads of a request that no use case has kept or deleted yet (see settleUploads). */
const stagedOf = new WeakMap<FastifyRequest, TStagedFile[]>();

/** The one `file` part, streamed into the store; the size limit and broken bodies as clear 400s. */
async function stagePart(request: FastifyRequest, maxMegabytes: number) {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('The upload needs a field named "file".');
    const staged = await request.server.files.stageUpload(part.file);
    stagedOf.set(request, [...(stagedOf.get(request) ?? []), staged]);
    if (part.file.truncated) throw badRequest(`The file is larger than ${maxMegabytes} MB.`);
    return { part, staged };
  } catch (error) {
    if (error instanceof AppError || error instanceof FileStoreError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(`The file is larger than ${maxMegabytes} MB.`);
    }
    // A missing boundary or a body cut short: the parser's error was a 500.
    throw badRequest('The upload is not valid multipart/form-data.');
  }
}

/**
 * Reads the one `file` part of a multipart request: streamed into the file store as it arrives
 * (the rate, the daily quota and the size limit hold for every upload route, which all read
 * their file here). Fields must come before the file part to be read.
 */
export async function readUpload(request: FastifyRequest, maxMegabytes: number) {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data in a field named "file".');
  const userId = request.user?.UserID;
  if (userId !== undefined) request.server.files.quota.admit(userId);
  const { part, staged } = await stagePart(request, maxMegabytes);
  if (userId !== undefined) await request.server.files.quota.admitBytes(userId, staged.sizeBytes);
  const fields = part.fields;
  const field = (name: string) => {
    const value = fields[name];
    if (!value || Array.isArray(value) || value.type !== 'field') return undefined;
    const text = String(value.value);
    // The text guard sees JSON bodies only; PostgreSQL text cannot hold a NUL (a 500 before).
    if (text.includes('\u0000')) {
      throw badRequest(
        `The field "${name}" contains a NUL character (\\u0000), which text may not hold.`,
      );
    }
    return text;
  };
  return { data: staged, fileName: part.filename, field };
}

/** Before the reply: an upload a refused request staged, and no use case kept, is deleted. */
async function settleUploads(request: FastifyRequest) {
  const staged = stagedOf.get(request);
  if (!staged) return;
  stagedOf.delete(request);
  for (const file of staged) await request.server.files.discardStaged(file);
}

export function registerFilesRoutes(
  app: FastifyInstance,
  files: TFilesService,
  maxMegabytes: number,
) {
  // Before the reply leaves, so a client that reads the bucket next finds nothing left over.
  app.addHook('onSend', async (request, _reply, payload) => {
    await settleUploads(request);
    return payload;
  });
  app.addHook('onRequestAbort', settleUploads);
  registerRoute(app, filesContract.upload, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return files.storeUpload({
      data: upload.data,
      fileName: upload.fileName,
      relatedEntity: upload.field('relatedEntity')?.slice(0, 60),
      relatedId: upload.field('relatedId')?.slice(0, 100),
      userId: request.user!.UserID,
    });
  });

  registerRoute(app, filesContract.download, async ({ params, reply, request }) => {
    const file = await files.openFile(request.user!, params.key);
    // S3_DOWNLOADS=redirect: the bucket serves the bytes, for a minute, to this user only.
    if (file.redirect)
      return reply.header('cache-control', 'no-store').redirect(file.redirect, 302);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', dispositionOf(file))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.sizeBytes));
    return reply.send(file.stream);
  });
}
