import type { TUser } from '@n5/shared/session/schemas';
import type { TReceiptsDeps } from './deps';
import { analyzeReceipt } from './use-cases/analyze-receipt';
import { attachDemoPdfs } from './use-cases/attach-demo-pdfs';
import { listConditionOptions } from './use-cases/list-condition-options';
import { listProjectOptions } from './use-cases/list-project-options';
import { listReceipts } from './use-cases/list-receipts';
import { markReceiptProcessed } from './use-cases/mark-receipt-processed';
import { openReceiptPdf } from './use-cases/open-receipt-pdf';
import { saveNonProjectReceipt } from './use-cases/save-non-project-receipt';
import { saveProjectReceipt } from './use-cases/save-project-receipt';
import { uploadReceiptPdf } from './use-cases/upload-receipt-pdf';

type TArg<F> = F extends (deps: TReceiptsDeps, input: infer I, ...rest: never[]) => unknown
  ? I
  : never;

export function createReceiptsService(deps: TReceiptsDeps) {
  return {
    listProjectOptions: () => listProjectOptions(deps),
    listConditionOptions: (input: TArg<typeof listConditionOptions>) =>
      listConditionOptions(deps, input),
    uploadReceiptPdf: (input: TArg<typeof uploadReceiptPdf>, user: TUser) =>
      uploadReceiptPdf(deps, input, user),
    analyzeReceipt: (input: TArg<typeof analyzeReceipt>, user: TUser) =>
      analyzeReceipt(deps, input, user),
    saveProjectReceipt: (input: TArg<typeof saveProjectReceipt>, user: TUser) =>
      saveProjectReceipt(deps, input, user),
    saveNonProjectReceipt: (input: TArg<typeof saveNonProjectReceipt>, user: TUser) =>
      saveNonProjectReceipt(deps, input, user),
    listReceipts: (input: TArg<typeof listReceipts>) => listReceipts(deps, input),
    openReceiptPdf: (input: TArg<typeof openReceiptPdf>, user: TUser) =>
      openReceiptPdf(deps, input, user),
    markReceiptProcessed: (input: TArg<typeof markReceiptProcessed>, user: TUser) =>
      markReceiptProcessed(deps, input, user),
    /** After a fresh seed: a PDF for each seeded receipt (server start). */
    attachDemoPdfs: () => attachDemoPdfs(deps),
  };
}
export type TReceiptsService = ReturnType<typeof createReceiptsService>;
