import { formatMoney } from '@n5/shared/core/money';
import { EMPLOYED_NOTE } from '@n5/shared/incentives/constants';
import type { TCertificate, TYearQuarter } from '@n5/shared/incentives/schemas';
import { renderPdf, type TPdf } from '../../../lib/pdf/pdf-document';
import { drawTable } from '../../../lib/pdf/pdf-table';
import { today, type TIncentivesDeps } from '../deps';
import { getCertificates } from './certificates';

const WIDTH = 516; // Letter (612 pt) less two 48 pt margins.
const QS = [1, 2, 3, 4] as const;

const dollars = (amount: string | null) =>
  amount === null ? '' : formatMoney(amount, { decimals: 0 });

function drawCertificate(doc: TPdf, c: TCertificate, q: TYearQuarter) {
  doc.font('Helvetica-Bold').fontSize(22).text('Incentive Payout Certificate', { align: 'center' });
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(12)
    .text(`Q${q.quarter} ${q.year}`, { align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(12).text('Presented to', { align: 'center' });
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(20).text(c.teammember, { align: 'center' });
  doc.moveDown(1.5).font('Helvetica').fontSize(10);
  drawTable(
    doc,
    [
      { header: 'Quarter', width: WIDTH / 3 },
      { header: 'Hours', width: WIDTH / 3, align: 'right' as const },
      { header: 'Incentive', width: WIDTH / 3, align: 'right' as const },
    ],
    QS.map((n) => ({ cells: [`Q${n}`, c[`Q${n}HRS`] ?? '', dollars(c[`Q${n}`])] })),
  );
  doc.moveDown(2).fontSize(9).text(EMPLOYED_NOTE, { align: 'center' });
}

/** The quarter's certificates as one PDF, one certificate a page (its page count = certificates). */
export async function getCertificatesPdf(deps: TIncentivesDeps, q: TYearQuarter) {
  const certificates = await getCertificates(deps, q);
  const bytes = await renderPdf(
    { title: `Incentive payout certificates Q${q.quarter} ${q.year}`, createdAt: today(deps) },
    (doc) => {
      certificates.forEach((c, i) => {
        if (i > 0) doc.addPage();
        drawCertificate(doc, c, q);
      });
      if (certificates.length === 0) doc.text('No team member is paid in this quarter.');
    },
  );
  return { bytes, fileName: `incentive-certificates-${q.year}-Q${q.quarter}.pdf` };
}
