import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FORECAST_MONTHS, FORECAST_SLOTS, type TForecastKey } from '@n5/shared/project/constants';
import { compare, equals, PLACES, sign, toNumeric } from '@n5/shared/core/decimal';
import { percentText } from '@n5/shared/core/percent';
import {
  canEditForecast,
  checkForecastCell,
  forecastReadOnlyMessage,
  FORECAST_FULL,
  forecastCellValue,
  forecastTotal,
  percentInputToFraction,
} from '@n5/shared/forecast/rules';
import type { TStageType } from '@n5/shared/project/constants';
import type { TForecasting } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { forecastingQuery, useSetForecast } from '../api/project-info-queries';
import { SectionCard } from '../../../components/section-card';

const MONTH_LABELS = FORECAST_MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

/**
 * One cell: shows the percent, keeps what the user types, and on blur saves it when it changed.
 * Over 100 or under 0 is ignored (the cell goes back); empty is 0; a grid total over 100% turns
 * the cell red and saves nothing (spec 1 §5).
 */
function ForecastCell(props: {
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
}) {
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
            : save.isPending || props.readOnly
              ? 'action.hover'
              : 'background.paper',
        color: 'text.primary',
        outline: 'none',
        '&:focus': { borderColor: isOver ? 'error.main' : 'primary.main', boxShadow: 1 },
      }}
    />
  );
}

/** 36 monthly cells: previous, current and next year (spec 1 §2, §5). */
export function ForecastGrid({
  projectId,
  stageType,
}: {
  projectId: number;
  stageType: TStageType;
}) {
  const forecasting = useQuery(forecastingQuery(projectId));
  const readOnly = !canEditForecast(stageType);
  const [problems, setProblems] = useState<Partial<Record<TForecastKey, string>>>({});
  const handleProblem = (key: TForecastKey, message: string | null) =>
    setProblems((current) => {
      const next = { ...current };
      if (message) next[key] = message;
      else delete next[key];
      return next;
    });
  const messages = Object.values(problems);

  return (
    <SectionCard
      title="Forecasting"
      aside={
        <>
          <Typography variant="body2" color="text.secondary">
            Share of the contract earned each month, in percent. The 36 months may total at most
            100%.{readOnly && ` ${forecastReadOnlyMessage(stageType)}`}
          </Typography>
          {forecasting.data && (
            <Typography sx={{ ml: 'auto', fontWeight: 700 }} data-testid="forecast-total">
              Total {percentText(forecastTotal(forecasting.data.cells))}%
            </Typography>
          )}
        </>
      }
    >
      <QueryState
        query={forecasting}
        loadingLabel="Loading forecast"
        errorText="The forecast could not be loaded"
      >
        {(data) => (
          <Box sx={{ overflowX: 'auto' }}>
            {/* Labelled inputs in a group: an ARIA grid would need rows, cells and arrow keys. */}
            <Box
              role="group"
              aria-label="Forecast by month"
              sx={{
                display: 'grid',
                gridTemplateColumns: '64px repeat(12, minmax(56px, 1fr))',
                gap: 0.75,
                minWidth: 780,
                alignItems: 'center',
              }}
            >
              <Box />
              {MONTH_LABELS.map((m) => (
                <Typography
                  key={m}
                  variant="caption"
                  color="text.secondary"
                  sx={{ textAlign: 'center', fontWeight: 700 }}
                >
                  {m}
                </Typography>
              ))}
              {FORECAST_SLOTS.map((slot) => {
                const year = data.currentYear + slot - 2;
                return [
                  <Typography key={`y${slot}`} sx={{ fontWeight: 700 }}>
                    {year}
                  </Typography>,
                  ...FORECAST_MONTHS.map((m, index) => (
                    <ForecastCell
                      key={`${m}${slot}`}
                      cellKey={`${m}${slot}` as TForecastKey}
                      monthStr={m}
                      slot={slot}
                      month={index + 1}
                      label={`${MONTH_LABELS[index]} ${year}`}
                      projectId={projectId}
                      forecasting={data}
                      readOnly={readOnly}
                      onProblem={handleProblem}
                    />
                  )),
                ];
              })}
            </Box>
          </Box>
        )}
      </QueryState>
      {messages.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="forecast-problem">
          {messages.map((m) => (
            <div key={m}>{m} Nothing was saved.</div>
          ))}
        </Alert>
      )}
    </SectionCard>
  );
}
