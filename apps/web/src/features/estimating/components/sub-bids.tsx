import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BID_PRECEDENCES,
  ESTIMATING_TEXT,
  type TBidPrecedence,
} from '@n5/shared/estimating/constants';
import { bidTotal } from '@n5/shared/estimating/math';
import { bidsLockReason, lockStateOf, needsJobBuyout } from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDecimalInput, parseDecimalInput } from '../../../components/form/decimal-input';
import { formatUsd } from '../../../lib/format';
import { useSelectSubcontractor, useSetSubBid } from '../api/estimating-queries';
import type { TCardContext } from './condition-card';

interface TSlotDraft {
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

/** One bid slot: company, bid amount, markup, total; saved when left if it changed. */
function BidSlot(props: {
  condition: TCondition;
  precedence: TBidPrecedence;
  context: TCardContext;
  locked: boolean;
}) {
  const { condition, precedence, context } = props;
  const saved = draftOf(condition, precedence);
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const setBid = useSetSubBid(context.projectId, context.subCategoryCode);
  const takenElsewhere = new Set(
    condition.Bids.filter((b) => b.Precedence !== precedence).map((b) => b.CompanyID),
  );
  const options = context.subcontractorOptions.filter((o) => !takenElsewhere.has(o.CompanyID));
  const amount = parseDecimalInput('money', draft.amount);
  const markup = parseDecimalInput('percent', draft.markup);
  const total =
    amount.ok && markup.ok && draft.companyID !== null
      ? bidTotal(amount.value ?? '0', markup.value ?? '0')
      : null;

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

  const label = `Bid ${precedence}`;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
        gap: 1,
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label={`Subcontractor ${precedence}`}
        value={draft.companyID === null ? '' : String(draft.companyID)}
        disabled={props.locked}
        onChange={(event) => {
          const companyID = event.target.value
            ? (options.find((o) => String(o.CompanyID) === event.target.value)?.CompanyID ?? null)
            : null;
          const next = { ...draft, companyID };
          setDraft(next);
          save(next);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <MenuItem value="">None</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.CompanyID} value={String(o.CompanyID)}>
            {o.CompanyName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={`Bid amount ${precedence}`}
        value={draft.amount}
        disabled={props.locked || draft.companyID === null}
        onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
        onBlur={() => save(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLElement).blur();
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        size="small"
        label={`Bid markup % ${precedence}`}
        value={draft.markup}
        disabled={props.locked || draft.companyID === null}
        onChange={(event) => setDraft({ ...draft, markup: event.target.value })}
        onBlur={() => save(draft)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLElement).blur();
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
      />
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Total {precedence}
        </Typography>
        <Typography component="div">{total === null ? '—' : formatUsd(total)}</Typography>
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Subcontractor bids (spec 1 §3, §4): three slots by precedence (a company chosen in one slot is
 * not offered in another), the selection (saved at once) and the Job buyout confirmation.
 */
export function SubBids({ condition, context }: { condition: TCondition; context: TCardContext }) {
  const select = useSelectSubcontractor(context.projectId, context.subCategoryCode);
  const [buyout, setBuyout] = useState(false);
  const lockReason = bidsLockReason(lockStateOf(condition));
  const bidders = condition.Bids;
  const value =
    condition.SelectedSubcontractor === null ? 'in-house' : String(condition.SelectedSubcontractor);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        Subcontractor bids
        {lockReason && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {lockReason}
          </Typography>
        )}
      </Typography>
      {BID_PRECEDENCES.map((p) => (
        <BidSlot
          key={`${p}-${condition.Bids.find((b) => b.Precedence === p)?.CompanyID ?? 0}`}
          condition={condition}
          precedence={p}
          context={context}
          locked={!!lockReason}
        />
      ))}
      <RadioGroup
        row
        aria-label={`Who does ${condition.ConditionName}`}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (next === 'in-house') {
            if (
              needsJobBuyout({
                selectedSubcontractorId: condition.SelectedSubcontractor,
                n5SelectedAtSigning: condition.N5SelectedAtSigning,
              })
            )
              setBuyout(true);
            else select.mutate({ conditionID: condition.ConditionID, companyID: null });
            return;
          }
          const bid = bidders.find((b) => String(b.CompanyID) === next);
          if (bid) select.mutate({ conditionID: condition.ConditionID, companyID: bid.CompanyID });
        }}
      >
        <FormControlLabel
          value="in-house"
          control={<Radio size="small" />}
          label="In-house"
          disabled={!!lockReason}
        />
        {bidders.map((b) => (
          <FormControlLabel
            key={b.CompanyID}
            value={String(b.CompanyID)}
            control={<Radio size="small" />}
            label={b.CompanyName}
            disabled={!!lockReason}
          />
        ))}
      </RadioGroup>
      {select.isError && (
        <Typography role="alert" color="error" variant="body2">
          {select.error.message}
        </Typography>
      )}
      {buyout && (
        <ConfirmDialog
          title={ESTIMATING_TEXT.jobBuyoutTitle}
          confirmLabel="Confirm"
          onCancel={() => setBuyout(false)}
          onConfirm={() => {
            setBuyout(false);
            select.mutate({ conditionID: condition.ConditionID, companyID: null });
          }}
        >
          {ESTIMATING_TEXT.jobBuyout}
        </ConfirmDialog>
      )}
    </Box>
  );
}
