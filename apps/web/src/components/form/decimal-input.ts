import {
  fromPercent,
  parseDecimal,
  PLACES,
  round,
  toNumeric,
  toPercent,
  toText,
  ZERO,
} from '@n5/shared/core/decimal';

/**
 * The form kit's one use of the shared decimal module: typed text to the API's exact decimal text
 * and back. Money has 2 places, quantities 4; a percent is typed with 2 places and stored as a
 * fraction with 4 ("12.5" ↔ "0.1250"). A further typed decimal rounds half away from zero. Keeping every call
 * here means a change of the decimal module touches this file only.
 */
export type TDecimalKind = 'money' | 'quantity' | 'percent';

const STORED_PLACES: Record<TDecimalKind, number> = {
  money: PLACES.money,
  quantity: PLACES.quantity,
  percent: PLACES.fraction,
};
/** A percent is typed with 2 places: the stored fraction's 4. */
const TYPED_PERCENT_PLACES = 2;

/** What people type around a number: "$1,234.50", "12.5 %". */
const DECORATION = /[$,\s%]/g;

export type TParsedDecimal = { ok: true; value: string | null } | { ok: false };

/** Typed text as the stored decimal text; null when empty, not ok when it is not a number. */
export function parseDecimalInput(kind: TDecimalKind, text: string): TParsedDecimal {
  const bare = text.replace(DECORATION, '');
  if (bare === '') return { ok: true, value: null };
  const typed = parseDecimal(bare);
  if (typed === null) return { ok: false };
  const value = kind === 'percent' ? fromPercent(typed) : typed;
  const places = STORED_PLACES[kind];
  return { ok: true, value: toNumeric(round(value, places), places) };
}

/** Zero as the stored decimal text ("0.00", "0.0000"). */
export const zeroDecimal = (kind: TDecimalKind) => toNumeric(ZERO, STORED_PLACES[kind]);

/** A stored decimal as the text the field shows: "0.1250" → "12.5", "1234.5" → "1234.50". */
export function formatDecimalInput(
  kind: TDecimalKind,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '';
  const stored = parseDecimal(value);
  if (stored === null) return String(value);
  // Money keeps its cents; quantities and percents drop trailing zeros.
  if (kind === 'money') return toNumeric(round(stored, PLACES.money), PLACES.money);
  if (kind === 'quantity') return toText(round(stored, PLACES.quantity));
  return toText(round(toPercent(stored), TYPED_PERCENT_PLACES));
}
