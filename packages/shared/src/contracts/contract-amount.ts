import type { TContractStage } from './constants';
import { sumMoney } from './totals';

/**
 * A project's contract amount (issue 40 item 2: one figure, one source), the one rule every
 * screen reads — the project browser's Contract column and margin, the project page, the
 * dashboards' pipeline, the KPIs and Tracking's Adjusted total:
 * - once any client contract is approved: the sum of the approved client contracts' grand totals
 *   (the approved Base, change orders and selected alternates: Tracking's Adjusted);
 * - before that: the proposal's total, the Base contract's grand total, labelled "Proposal".
 * The server computes it in SQL for whole lists (apps/server/src/db/contract-amount-sql.ts),
 * held to this function by a property test.
 */
export const CONTRACT_AMOUNT_BASES = ['Approved', 'Proposal'] as const;
export type TContractAmountBasis = (typeof CONTRACT_AMOUNT_BASES)[number];

/** The marker shown beside an amount that is still the proposal's total. */
export const PROPOSAL_MARKER = 'Proposal';

export interface TContractAmountInput {
  contractType: string;
  stage: TContractStage;
  /** The contract's grand total: its conditions' PreTax + Tax (clientContractTotal). */
  grandTotal: string;
}

export interface TContractAmount {
  amount: string;
  basis: TContractAmountBasis;
}

/** The project's contract amount from its client contracts (money text, 2 places). */
export function contractAmountOf(contracts: readonly TContractAmountInput[]): TContractAmount {
  const approved = contracts.filter((c) => c.stage === 'Approved');
  if (approved.length > 0) {
    return { amount: sumMoney(approved.map((c) => c.grandTotal)), basis: 'Approved' };
  }
  const base = contracts.filter((c) => c.contractType === 'Base');
  return { amount: sumMoney(base.map((c) => c.grandTotal)), basis: 'Proposal' };
}
