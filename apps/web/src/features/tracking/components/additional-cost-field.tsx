import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { additionalCostChanged, parseAdditionalCost } from '@n5/shared/tracking/rules';
import { useSetAdditionalCost } from '../api/tracking-queries';

/** Spec 1 §5: a number or empty; saved on blur or Enter, only when it changed. */
export function AdditionalCostField(props: {
  projectId: number;
  subCategoryCode: string;
  saved: string | null;
}) {
  const [text, setText] = useState(props.saved ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetAdditionalCost(props.projectId);

  function commit() {
    if (!additionalCostChanged(props.saved, text)) {
      setError(null);
      return;
    }
    const parsed = parseAdditionalCost(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    save.mutate(
      { subCategoryCode: props.subCategoryCode, additionalCost: parsed.value },
      {
        onSuccess: (reply) => setText(reply.additionalCost ?? ''),
        onError: (e) => setError(e.message),
      },
    );
  }

  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={error !== null}
      helperText={error ?? undefined}
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
