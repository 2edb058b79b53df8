import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TBidPrecedence } from '@n5/shared/estimating/constants';
import type { TCondition } from '@n5/shared/estimating/schemas';
import { formatUsd } from '../../../lib/format';
import type { TCardContext } from './condition-card';
import { useBidSlot } from './use-bid-slot';

/** A slot's bid amount or markup: saved when left, Enter leaves it. */
function BidNumberField(props: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  return (
    <TextField
      size="small"
      label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={props.onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Enter') (event.target as HTMLElement).blur();
      }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/** One bid slot: company, bid amount, markup, total; saved when left if it changed. */
export function BidSlot(props: {
  condition: TCondition;
  precedence: TBidPrecedence;
  context: TCardContext;
  locked: boolean;
}) {
  const { precedence } = props;
  const { draft, setDraft, error, options, total, save } = useBidSlot(
    props.condition,
    precedence,
    props.context,
  );
  return (
    <Box
      role="group"
      aria-label={`Bid ${precedence}`}
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
      <BidNumberField
        label={`Bid amount ${precedence}`}
        value={draft.amount}
        disabled={props.locked || draft.companyID === null}
        onChange={(amount) => setDraft({ ...draft, amount })}
        onBlur={() => save(draft)}
      />
      <BidNumberField
        label={`Bid markup % ${precedence}`}
        value={draft.markup}
        disabled={props.locked || draft.companyID === null}
        onChange={(markup) => setDraft({ ...draft, markup })}
        onBlur={() => save(draft)}
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
