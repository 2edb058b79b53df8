import type { TGrandTotals, TSubtotal } from '@n5/shared/payapp/schemas';
import { renderPdf } from '../../../lib/pdf/pdf-document';
import { drawG702 } from './g702-pdf';
import { drawG703 } from './g703-pdf';

/**
 * The G702 page, then the G703 continuation sheet(s), Letter landscape (the wide sheet needs it,
 * and one orientation keeps the repeated table header on every page right).
 */
export function renderPayAppPdf(header: TGrandTotals, groups: readonly TSubtotal[]) {
  return renderPdf(
    {
      title: `Payment Application #${header.paymentApplicationType} - ${header.projectName}`,
      size: 'LETTER',
      layout: 'landscape',
      margin: 36,
      createdAt: new Date(header.certifiedAt ?? `${header.periodTo}T00:00:00Z`),
    },
    (doc) => {
      drawG702(doc, header);
      doc.addPage();
      drawG703(doc, header, groups);
    },
  );
}
