import { useId } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PO_DISPLAY } from '@n5/shared/receipts/rules';

/**
 * Step 3: the PO number to give the vendor, userID-conditionID-number, in a highlighted box; the
 * trailing number is editable behind its prefix (spec 3 §2.10, §9).
 */
export function PoNumberBox(props: {
  userId: number;
  conditionId: number | null;
  tail: string;
  disabled: boolean;
  onTailChange: (tail: string) => void;
}) {
  const titleId = useId();
  const prefix = props.conditionId === null ? null : `${props.userId}-${props.conditionId}-`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, bgcolor: '#fff8d6', border: 2, borderColor: '#e0b400' }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        Step 3: Your PO# — give it to the vendor
      </Typography>
      {prefix === null ? (
        <Typography sx={{ fontSize: '1.6rem', fontFamily: 'monospace' }} aria-label="PO number">
          {DEFAULT_PO_DISPLAY}
        </Typography>
      ) : (
        <TextField
          label="PO#"
          value={props.tail}
          disabled={props.disabled}
          onChange={(event) =>
            props.onTailChange(event.target.value.replace(/\D/g, '').slice(0, 5))
          }
          slotProps={{
            htmlInput: { inputMode: 'numeric', 'aria-describedby': `${titleId}-hint` },
            input: {
              startAdornment: (
                <InputAdornment
                  position="start"
                  sx={{ fontFamily: 'monospace', fontSize: '1.3rem' }}
                >
                  {prefix}
                </InputAdornment>
              ),
              sx: { fontFamily: 'monospace', fontSize: '1.3rem', bgcolor: 'common.white' },
            },
          }}
        />
      )}
      <Typography id={`${titleId}-hint`} variant="body2" sx={{ mt: 1 }}>
        The number after the last dash may be changed (1 to 10000).
      </Typography>
    </Paper>
  );
}
