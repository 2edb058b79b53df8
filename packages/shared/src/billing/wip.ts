import {
  compare,
  div,
  mul,
  PLACES,
  round,
  sub,
  sum,
  toNumeric,
  ZERO,
  type TDecimal,
  moneyText as money,
  decimalOrZero as dec,
} from '../core/decimal';

/**
 * Over/under billing, the WIP schedule (issue 31 item 8; DOMAIN "Pay apps"): per project, percent
 * complete by cost = cost to date / estimated total cost (the Tracking tab's actual cost and
 * estimated cost: max(committed, actual) + additional per sub-category, so never below the cost
 * to date and never past 100%); earned revenue = contract amount x percent complete; over/under
 * billing = billed to date (line 4 of the latest certified pay app) − earned revenue: above zero
 * the project is over-billed (billings in excess of earnings, a liability), below zero
 * under-billed (an asset).
 */
export interface TWipInput {
  /** Adjusted contract: the approved client contracts (Base + approved changes). */
  contractAmount: string;
  /** Actual cost to date (the accounting gateway's total). */
  costToDate: string;
  /** Estimated total cost: the Tracking tab's estimated cost total. */
  estimatedCost: string;
  /** G702 line 4 of the latest certified pay app (work and stored, retainage not deducted). */
  billedToDate: string;
}

export type TWipPosition = 'over' | 'under' | 'even';

export interface TWipFigures extends TWipInput {
  /** cost / estimated as a fraction with 4 places; 0 while nothing is estimated. */
  percentComplete: string;
  /** contract x cost / estimated, to the cent (from the exact ratio, not the rounded percent). */
  earnedRevenue: string;
  /** billed − earned: over-billed above zero, under-billed below. */
  overUnder: string;
  position: TWipPosition;
}

const positionOf = (overUnder: TDecimal): TWipPosition => {
  const c = compare(overUnder, ZERO);
  return c > 0 ? 'over' : c < 0 ? 'under' : 'even';
};

function figures(input: TWipInput, earned: TDecimal): TWipFigures {
  const cost = dec(input.costToDate);
  const estimated = dec(input.estimatedCost);
  const hasEstimate = compare(estimated, ZERO) > 0;
  const overUnder = sub(dec(input.billedToDate), earned);
  return {
    contractAmount: money(dec(input.contractAmount)),
    costToDate: money(cost),
    estimatedCost: money(estimated),
    billedToDate: money(dec(input.billedToDate)),
    percentComplete: toNumeric(
      hasEstimate ? div(cost, estimated, PLACES.fraction) : ZERO,
      PLACES.fraction,
    ),
    earnedRevenue: money(earned),
    overUnder: money(overUnder),
    position: positionOf(overUnder),
  };
}

/** One project's WIP line. */
export function wipFigures(input: TWipInput): TWipFigures {
  const estimated = dec(input.estimatedCost);
  const earned =
    compare(estimated, ZERO) > 0
      ? round(div(mul(dec(input.contractAmount), dec(input.costToDate)), estimated, 6), 2)
      : ZERO;
  return figures(input, earned);
}

/**
 * The company's totals when only the sums are at hand (the report sums every project in SQL,
 * earned as Σ of each row's earned to the cent): the same figures `wipTotals` makes of the rows.
 */
export function wipTotalsOf(sums: TWipInput, earnedRevenue: string): TWipFigures {
  return figures(sums, dec(earnedRevenue));
}

/**
 * The schedule's totals: every money column the sum of the rows' cents (earned too, so the
 * over/under total is Σ billed − Σ earned of the rows); percent complete over the totals.
 */
export function wipTotals(rows: readonly TWipFigures[]): TWipFigures {
  const total = (key: keyof TWipInput | 'earnedRevenue') => sum(rows.map((r) => dec(r[key])));
  return figures(
    {
      contractAmount: money(total('contractAmount')),
      costToDate: money(total('costToDate')),
      estimatedCost: money(total('estimatedCost')),
      billedToDate: money(total('billedToDate')),
    },
    total('earnedRevenue'),
  );
}
