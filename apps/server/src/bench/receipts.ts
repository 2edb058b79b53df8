// npm run bench:receipts [-- --runs 5]
// Issue 35's budget: analysis of a typical phone receipt (1–2 MP JPEG) under 5 s on this machine.
// Renders receipt photos of 1.2 MP and 2.0 MP (noise, tilt), then times the tesseract analyzer
// (one worker thread, the server's default). "cold" starts the worker and loads the English data
// inside the first call (OCR_PRESTART=false); the server's default starts them when it starts
// listening, so a user's first receipt is a warm one: that is the budget's figure. Not a test.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { parseInteger } from '@n5/shared/core/integer';
import { createTesseractAnalyzer } from '../lib/ocr/tesseract-analyzer';
import { renderReceiptJpeg, SAMPLE_RECEIPT_LINES } from '../testing/receipt-image';
import { percentile } from './load';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = parseInteger(values.runs) ?? 5;

const photos = [
  { label: '1.2 MP (900x1350)', jpeg: renderReceiptJpeg(SAMPLE_RECEIPT_LINES) },
  {
    label: '2.0 MP (1155x1732)',
    jpeg: renderReceiptJpeg(SAMPLE_RECEIPT_LINES, { width: 1155, height: 1732, seed: 3 }),
  },
];

const analyzer = createTesseractAnalyzer({ workers: 1 });
const time = async (jpeg: Buffer) => {
  const start = performance.now();
  const reading = await analyzer.analyze([jpeg]);
  return { ms: performance.now() - start, reading };
};

console.warn(
  `receipt OCR on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${runs} runs`,
);
const cold = await time(photos[0]!.jpeg);
console.warn(`cold (worker start + data + 1.2 MP): ${cold.ms.toFixed(0)} ms`, cold.reading);
await analyzer.close();
const warmUpStart = performance.now();
await analyzer.warmUp();
console.warn(
  `prestart (server listening → ready): ${(performance.now() - warmUpStart).toFixed(0)} ms`,
);
const first = await time(photos[1]!.jpeg);
console.warn(`first receipt after prestart (2.0 MP): ${first.ms.toFixed(0)} ms`);
for (const photo of photos) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await time(photo.jpeg)).ms);
  times.sort((a, b) => a - b);
  console.warn(
    `${photo.label} (${(photo.jpeg.length / 1024).toFixed(0)} KB): p50 ${percentile(times, 50).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
  );
}
await analyzer.close();
