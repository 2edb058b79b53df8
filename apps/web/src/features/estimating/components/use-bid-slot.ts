import { useState } from 'react';
import type { TBidPrecedence } from '@n5/shared/estimating/constants';
import { bidTotal } from '@n5/shared/estimating/math';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { formatDecimalInput, parseDecimalInput } from '../../../components/form/decimal-input';
import { useSetSubBid } from '../api/estimating-queries';
import type { TCardContext } from './condition-card';

export interface TSlotDraft {
  companyID: number | null;
  amount: string;
  markup: string;
}

function draftOf(condition: TCondition, precedence: TBidPrecedence): TSlotDraft {
  const bid = condition.Bids.find((b) => b.Precedence === precedence);
  return {
    companyID: bid?.CompanyID ?? null,
    amount: bid ? formatDecimalInput('money', bid.BidAmount) : '',
    markup: bid ? formatDecimalInput('percent', bid.Markup) : '',
  };
}

/** A slot's typed text as stored decimal text (empty as zero). */
function stored(kind: 'money' | 'percent', text: string) {
  const parsed = parseDecimalInput(kind, text);
  return parsed.ok ? (parsed.value ?? (kind === 'money' ? '0.00' : '0.0000')) : null;
}

/** The total of a slot's typed bid, or null while it is not a number or has no company. */
function totalOf(draft: TSlotDraft) {
  const amount = parseDecimalInput('money', draft.amount);
  const markup = parseDecimalInput('percent', draft.markup);
  return amount.ok && markup.ok && draft.companyID !== null
    ? bidTotal(amount.value ?? '0', markup.value ?? '0')
    : null;
}

/** One bid slot's draft, the companies it may offer, and its save when left if it changed. */
export function useBidSlot(
  condition: TCondition,
  precedence: TBidPrecedence,
  context: TCardContext,
) {
  const saved = draftOf(condition, precedence);
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const setBid = useSetSubBid(context.projectId, context.subCategoryCode);
  const takenElsewhere = new Set(
    condition.Bids.filter((b) => b.Precedence !== precedence).map((b) => b.CompanyID),
  );
  const options = context.subcontractorOptions.filter((o) => !takenElsewhere.has(o.CompanyID));

  const save = (next: TSlotDraft) => {
    const a = parseDecimalInput('money', next.amount);
    const m = parseDecimalInput('percent', next.markup);
    if (!a.ok || !m.ok) {
      setError('Enter a number.');
      return;
    }
    const same =
      next.companyID === saved.companyID &&
      (a.value ?? '0.00') === stored('money', saved.amount) &&
      (m.value ?? '0.0000') === stored('percent', saved.markup);
    if (same || (next.companyID === null && saved.companyID === null)) return;
    setError(null);
    setBid.mutate(
      {
        conditionID: condition.ConditionID,
        companyID: next.companyID,
        precedence,
        bidAmount: a.value ?? '0',
        markup: m.value ?? '0',
      },
      {
        onError: (e) => setError(e.message),
        onSuccess: ({ condition: c }) => setDraft(draftOf(c, precedence)),
      },
    );
  };
  return { draft, setDraft, error, options, total: totalOf(draft), save };
}
