import type { TPayappDeps } from './deps';
import { decidePayApp, type TDecision, type TRequester } from './use-cases/decide-pay-app';
import { getGrandTotals } from './use-cases/get-grand-totals';
import { getPayAppPdf, getPayAppPdfById, storeCertifiedPdf } from './use-cases/get-pay-app-pdf';
import { getSubtotals } from './use-cases/get-subtotals';

export type { TRequester };

/**
 * The client's pay app page (spec 3 §2.4): figures by GUID (frozen once certified), the PDF,
 * and the approve / reject decisions.
 */
export function createPayappService(deps: TPayappDeps) {
  return {
    grandTotals: (guid: string) => getGrandTotals(deps, { guid }),
    subtotals: (guid: string) => getSubtotals(deps, { guid }),
    pdf: (guid: string) => getPayAppPdf(deps, { guid }),
    pdfById: (payAppId: number) => getPayAppPdfById(deps, payAppId),
    decide: (input: TDecision, requester: TRequester) => decidePayApp(deps, input, requester),
    storeCertifiedPdf: (payAppId: number) => storeCertifiedPdf(deps, payAppId),
  };
}
export type TPayappService = ReturnType<typeof createPayappService>;
