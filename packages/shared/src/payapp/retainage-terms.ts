import { z } from 'zod';
import { compare, div, fromNumeric, toIntlValue, toText, ZERO } from '../core/decimal';
import { percentFormat } from '../core/percent-format';
import {
  PAY_APP_KIND_VALUES,
  RETAINAGE_CONVENTION_VALUES,
  type TRetainageConvention,
} from '../billing/retainage';

/**
 * How an application's retainage was taken (issue 31 items 2 and 7), as the G702's lines 5a/5b
 * and the G703's Column J say it on the page and in the PDF alike: the rates, each line's own
 * rate, the reduction convention, and whether the application is a release.
 */
export const ZRetainageTerms = z.object({
  kind: z.enum(PAY_APP_KIND_VALUES),
  convention: z.enum(RETAINAGE_CONVENTION_VALUES),
  /** The application's rates as fractions: 5a on completed work, 5b on stored materials. */
  work: z.string(),
  stored: z.string(),
  /** Lines at their own rate (Column I override), by sub-category code. */
  lineRates: z.record(z.string(), z.string()),
});
export type TRetainageTerms = z.infer<typeof ZRetainageTerms>;

/** A fraction as the AIA form prints a percent: 2 decimals ("10.00%"). */
export const percentText = (fraction: string) =>
  percentFormat(2, 2).format(toIntlValue(fraction) ?? '0');

const hasLineRates = (terms: TRetainageTerms) => Object.keys(terms.lineRates).length > 0;

const WORK_BASES: Record<TRetainageConvention, string> = {
  whole: 'of Completed Work (D + E on G703)',
  new: "of this period's Completed Work (E on G703); earlier work keeps what it held",
};

/** The names of G702 lines 5a and 5b for these terms. */
export function retainageLineNames(terms: TRetainageTerms): { a: string; b: string } {
  if (terms.kind === 'release')
    return {
      a: 'Retainage on Completed Work still held after this release',
      b: 'Retainage on Stored Material (released when installed)',
    };
  const lines = hasLineRates(terms) ? "; lines with their own rate at Column J's" : '';
  return {
    a: `${percentText(terms.work)} ${WORK_BASES[terms.convention]}${lines}`,
    b: `${percentText(terms.stored)} of Stored Material (F on G703)${lines}`,
  };
}

/**
 * Column J of one line: its rate; on a release, where no rate made Column I, the share of
 * Column G the retainage still held is (blank when nothing is completed).
 */
export function columnJ(
  terms: TRetainageTerms,
  line: { code: string; retainage: string; totalCompleted: string },
): string {
  if (terms.kind !== 'release') return percentText(terms.lineRates[line.code] ?? terms.work);
  const completed = fromNumeric(line.totalCompleted);
  if (compare(completed, ZERO) === 0) return '';
  return percentText(toText(div(fromNumeric(line.retainage), completed, 4)));
}

/** The G703's note on Columns I and J for these terms. */
export function columnNote(terms: TRetainageTerms): string {
  if (terms.kind === 'release')
    return 'A retainage release: Column I is the retainage still held after it, Column J that as a share of Column G.';
  if (terms.convention === 'new')
    return "Column I is each line's retainage: what earlier applications held plus Column J's rate on this period's work.";
  return "Column I is each line's retainage, at the rate in Column J.";
}
