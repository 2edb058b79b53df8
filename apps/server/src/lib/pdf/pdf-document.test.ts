import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../testing/pdf-text';
import { renderPdf } from './pdf-document';
import { drawTable } from './pdf-table';

const createdAt = new Date('2026-01-02T03:04:05Z');

describe('renderPdf', () => {
  it('renders text and tables that a PDF reader reads back, across pages', async () => {
    const bytes = await renderPdf({ title: 'Test', createdAt }, (doc) => {
      doc.font('Helvetica-Bold').fontSize(14).text('G703 Continuation Sheet');
      drawTable(
        doc,
        [
          { header: 'Description of Work', width: 200 },
          { header: 'Amount', width: 100, align: 'right' },
        ],
        Array.from({ length: 80 }, (_, index) => ({ cells: [`Row ${index + 1}`, '$1,234.56'] })),
      );
      doc.text('GRAND TOTALS');
    });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPageTexts(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('G703 Continuation Sheet');
    expect(pages[1]).toContain('Description of Work'); // header repeated on the next page
    expect(pages.join(' ')).toContain('Row 80 $1,234.56');
    expect(pages.at(-1)).toContain('GRAND TOTALS');
  });

  it('gives the same bytes for the same content', async () => {
    const draw = (doc: PDFKit.PDFDocument) => doc.text('Same');
    const first = await renderPdf({ title: 'A', createdAt }, draw);
    const second = await renderPdf({ title: 'A', createdAt }, draw);
    expect(first.equals(second)).toBe(true);
  });
});
