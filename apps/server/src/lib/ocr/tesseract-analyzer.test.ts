import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { renderReceiptJpeg, SAMPLE_RECEIPT_LINES } from '../../testing/receipt-image';
import { createTesseractAnalyzer, tesseractPaths } from './tesseract-analyzer';

const analyzer = createTesseractAnalyzer({ workers: 1 });
afterAll(() => analyzer.close());

describe('tesseract receipt analyzer (real OCR, local data only)', () => {
  it('takes every part from local files, never a URL', () => {
    const paths = tesseractPaths();
    for (const p of Object.values(paths)) {
      expect(p).not.toMatch(/^https?:/);
      expect(fs.existsSync(p)).toBe(true);
    }
    expect(fs.existsSync(`${paths.langPath}/eng.traineddata.gz`)).toBe(true);
  });

  it('reads vendor, date and total off a rendered, noisy receipt photo', async () => {
    // No network here: fetch fails loudly if the worker ever tried to download anything.
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('network used'));
    try {
      const reading = await analyzer.analyze([renderReceiptJpeg(SAMPLE_RECEIPT_LINES)]);
      expect(reading.vendor).toBe('LAWRENCE BUILDING SUPPLY');
      expect(reading.transactionDate).toBe('2026-11-24');
      expect(reading.total).toBe('62.49');
    } finally {
      globalThis.fetch = realFetch;
    }
  }, 60_000);

  it('reads a second layout with a month-name date and an amount-due line', async () => {
    const reading = await analyzer.analyze([
      renderReceiptJpeg(
        [
          'QUIKTRIP 0421',
          'Nov 3, 2026 17:02',
          'REGULAR 14.203 GAL',
          'FUEL          41.18',
          'AMOUNT DUE    41.18',
        ],
        { seed: 11 },
      ),
    ]);
    expect(reading.transactionDate).toBe('2026-11-03');
    expect(reading.total).toBe('41.18');
  }, 60_000);
});
