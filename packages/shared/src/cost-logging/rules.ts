import {
  compare,
  fromNumeric,
  isZero,
  mul,
  parseDecimal,
  PLACES,
  round,
  sub,
  toNumeric,
  ZERO,
} from '../core/decimal';
import { isCalendarDate } from '../core/field-rules';
import { isOffice, isSuperuser, type TSubject } from '../permissions/can';
import { canViewOthersHours, isOnProjectCrew, type TProjectCrew } from '../mobile/rules';
import type { TStageType } from '../project/constants';

/**
 * Cost logging in the field (spec 3 §2.9, §4 "Mobile logging", §5, §6): what a superintendent
 * logs against a condition, one rule each, used by the logging screens and by the server.
 */

export const LOG_KINDS = ['labor', 'material', 'inventory', 'equipment', 'other'] as const;
export type TLogKind = (typeof LOG_KINDS)[number];

/** The purchase-order kinds (spec 3 §3 "Purchase order", plus Material: see decisions). */
export const PURCHASE_ORDER_TYPES = ['Material', 'Equipment', 'Other'] as const;
export type TPurchaseOrderType = (typeof PURCHASE_ORDER_TYPES)[number];

export const LOGGING_ACTIONS: Record<TLogKind, string> = {
  labor: 'Log Labor Time',
  material: 'Log Material',
  inventory: 'Log Inventory',
  equipment: 'Log Equipment',
  other: 'Log Other Costs',
};

export const COST_LOGGING_TEXTS = {
  noConditions: 'No conditions in this cost code.',
  loggingDisabled: 'Logging is turned off for this condition.',
  futureDate: 'The log date cannot be after today.',
  pickCondition: 'Choose a condition to log against.',
} as const;

/** Digits and one decimal point, at least one digit (spec 3 §5 "Amount fields"). */
const DIGITS_AND_POINT = /^(\d+\.?\d*|\.\d+)$/;
export const isDigitsAndPoint = (text: string) => DIGITS_AND_POINT.test(text.trim());

/** Keystroke filter of an amount field: what may stay typed (digits and at most one point). */
export const keepDigitsAndPoint = (text: string) => {
  const cleaned = text.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point < 0
    ? cleaned
    : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '');
};

/** Largest value of a column NUMERIC(precision, scale), as text. */
const columnMax = (precision: number, scale: number) =>
  `${'9'.repeat(precision - scale)}${scale > 0 ? '.' + '9'.repeat(scale) : ''}`;

export interface TAmountRule {
  precision: number;
  scale: number;
  /** Zero refused (inventory quantity). */
  nonZero?: boolean;
  /** A bound below the column's (hours of one day). */
  max?: string;
}

/** The money columns (NUMERIC(14,2)), hours NUMERIC(5,2) of one day (0-24), hours to complete (8,2). */
export const AMOUNT_RULES = {
  money: { precision: 14, scale: 2 },
  hours: { precision: 5, scale: 2, max: '24' },
  estimateHours: { precision: 8, scale: 2 },
  quantity: { precision: 14, scale: 4, nonZero: true },
} as const satisfies Record<string, TAmountRule>;

/** The refusal of a typed amount, or null when the column can hold it. */
export function amountProblem(label: string, text: string, rule: TAmountRule): string | null {
  // Never padded (docs/rules.md "Numeric text"; the forms trim what a person typed).
  if (text !== text.trim() || !isDigitsAndPoint(text)) {
    return `${label} must be digits and one decimal point.`;
  }
  const value = parseDecimal(text.trim());
  if (!value) return `${label} must be digits and one decimal point.`;
  if (rule.nonZero && isZero(value)) return `${label} cannot be zero.`;
  const [, decimals = ''] = text.trim().split('.');
  if (decimals.length > rule.scale) {
    return `${label} takes at most ${rule.scale} decimal places.`;
  }
  const max = rule.max ?? columnMax(rule.precision, rule.scale);
  if (compare(value, fromNumeric(max)) > 0) return `${label} must be at most ${max}.`;
  return null;
}

/** The log date's refusal: a calendar day, not after today (spec 3 §5). */
export function logDateProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date)) return 'Date must be a date (YYYY-MM-DD).';
  return date > today ? COST_LOGGING_TEXTS.futureDate : null;
}

/** Inventory total = quantity x the item's average cost, to the cent (spec 3 §5). */
export function inventoryTotal(quantity: string, itemCost: string): string {
  const q = parseDecimal(quantity);
  const c = parseDecimal(itemCost);
  if (!q || !c) return toNumeric(ZERO, PLACES.money);
  return toNumeric(round(mul(q, c), PLACES.money), PLACES.money);
}

/** What is left of a condition's budget once the logged amount is taken off (may go negative). */
export function remaining(total: string, logged: string, places: number = PLACES.money): string {
  return toNumeric(round(sub(fromNumeric(total), fromNumeric(logged)), places), places);
}

/** Projects past their work: nothing more is logged against them. */
const CLOSED_STAGES: readonly TStageType[] = ['Completed', 'Canceled', 'Rejected'];

/**
 * disableLoggingInd of a condition (spec 3 §3, §4): the field logs in-house work only, so a
 * condition given to a subcontractor, or on a project that is completed, canceled or rejected,
 * takes no logs.
 */
export function isLoggingDisabled(input: { stage: TStageType; subcontracted: boolean }): boolean {
  return input.subcontracted || CLOSED_STAGES.includes(input.stage);
}

/**
 * Who may log labor for someone else, and delete someone else's entry (spec 3 §6): role Office
 * or Superuser, or the project's manager, engineer or superintendent.
 */
export function canLogForOthers(
  user: (TSubject & { UserID: number }) | null | undefined,
  project: TProjectCrew,
): boolean {
  return !!user && (isOffice(user) || isSuperuser(user) || isOnProjectCrew(user, project));
}

/**
 * Entering another person's labor hours (assignment-task): the logging screens' proxy roles
 * (spec 3 §6: Office, Superuser, the project's crew) or the weekly hours' (permission 5 or 1).
 */
export function canEnterHoursFor(
  user: (TSubject & { UserID: number }) | null | undefined,
  project: TProjectCrew,
): boolean {
  return canLogForOthers(user, project) || canViewOthersHours(user);
}

/**
 * The latest calendar day anywhere (UTC+14): the server's "today" for the log date, so a phone
 * in any time zone may log its own today and nothing later.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}
