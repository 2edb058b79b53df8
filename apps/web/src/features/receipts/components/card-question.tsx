import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { RECEIPT_TEXTS } from '@n5/shared/receipts/rules';
import { useFormField } from '../../../components/form/use-form-field';

/** The required Yes/No card question (spec 3 §2.10), bound to the form's purchasedWithCard. */
export function CardQuestion(props: { disabled: boolean }) {
  const field = useFormField<string>('purchasedWithCard');
  const labelId = useId();
  return (
    <FormControl required error={!!field.error} disabled={props.disabled}>
      <FormLabel id={labelId}>{RECEIPT_TEXTS.cardQuestion}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={field.value ?? ''}
        onChange={(event) => field.choose(event.target.value)}
      >
        <FormControlLabel value="yes" control={<Radio />} label="Yes" sx={{ minHeight: 44 }} />
        <FormControlLabel value="no" control={<Radio />} label="No" sx={{ minHeight: 44 }} />
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}
