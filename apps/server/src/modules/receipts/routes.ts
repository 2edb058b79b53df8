import type { FastifyInstance } from 'fastify';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import { contentDisposition } from '../../lib/files/content-type';
import { registerRoute } from '../../lib/route';
import { readUpload } from '../files/index';
import type { TReceiptsService } from './service';

export function registerReceiptsRoutes(
  app: FastifyInstance,
  receipts: TReceiptsService,
  maxMegabytes: number,
) {
  registerRoute(app, c.projectOptions, () => receipts.listProjectOptions());
  registerRoute(app, c.conditionOptions, ({ query }) => receipts.listConditionOptions(query));
  registerRoute(app, c.upload, async ({ request }) => {
    const upload = await readUpload(request, maxMegabytes);
    return receipts.uploadReceiptPdf(
      { data: upload.data, fileName: upload.fileName, requestId: request.id },
      request.user!,
    );
  });
  registerRoute(app, c.analyze, ({ body, request }) =>
    receipts.analyzeReceipt(body, request.user!),
  );
  registerRoute(app, c.saveProject, ({ body, request }) =>
    receipts.saveProjectReceipt(body, request.user!),
  );
  registerRoute(app, c.saveNonProject, ({ body, request }) =>
    receipts.saveNonProjectReceipt(body, request.user!),
  );
  registerRoute(app, c.list, ({ query }) => receipts.listReceipts(query));
  registerRoute(app, c.pdf, async ({ params, request, reply }) => {
    const pdf = await receipts.openReceiptPdf(params, request.user!);
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(pdf.fileName, 'inline'))
      .header('x-content-type-options', 'nosniff');
    return reply.send(pdf.stream);
  });
  registerRoute(app, c.markProcessed, ({ params, request }) =>
    receipts.markReceiptProcessed(params, request.user!),
  );
}
