import { allocate } from '../core/allocate';
import {
  add,
  compare,
  mul,
  PLACES,
  sub,
  sum,
  ZERO,
  type TDecimal,
  decimalOrZero as dec,
  roundCents as cents,
} from '../core/decimal';

/**
 * Retainage control (issue 31 item 2; DOMAIN "Pay apps"): a rate per line (Column I override),
 * the reduction convention each application chooses, and release applications. Inputs are the
 * applications' entries in number order; the retainage on completed work of each line is built
 * up application by application, so a later one never changes what an earlier one held.
 */

/** How an application's rate applies: to every dollar of work to date, or to this period's. */
export const RETAINAGE_CONVENTION_VALUES = ['whole', 'new'] as const;
export type TRetainageConvention = (typeof RETAINAGE_CONVENTION_VALUES)[number];
export const CONVENTION_LABELS: Record<TRetainageConvention, string> = {
  whole: 'Whole balance',
  new: 'New work only',
};

/** A progress application bills work and stored materials; a release bills only retainage. */
export const PAY_APP_KIND_VALUES = ['progress', 'release'] as const;
export type TPayAppKind = (typeof PAY_APP_KIND_VALUES)[number];

export interface TRetainageApp {
  number: number;
  retainageRate: string;
  storedRetainageRate: string | null;
  /** Default 'whole' (every application before issue 31 item 2). */
  convention?: TRetainageConvention;
  kind?: TPayAppKind;
  /** A release: the retainage on work it releases; null = all of it (a full release). */
  releaseAmount?: string | null;
  lines: Readonly<Record<string, { work: string; stored: string; retainageRate?: string | null }>>;
}

/** The rate of a line on an application: its own (Column I override), else the application's. */
export function lineRate(app: TRetainageApp, code: string): TDecimal {
  const own = app.lines[code]?.retainageRate;
  return own === null || own === undefined ? dec(app.retainageRate) : dec(own);
}

/** The rate on a line's stored materials: its own rate when set, else the stored (or work) rate. */
export function storedLineRate(app: TRetainageApp, code: string): TDecimal {
  const own = app.lines[code]?.retainageRate;
  if (own !== null && own !== undefined) return dec(own);
  return app.storedRetainageRate === null ? dec(app.retainageRate) : dec(app.storedRetainageRate);
}

/**
 * Splits a release over the lines in proportion to what each holds (largest remainder, so the
 * lines add up to the release exactly); null = everything held. Never more than is held.
 */
export function releaseByLine(held: ReadonlyMap<string, TDecimal>, amount: string | null) {
  const codes = [...held.keys()];
  const weights = codes.map((c) => (compare(held.get(c)!, ZERO) > 0 ? held.get(c)! : ZERO));
  const total = sum(weights);
  const wanted = amount === null ? total : dec(amount);
  const released = compare(wanted, total) > 0 ? total : wanted;
  if (compare(total, ZERO) === 0) return new Map(codes.map((c) => [c, ZERO]));
  const parts = allocate(released, weights, PLACES.money);
  return new Map(codes.map((c, i) => [c, parts[i]!]));
}

/**
 * The retainage on completed work each line holds on application `number`, built up over the
 * applications up to it: 'whole' = rate x all work to date (a reduced rate lowers what earlier
 * work holds too); 'new' = what the previous application held + rate x this period's work
 * (earlier work keeps its retainage); a release = what the previous one held less its share of
 * the release. Each step is rounded half-up to the cent per line.
 */
export function workRetainageByLine(
  codes: readonly string[],
  apps: readonly TRetainageApp[],
  number: number,
): Map<string, TDecimal> {
  const ordered = apps.filter((a) => a.number <= number).sort((a, b) => a.number - b.number);
  let held = new Map(codes.map((c) => [c, ZERO]));
  const workToDate = new Map(codes.map((c) => [c, ZERO]));
  for (const app of ordered) {
    if (app.kind === 'release') {
      const released = releaseByLine(held, app.releaseAmount ?? null);
      held = new Map(codes.map((c) => [c, sub(held.get(c)!, released.get(c)!)]));
      continue;
    }
    const next = new Map<string, TDecimal>();
    for (const code of codes) {
      const work = dec(app.lines[code]?.work);
      workToDate.set(code, add(workToDate.get(code)!, work));
      const rate = lineRate(app, code);
      next.set(
        code,
        (app.convention ?? 'whole') === 'new'
          ? add(held.get(code)!, cents(mul(rate, work)))
          : cents(mul(rate, workToDate.get(code)!)),
      );
    }
    held = next;
  }
  return held;
}

/** What a release may release: the retainage on work held after application `number`. */
export function heldOnWork(
  codes: readonly string[],
  apps: readonly TRetainageApp[],
  number: number,
) {
  return sum(workRetainageByLine(codes, apps, number).values());
}
