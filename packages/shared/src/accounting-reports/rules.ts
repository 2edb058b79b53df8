import { parseDecimal, PLACES, round, toNumeric } from '../core/decimal';
import { parseInteger } from '../core/integer';
import { ACCOUNTING_REPORT_TEXT } from './schemas';

/** One project's gross profit figures for the uploaded month (the GM Report Upload). */
export interface TGrossProfitRow {
  projectId: number;
  revenue: string;
  cost: string;
}

export type TGrossProfitParse =
  { ok: true; rows: TGrossProfitRow[] } | { ok: false; message: string };

/** The columns the upload reads; other columns are ignored. Headers compare trimmed, any case. */
export const GROSS_PROFIT_COLUMNS = { projectId: 'Project ID', revenue: 'Revenue', cost: 'Cost' };

const keyOf = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '');
const WANTED: Record<string, keyof typeof GROSS_PROFIT_COLUMNS> = {
  projectid: 'projectId',
  revenue: 'revenue',
  cost: 'cost',
};

/** Trims every header of a sheet's rows (spec 2 §5: "trims header names"). */
export function trimHeaders(rows: ReadonlyArray<Record<string, unknown>>) {
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key.trim(), value])),
  );
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return String(value).trim() || null;
  return null;
}

function parseRow(raw: Record<string, unknown>, line: number): TGrossProfitRow | string {
  const cells: Partial<Record<keyof typeof GROSS_PROFIT_COLUMNS, string | null>> = {};
  for (const [key, value] of Object.entries(raw)) {
    const wanted = WANTED[keyOf(key)];
    if (wanted) cells[wanted] = cellText(value);
  }
  const projectId = parseInteger(cells.projectId ?? null);
  if (projectId === null || projectId < 1)
    return `Row ${line}: ${GROSS_PROFIT_COLUMNS.projectId} must be a project number.`;
  const money = (field: 'revenue' | 'cost') => {
    const value = parseDecimal(cells[field] ?? '0');
    const text = value ? toNumeric(round(value, PLACES.money), PLACES.money) : null;
    return text && /^-?\d{1,12}\.\d\d$/.test(text) ? text : null;
  };
  const revenue = money('revenue');
  if (revenue === null) return `Row ${line}: ${GROSS_PROFIT_COLUMNS.revenue} must be an amount.`;
  const cost = money('cost');
  if (cost === null) return `Row ${line}: ${GROSS_PROFIT_COLUMNS.cost} must be an amount.`;
  return { projectId, revenue, cost };
}

/**
 * Reads the GM upload's JSON text (the first sheet's rows, one object per row keyed by header).
 * No rows, or text that is not a list of rows, yields no data: the spec's message. A row without
 * a project number or with an amount that is not a number is refused by its row number (the
 * header is row 1), and so is a project given twice. Blank rows are skipped.
 */
export function parseGrossProfitUpload(json: string): TGrossProfitParse {
  const noData = { ok: false, message: ACCOUNTING_REPORT_TEXT.uploadNoData } as const;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return noData;
  }
  if (!Array.isArray(parsed)) return noData;
  const rows: TGrossProfitRow[] = [];
  const seen = new Set<number>();
  for (const [index, raw] of parsed.entries()) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return noData;
    const values = Object.values(raw as Record<string, unknown>).map(cellText);
    if (values.every((v) => v === null)) continue;
    const row = parseRow(raw as Record<string, unknown>, index + 2);
    if (typeof row === 'string') return { ok: false, message: row };
    if (seen.has(row.projectId))
      return { ok: false, message: `Row ${index + 2}: project ${row.projectId} is given twice.` };
    seen.add(row.projectId);
    rows.push(row);
  }
  return rows.length === 0 ? noData : { ok: true, rows };
}

/** The first and the next month's first day of a month, as ISO days. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.y}-${pad(next.m)}-01` };
}
