import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerReceiptsRoutes } from './routes';
import type { TReceiptsDeps } from './deps';
import { createReceiptsService, type TReceiptsService } from './service';

export type { TReceiptsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    receipts: TReceiptsService;
  }
}

/**
 * Receipt import (spec 3 §2.10): the field area's project and non-project receipts, read by the
 * OCR analyzer, stored with their PDF in the file store, and accounting's list of them.
 */
export const receiptsModule = fp(
  async (app: FastifyInstance, deps: TReceiptsDeps & { maxUploadMegabytes: number }) => {
    const { maxUploadMegabytes, ...serviceDeps } = deps;
    const receipts = createReceiptsService(serviceDeps);
    app.decorate('receipts', receipts);
    registerReceiptsRoutes(app, receipts, maxUploadMegabytes);
  },
  { name: 'receipts' },
);
