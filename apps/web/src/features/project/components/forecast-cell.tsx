import Box from '@mui/material/Box';
import { useForecastCell, type TForecastCellProps } from './use-forecast-cell';

/**
 * One cell: shows the percent, keeps what the user types, and on blur saves it when it changed.
 * Over 100 or under 0 is ignored (the cell goes back); empty is 0; a grid total over 100% turns
 * the cell red and saves nothing (spec 1 §5).
 */
export function ForecastCell(props: TForecastCellProps) {
  const { text, isOver, error, isSaving, setDraft, handleBlur } = useForecastCell(props);
  return (
    <Box
      component="input"
      type="text"
      inputMode="decimal"
      aria-label={props.label}
      aria-invalid={isOver || !!error}
      title={error ?? undefined}
      data-cell={props.cellKey}
      data-over={isOver ? 'true' : undefined}
      value={text}
      readOnly={props.readOnly}
      placeholder="0"
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDraft(e.target.value)}
      onBlur={handleBlur}
      onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      sx={{
        width: '100%',
        minWidth: 52,
        boxSizing: 'border-box',
        font: 'inherit',
        fontVariantNumeric: 'tabular-nums',
        textAlign: 'right',
        px: 0.75,
        py: 0.75,
        border: 1,
        borderRadius: 1,
        borderColor: isOver || error ? 'error.main' : 'divider',
        bgcolor:
          isOver || error
            ? '#fde2e2'
            : isSaving || props.readOnly
              ? 'action.hover'
              : 'background.paper',
        color: 'text.primary',
        outline: 'none',
        '&:focus': { borderColor: isOver ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    />
  );
}
