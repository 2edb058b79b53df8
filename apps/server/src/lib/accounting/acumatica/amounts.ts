import {
  fromNumeric,
  parseDecimal,
  PLACES,
  round,
  toJsonNumber,
  toNumeric,
  toText,
  ZERO,
  type TDecimal,
} from '@n5/shared/core/decimal';
import type { TDecimalText, TMoney } from '../gateway';

/**
 * Amounts across the Acumatica boundary: its JSON carries numbers, our gateway types decimal
 * text. A number is read through its decimal text (0.1 stays 0.1), and a decimal is sent as a
 * number only when it reads back exactly (core/decimal.ts).
 */

const MONEY_TEXT = /^-?\d+(\.\d{1,2})?$/;

/** A number or numeric text Acumatica sent, exactly; missing is 0, anything else throws. */
export function readAmount(value: number | string | null | undefined): TDecimal {
  return value === null || value === undefined || value === '' ? ZERO : fromNumeric(value);
}

/** Money as the gateway's types carry it, two places: "1234.50", rounded half away from zero. */
export const moneyText = (value: TDecimal): TMoney =>
  toNumeric(round(value, PLACES.money), PLACES.money);

/** A quantity or unit cost: up to four places, trailing zeros dropped ("12.5", "0.0325", "3"). */
export const quantityText = (value: TDecimal): TDecimalText =>
  toText(round(value, PLACES.quantity));

/** Our money text as the JSON number Acumatica takes; text that is not an amount is refused. */
export function moneyToJson(money: TMoney, what: string): number {
  const value = MONEY_TEXT.test(money) ? parseDecimal(money) : null;
  if (value === null) throw new Error(`${what} "${money}" is not an amount like "1234.50".`);
  return toJsonNumber(value);
}
