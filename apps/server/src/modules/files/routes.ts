import type { FastifyInstance, FastifyRequest } from 'fastify';
import { filesContract } from '@n5/shared/files/contract';
import { AppError, badRequest } from '../../lib/errors';
import { contentDisposition } from '../../lib/files/content-type';
import { registerRoute } from '../../lib/route';
import type { TFilesService } from './service';

/** Reads the one `file` part of a multipart request, with the size limit as a clear 400. */
export async function readUpload(request: FastifyRequest, maxMegabytes: number) {
  if (!request.isMultipart())
    throw badRequest('Send the file as multipart/form-data in a field named "file".');
  // Every upload route reads its file here, so the user's rate and quota hold for all of them.
  const userId = request.user?.UserID;
  if (userId !== undefined) request.server.files.quota.admit(userId);
  let data: Buffer;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
    if (!part || part.fieldname !== 'file')
      throw badRequest('The upload needs a field named "file".');
    data = await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest(`The file is larger than ${maxMegabytes} MB.`);
    }
    // A missing boundary or a body cut short: the parser's error was a 500.
    throw badRequest('The upload is not valid multipart/form-data.');
  }
  if (userId !== undefined) await request.server.files.quota.admitBytes(userId, data.length);
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
  return { data, fileName: part.filename, field };
}

export function registerFilesRoutes(
  app: FastifyInstance,
  files: TFilesService,
  maxMegabytes: number,
) {
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
    reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        contentDisposition(
          file.fileName,
          file.contentType === 'application/pdf' ? 'inline' : 'attachment',
        ),
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(file.sizeBytes));
    return reply.send(file.stream);
  });
}
