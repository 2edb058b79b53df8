import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { fitOnPage, A4_POINTS } from '@n5/shared/receipts/rules';

/** A deterministic stream of numbers in [0, 1) for the noise. */
function seeded(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A receipt photographed on a phone, drawn for tests: the lines in a receipt font on a slightly
 * grey, unevenly lit paper with speckle noise and a small tilt, as a JPEG of about 1.2 MP.
 */
export function renderReceiptJpeg(
  lines: readonly string[],
  options: { width?: number; height?: number; seed?: number } = {},
): Buffer {
  const width = options.width ?? 900;
  const height = options.height ?? 1350;
  const random = seeded(options.seed ?? 7);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, '#f4f1ea');
  light.addColorStop(1, '#d9d5cc');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  ctx.save();
  ctx.translate(width / 2, height / 2);
  ctx.rotate(0.008);
  ctx.translate(-width / 2, -height / 2);
  ctx.fillStyle = '#1f1f1f';
  ctx.font = 'bold 34px monospace';
  lines.forEach((line, i) => ctx.fillText(line, 60, 110 + i * 52));
  ctx.restore();
  for (let i = 0; i < (width * height) / 60; i++) {
    const shade = Math.floor(random() * 120 + 100);
    ctx.fillStyle = `rgb(${shade},${shade},${shade})`;
    ctx.fillRect(random() * width, random() * height, 1.5, 1.5);
  }
  return canvas.toBuffer('image/jpeg', 80);
}

/** The receipt PDF the browser builds: one A4 page per image, scaled to fit and centred. */
export async function receiptPdf(jpegs: readonly Buffer[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (const jpeg of jpegs) {
    const image = await doc.embedJpg(jpeg);
    const page = doc.addPage([A4_POINTS.width, A4_POINTS.height]);
    page.drawImage(image, fitOnPage({ width: image.width, height: image.height }));
  }
  return Buffer.from(await doc.save());
}

export const SAMPLE_RECEIPT_LINES = [
  'LAWRENCE BUILDING SUPPLY',
  '1801 HASKELL AVE',
  'LAWRENCE KS 66044',
  '11/24/2026  08:14',
  '2X4 8FT STUD 12 @ 3.98   47.76',
  'DRYWALL SCREWS           9.97',
  'SUBTOTAL                57.73',
  'SALES TAX                4.76',
  'TOTAL                   62.49',
  'THANK YOU',
];
