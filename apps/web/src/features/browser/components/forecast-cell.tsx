import { useState } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  bpToFraction,
  bpToPercentText,
  checkForecastCell,
  fractionToBp,
  percentInputToBp,
  type TForecastColumn,
} from '@n5/shared/projects/forecast';
import type { TBrowserProject } from '@n5/shared/projects/schemas';
import { useSetForecast } from '../api/browser-queries';
import type { TBrowserGridContext } from './grid-context';

type TProps = CustomCellRendererProps<TBrowserProject, string, TBrowserGridContext> & {
  column: TForecastColumn;
};

/**
 * A forecast month (spec 2 §4): click to edit; Enter or leaving the cell saves when the value
 * changed; over 100, or a project total over 100%, turns the input red and saves nothing.
 */
export function ForecastCell(props: TProps) {
  const { data: row, column } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetForecast();
  if (!row) return null;
  const bp = fractionToBp(row[column.key]);
  const shown = bp === 0 ? '' : `${bpToPercentText(bp)}%`;
  const label = `${column.label} forecast of project ${row.ProjectID}`;

  if (draft === null) {
    if (props.context.grid !== 'active') {
      return (
        <Box sx={{ textAlign: 'right', color: bp ? undefined : 'text.disabled' }}>
          {shown || '0%'}
        </Box>
      );
    }
    return (
      <Box
        component="button"
        type="button"
        aria-label={label}
        onClick={() => {
          setProblem(null);
          setDraft(bp === 0 ? '' : bpToPercentText(bp));
        }}
        sx={{
          all: 'unset',
          cursor: 'text',
          display: 'block',
          width: '100%',
          textAlign: 'right',
          color: bp ? 'text.primary' : 'text.disabled',
          '&:hover, &:focus-visible': { outline: '1px dashed', outlineColor: 'primary.main' },
        }}
      >
        {shown || '0%'}
      </Box>
    );
  }

  const commit = () => {
    const next = percentInputToBp(draft);
    if (next === null) return setProblem('Type a number from 0 to 100.');
    if (next === bp) return setDraft(null);
    const check = checkForecastCell(row, column.key, next);
    if (!check.ok) return setProblem(check.message);
    save.mutate(
      {
        projectId: row.ProjectID,
        slot: column.slot,
        month: column.month,
        monthStr: column.monthStr,
        fraction: bpToFraction(next),
      },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <InputBase
      autoFocus
      value={draft}
      disabled={save.isPending}
      onChange={(e) => {
        setProblem(null);
        setDraft(e.target.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setDraft(null);
      }}
      inputProps={{
        'aria-label': label,
        'aria-invalid': problem ? true : undefined,
        title: problem ?? undefined,
        inputMode: 'decimal',
      }}
      sx={{
        width: '100%',
        fontSize: 'inherit',
        '& input': { textAlign: 'right', px: 0.5, py: 0.25 },
        border: 1,
        borderColor: problem ? 'error.main' : 'primary.main',
        borderRadius: 0.5,
        bgcolor: problem ? '#ffd6dc' : 'background.paper',
      }}
    />
  );
}
