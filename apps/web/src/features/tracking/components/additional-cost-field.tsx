import TextField from '@mui/material/TextField';
import { additionalCostChanged, parseAdditionalCost } from '@n5/shared/tracking/rules';
import { useInlineSave } from '../../../components/inline-save';
import { useSetAdditionalCost } from '../api/tracking-queries';

/** Spec 1 §5: a number or empty; saved when left (Enter leaves it), only when it changed. */
export function AdditionalCostField(props: {
  projectId: number;
  subCategoryCode: string;
  saved: string | null;
}) {
  const save = useSetAdditionalCost(props.projectId);
  const cell = useInlineSave({
    saved: props.saved ?? '',
    parse: parseAdditionalCost,
    isChanged: (text) => additionalCostChanged(props.saved, text),
    save: (additionalCost) =>
      save.mutateAsync({ subCategoryCode: props.subCategoryCode, additionalCost }),
  });

  return (
    <TextField
      size="small"
      value={cell.text}
      onChange={(e) => cell.edit(e.target.value)}
      onBlur={cell.commit}
      onKeyDown={cell.onKeyDown}
      error={cell.error !== null}
      helperText={cell.error ?? undefined}
      disabled={save.isPending}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': `Additional cost ${props.subCategoryCode}`,
          style: { textAlign: 'right', width: '9ch' },
        },
      }}
    />
  );
}
