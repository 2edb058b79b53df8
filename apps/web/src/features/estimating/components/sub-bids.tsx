import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BID_PRECEDENCES, ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import { bidsLockReason, lockStateOf, needsJobBuyout } from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSelectSubcontractor } from '../api/estimating-queries';
import { BidSlot } from './bid-slot';
import type { TCardContext } from './condition-card';

/** Who does the condition: in-house or one of the bidders (saved at once). */
function SubcontractorChoice(props: {
  condition: TCondition;
  disabled: boolean;
  onChoose: (companyID: number | null) => void;
  onBuyout: () => void;
}) {
  const { condition } = props;
  const bidders = condition.Bids;
  const value =
    condition.SelectedSubcontractor === null ? 'in-house' : String(condition.SelectedSubcontractor);
  return (
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
            props.onBuyout();
          else props.onChoose(null);
          return;
        }
        const bid = bidders.find((b) => String(b.CompanyID) === next);
        if (bid) props.onChoose(bid.CompanyID);
      }}
    >
      <FormControlLabel
        value="in-house"
        control={<Radio size="small" />}
        label="In-house"
        disabled={props.disabled}
      />
      {bidders.map((b) => (
        <FormControlLabel
          key={b.CompanyID}
          value={String(b.CompanyID)}
          control={<Radio size="small" />}
          label={b.CompanyName}
          disabled={props.disabled}
        />
      ))}
    </RadioGroup>
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
      <SubcontractorChoice
        condition={condition}
        disabled={!!lockReason}
        onChoose={(companyID) => select.mutate({ conditionID: condition.ConditionID, companyID })}
        onBuyout={() => setBuyout(true)}
      />
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
