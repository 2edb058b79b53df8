import { compare, fromNumeric, parseDecimal, toNumeric } from '../core/decimal';
import { COMPANY_TIME_ZONE } from '../core/company-time';
import { parseInteger } from '../core/integer';

/* ---- Receipt flow rules (spec 3 §2.10, §4, §5, §9) ---- */

export const RECEIPT_TYPES = ['nonproject', 'project'] as const;
export type TReceiptType = (typeof RECEIPT_TYPES)[number];
export const isReceiptType = (value: string | undefined): value is TReceiptType =>
  value === 'nonproject' || value === 'project';

/** Where accounting stands with a receipt. */
export const RECEIPT_STATUSES = ['Received', 'Processed'] as const;
export type TReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_TEXTS = {
  nonProject: 'Non-Project Receipt',
  project: 'Project Receipt',
  view: 'View the receipt',
  viewHint: "This'll just take a moment",
  cardQuestion: 'Was this purchased with a Visa, gas card, or Home Depot card?',
  purpose: 'What was this receipt for?',
  notesPlaceholder: 'Please provide any additional information here...',
  submit: 'Submit to accounting',
  success: 'Success - The Accounting team has received your receipt.',
  analysisFailed: 'We encountered an error',
  imageFailed: 'Failed to convert File to Image',
  noConditions:
    'There are no conditions associated with this project. Please contact the Project Manager.',
  analyzerNote:
    'The analyzer isn’t perfect: check the vendor, date and total against the receipt and correct them.',
  projectListNote:
    'Only projects with status Approved or Work In Progress are listed. For a completed job, find it under',
} as const;

/** Only Approved and In Progress projects take receipts (spec 3 §2.10). */
export const RECEIPT_PROJECT_STAGES = ['Approved', 'In Progress'] as const;

/** JPEG only (spec 3 §5): by name, as the browser's picker sees it. */
export const isJpegFileName = (name: string) => /\.jpe?g$/i.test(name.trim());

/** Compression quality of the photographed page (spec 3 §9). */
export const IMAGE_QUALITY = 0.6;
/** A4 in PDF points (210 x 297 mm at 72 points per inch). */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;
/** Margin around the image on the page, in points. */
export const PAGE_MARGIN = 18;

/**
 * An image scaled to fit the A4 page inside the margin, never enlarged past its own size
 * beyond the page, and centred (spec 3 §4, §9).
 */
export function fitOnPage(image: { width: number; height: number }) {
  const boxWidth = A4_POINTS.width - 2 * PAGE_MARGIN;
  const boxHeight = A4_POINTS.height - 2 * PAGE_MARGIN;
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    x: (A4_POINTS.width - width) / 2,
    y: (A4_POINTS.height - height) / 2,
    width,
    height,
  };
}

/** The PO number shown before user and condition are both set (spec 3 §9). */
export const DEFAULT_PO_DISPLAY = '0000-0000-0000';
export const PO_NUMBER_PATTERN = /^(\d+)-(\d+)-(\d{1,5})$/;

/** A random whole number 1 to 10000 (the PO number's and NP number's tail). */
export const randomReceiptTail = (random: () => number = Math.random) =>
  Math.floor(random() * 10000) + 1;

/** userID-conditionID-number (spec 3 §9). */
export const poNumber = (userId: number, conditionId: number, tail: number) =>
  `${userId}-${conditionId}-${tail}`;

/** The trailing number as typed: digits only, 1 to 10000; null when not. */
export function parsePoTail(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const n = parseInteger(text.trim());
  return n !== null && n >= 1 && n <= 10000 ? n : null;
}

/** Whether a PO number is this user's and this condition's, with a tail 1 to 10000. */
export function isPoNumberFor(po: string, userId: number, conditionId: number) {
  const m = PO_NUMBER_PATTERN.exec(po);
  return (
    !!m &&
    parseInteger(m[1]) === userId &&
    parseInteger(m[2]) === conditionId &&
    parsePoTail(m[3]!) !== null
  );
}

/** The calendar day of a moment in America/Chicago, as YYYYMMDD (spec 3 §4). */
export function chicagoDay(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}${part('month')}${part('day')}`;
}

/** A personal receipt's number: 'NP' + Chicago date + user + random 1 to 10000 (spec 3 §4). */
export const nonProjectReceiptNumber = (now: Date, userId: number, tail: number) =>
  `NP${chicagoDay(now)}${userId}${tail}`;

/** The project id of a project option's text: its first 5 characters (spec 3 §9). */
export const projectIdOfOptionText = (text: string) => parseInteger(text.slice(0, 5).trim());

export const TOTAL_MESSAGE = 'Total must be an amount in dollars with at most 2 decimals.';
export const MAX_TOTAL = '999999999999.99';

/**
 * A receipt total as typed ('$1,234.50', '45.6'): its money text, or null when it is not an
 * amount a receipt can hold (more than 0, at most 2 decimals, within the column's range).
 */
export function parseReceiptTotal(text: string | null | undefined): string | null {
  const cleaned = (text ?? '')
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const d = parseDecimal(cleaned);
  if (d === null || d.units <= 0n || compare(d, fromNumeric(MAX_TOTAL)) > 0) return null;
  return toNumeric(d, 2);
}

/** USD text of a money value: '$1,234.50' (the non-project payload's total). */
export function formatUsd(money: string): string {
  const [whole, cents = '00'] = money.split('.');
  return `$${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/** The submit step shows once date, total and the card answer exist (spec 3 §2.10, §5). */
export function canSubmitReceipt(input: {
  transactionDate: string | null | undefined;
  total: string | null | undefined;
  purchasedWithCard: boolean | null | undefined;
}) {
  return (
    !!input.transactionDate &&
    parseReceiptTotal(input.total) !== null &&
    input.purchasedWithCard !== null &&
    input.purchasedWithCard !== undefined
  );
}
