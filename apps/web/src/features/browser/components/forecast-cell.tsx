import { useRef, useState } from 'react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import InputBase from '@mui/material/InputBase';
import { equals, isZero, PLACES, toNumeric } from '@n5/shared/core/decimal';
import { percentText } from '@n5/shared/core/percent';
import {
  canEditForecast,
  checkForecastCell,
  forecastCellValue,
  percentInputToFraction,
  type TForecastColumn,
} from '@n5/shared/forecast/rules';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { useSetForecast } from '../api/browser-queries';
import type { TBrowserGridContext } from './grid-context';

type TProps = CustomCellRendererProps<TBrowserProject, string, TBrowserGridContext> & {
  column: TForecastColumn;
};

/**
 * A forecast month (spec 2 §4): click to edit; Enter or leaving the cell saves when the value
 * changed; over 100, or a project total over 100%, turns the input red and saves nothing.
 * Showing is a plain element styled by the grid (`.n5-forecast`, browser-grid.tsx): a screen
 * draws some 250 of these, so the editor and its mutation exist only while editing.
 */
export function ForecastCell(props: TProps) {
  const { data: row, column } = props;
  const [isEditing, setIsEditing] = useState(false);
  if (!row) return null;
  const value = forecastCellValue(row[column.key]);
  const shown = `${percentText(value)}%`;
  const className = isZero(value) ? 'n5-forecast n5-forecast-zero' : 'n5-forecast';

  // One rule with the project page and the server: an archived project's months are read-only.
  if (!canEditForecast(row.StageType)) return <div className={className}>{shown}</div>;
  if (isEditing) return <ForecastEditor {...props} row={row} onDone={() => setIsEditing(false)} />;
  return (
    <button
      type="button"
      className={className}
      aria-label={`${column.label} forecast of project ${row.ProjectID}`}
      onClick={() => setIsEditing(true)}
    >
      {shown}
    </button>
  );
}

function ForecastEditor(props: TProps & { row: TBrowserProject; onDone: () => void }) {
  const { row, column, onDone } = props;
  const value = forecastCellValue(row[column.key]);
  const [draft, setDraft] = useState(isZero(value) ? '' : percentText(value));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetForecast();
  const isCancelled = useRef(false);

  const commit = () => {
    // Leaving a refused value (Enter, then blur) does not send it again.
    if (isCancelled.current || save.isPending || problem) return;
    // The grid refreshes only cells whose value changed; the node holds the row as it is now.
    const current = props.node.data ?? row;
    const next = percentInputToFraction(draft);
    if (next === null) return setProblem('Type a number from 0 to 100, with at most two decimals.');
    if (equals(next, forecastCellValue(current[column.key]))) return onDone();
    const check = checkForecastCell(current, column.key, next);
    if (!check.ok) return setProblem(check.message);
    save.mutate(
      {
        projectId: row.ProjectID,
        slot: column.slot,
        month: column.month,
        monthStr: column.monthStr,
        fraction: toNumeric(next, PLACES.fraction),
      },
      { onSuccess: onDone, onError: (error) => setProblem(error.message) },
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
        if (e.key === 'Escape') {
          // Leaving without saving: the blur that follows must not save.
          isCancelled.current = true;
          onDone();
        }
      }}
      inputProps={{
        'aria-label': `${column.label} forecast of project ${row.ProjectID}`,
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
