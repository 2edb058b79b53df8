import { useState } from 'react';
import { compare, equals, PLACES, sign, toNumeric } from '@n5/shared/core/decimal';
import { percentText } from '@n5/shared/core/percent';
import {
  checkForecastCell,
  FORECAST_FULL,
  forecastCellValue,
  percentInputToFraction,
} from '@n5/shared/forecast/rules';
import type { FORECAST_MONTHS, TForecastKey } from '@n5/shared/project/constants';
import type { TForecasting } from '@n5/shared/project/schemas';
import { useSetForecast } from '../api/project-info-queries';

export interface TForecastCellProps {
  cellKey: TForecastKey;
  monthStr: (typeof FORECAST_MONTHS)[number];
  slot: 1 | 2 | 3;
  month: number;
  label: string;
  projectId: number;
  forecasting: TForecasting;
  /** An archived project's months are shown, not edited (forecast/rules.ts). */
  readOnly: boolean;
  /** Tells the grid what is wrong with this cell (null when nothing is). */
  onProblem: (key: TForecastKey, message: string | null) => void;
}

/**
 * A forecast cell's state: what is typed, and on blur its save when it changed. Over 100 or
 * under 0 is ignored (the cell goes back); empty is 0; a grid total over 100% marks the cell
 * and saves nothing (spec 1 §5).
 */
export function useForecastCell(props: TForecastCellProps) {
  // One mutation per cell, so a quick Tab through several cells keeps each cell's own state.
  const save = useSetForecast(props.projectId);
  const storedValue = forecastCellValue(props.forecasting.cells[props.cellKey] ?? null);
  const stored = percentText(storedValue);
  const [draft, setDraft] = useState<string | null>(null);
  const [isOver, setOver] = useState(false);
  const [error, setErrorState] = useState<string | null>(null);
  const setError = (message: string | null) => {
    setErrorState(message);
    props.onProblem(props.cellKey, message && `${props.label}: ${message}`);
  };
  const text = draft ?? (stored === '0' ? '' : stored);

  const handleBlur = () => {
    if (draft === null) return;
    const value = percentInputToFraction(draft);
    if (value === null || sign(value) < 0 || compare(value, FORECAST_FULL) > 0) {
      // Out of range or not a number: ignored, the cell shows its saved value again.
      setDraft(null);
      setOver(false);
      setError(null);
      return;
    }
    if (equals(value, storedValue)) {
      setDraft(null);
      setOver(false);
      setError(null);
      return;
    }
    const check = checkForecastCell(props.forecasting.cells, props.cellKey, value);
    if (!check.ok) {
      setOver(true);
      setError(check.message);
      return;
    }
    setOver(false);
    setError(null);
    save.mutate(
      {
        forecastYear: props.slot,
        forecastMonth: props.month,
        forecastPercent: toNumeric(value, PLACES.fraction),
        monthStr: props.monthStr,
      },
      {
        onSuccess: () => {
          setDraft(null);
          setError(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return { text, isOver, error, isSaving: save.isPending, setDraft, handleBlur };
}
