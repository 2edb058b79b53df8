import { compare, fromNumeric, toNumeric } from '../core/decimal';
import { isCalendarDate } from '../core/field-rules';
import { parseInteger } from '../core/integer';

/** What the analyzer reads off a receipt; null where it found nothing it trusts. */
export interface TReceiptReading {
  vendor: string | null;
  /** YYYY-MM-DD */
  transactionDate: string | null;
  /** Money text with two places: '45.67' */
  total: string | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 1990 || fullYear > 2099) return null;
  const iso = `${fullYear}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) ? iso : null;
}

const num = (text: string | undefined) => parseInteger(text ?? '') ?? -1;
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Date shapes seen on receipts, most specific first; each returns the day or null. */
const DATE_SHAPES: Array<[RegExp, (m: RegExpExecArray) => string | null]> = [
  [/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, (m) => isoOf(num(m[1]), num(m[2]), num(m[3]))],
  [
    /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})\b/,
    // US order first (month/day); a first part over 12 can only be a day.
    (m) =>
      num(m[1]) > 12
        ? isoOf(num(m[3]), num(m[2]), num(m[1]))
        : isoOf(num(m[3]), num(m[1]), num(m[2])),
  ],
  [
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i,
    (m) => isoOf(num(m[3]), monthOf(m[1]!), num(m[2])),
  ],
  [
    /\b(\d{1,2})(?:st|nd|rd|th)?[\s-]+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[\s,-]+(\d{4}|\d{2})\b/i,
    (m) => isoOf(num(m[3]), monthOf(m[2]!), num(m[1])),
  ],
];

/** The first date on the receipt that is a real calendar day. */
export function findReceiptDate(text: string): string | null {
  for (const line of text.split('\n')) {
    for (const [pattern, toIso] of DATE_SHAPES) {
      const m = pattern.exec(line);
      const iso = m ? toIso(m) : null;
      if (iso) return iso;
    }
  }
  return null;
}

/** Amounts on a line: '1,234.56', '$ 45.67', '45,67' (OCR reads some points as commas). */
const AMOUNT = /\$?\s?(\d{1,3}(?:,\d{3})+\.\d{2}|\d+[.,]\d{2})(?!\d)/g;

function amountsOf(line: string): string[] {
  return [...line.matchAll(AMOUNT)].map((m) => {
    const raw = m[1]!;
    const normal = /,\d{2}$/.test(raw) && !raw.includes('.') ? raw.replace(',', '.') : raw;
    return toNumeric(fromNumeric(normal.replace(/,/g, '')), 2);
  });
}

const TOTAL_LABEL =
  /\b(grand\s*total|total\s*due|amount\s*due|balance\s*due|total\s*amount|total\s*sale|total)\b/i;
const NOT_TOTAL =
  /sub\s*-?\s*total|total\s*(tax|savings|saved|discount|items?|qty|quantity|points)|tax\s*total|you\s*saved|#\s*items|change|tender|cash\b/i;
const STRONG_TOTAL = /grand\s*total|total\s*due|amount\s*due|balance\s*due/i;

const larger = (a: string, b: string) => (compare(fromNumeric(a), fromNumeric(b)) >= 0 ? a : b);

/**
 * The receipt's total: the amount on a 'grand total' / 'amount due' line if there is one, else on
 * the last 'total' line that is not a subtotal, tax or savings line; failing those, the largest
 * amount on the receipt.
 */
export function findReceiptTotal(text: string): string | null {
  const lines = text.split('\n');
  let strong: string | null = null;
  let plain: string | null = null;
  let largest: string | null = null;
  lines.forEach((line, i) => {
    const amounts = amountsOf(line);
    for (const a of amounts) largest = largest === null ? a : larger(largest, a);
    if (!TOTAL_LABEL.test(line) || NOT_TOTAL.test(line)) return;
    // The amount may sit on the next line when the label stands alone.
    const amount = amounts.at(-1) ?? amountsOf(lines[i + 1] ?? '').at(-1) ?? null;
    if (amount === null) return;
    if (STRONG_TOTAL.test(line)) strong ??= amount;
    plain = amount;
  });
  return strong ?? plain ?? largest;
}

const NOT_VENDOR =
  /^(receipt|sales?\s*receipt|customer\s*copy|merchant\s*copy|store\s*#?\s*\d+|tel|phone|date|time|thank)/i;
const ADDRESS =
  /^\d+\s+\w+|\b(st|street|ave|avenue|rd|road|blvd|hwy|suite|ste|dr|drive|ln|pkwy)\b\.?/i;
const PHONE = /\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/;

/** The vendor: the first line near the top that reads like a name, not an address or number. */
export function findReceiptVendor(text: string): string | null {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 6);
  for (const raw of lines) {
    const line = raw
      .replace(/^welcome\s+to\s+/i, '')
      .replace(/[*=_~|]+/g, ' ')
      .trim();
    const letters = (line.match(/[a-z]/gi) ?? []).length;
    if (letters < 3 || letters < line.replace(/\s/g, '').length / 2) continue;
    if (NOT_VENDOR.test(line) || PHONE.test(line) || findReceiptDate(line)) continue;
    if (ADDRESS.test(line) && !/^\d+\s*(hour|stop)/i.test(line)) continue;
    return line
      .replace(/^[^a-z0-9]+|[^a-z0-9.')]+$/gi, '')
      .replace(/\s+#\s*\d+$/, '')
      .replace(/\s{2,}/g, ' ')
      .slice(0, 200);
  }
  return null;
}

/** Vendor, date and total read from a receipt's text (the user always confirms them). */
export function parseReceiptText(text: string): TReceiptReading {
  const normal = text.replace(/\r/g, '');
  return {
    vendor: findReceiptVendor(normal),
    transactionDate: findReceiptDate(normal),
    total: findReceiptTotal(normal),
  };
}
