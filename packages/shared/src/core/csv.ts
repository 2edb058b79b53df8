import Papa from 'papaparse';

export type TCsvCell = string | number | bigint | boolean | null | undefined;

export interface TCsvColumn<Row> {
  header: string;
  value: (row: Row) => TCsvCell;
}

/**
 * A cell a spreadsheet would run as a formula (OWASP "CSV injection"): it starts with = + - @,
 * a tab or a carriage return. Plain decimals such as "-300.00" are amounts, not formulas: money
 * arrives as strings, and a leading apostrophe would turn a negative amount into text.
 */
const FORMULA_START = /^(?!-?\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/**
 * RFC 4180 text, for every CSV we write (the browser's exports and the server's reports) (CRLF between lines, none after the last): a header row, then one line per row.
 * Cells with a comma, quote or line break are quoted; formula-like cells get a leading apostrophe
 * (papaparse's escapeFormulae, with our pattern: its own misses a formula followed by a line break).
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly TCsvColumn<Row>[]): string {
  const header = columns.map((c) => c.header);
  const lines = rows.map((row) => columns.map((c) => cellOf(c.value(row))));
  return Papa.unparse([header, ...lines], { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

// papaparse writes numbers as they are; bigint and boolean become their text here.
const cellOf = (value: TCsvCell): string | number | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'bigint' || typeof value === 'boolean'
      ? String(value)
      : value;
