import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FORECAST_MONTHS, FORECAST_SLOTS, type TForecastKey } from '@n5/shared/project/constants';
import { percentText } from '@n5/shared/core/percent';
import { canEditForecast, forecastReadOnlyMessage, forecastTotal } from '@n5/shared/forecast/rules';
import type { TStageType } from '@n5/shared/project/constants';
import type { TForecasting } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { forecastingQuery } from '../api/project-info-queries';
import { SectionCard } from '../../../components/section-card';
import { ForecastCell } from './forecast-cell';

const MONTH_LABELS = FORECAST_MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));

/** The month headings, then each year's row of twelve cells. */
function ForecastMonths(props: {
  data: TForecasting;
  projectId: number;
  readOnly: boolean;
  onProblem: (key: TForecastKey, message: string | null) => void;
}) {
  const { data } = props;
  return (
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
                projectId={props.projectId}
                forecasting={data}
                readOnly={props.readOnly}
                onProblem={props.onProblem}
              />
            )),
          ];
        })}
      </Box>
    </Box>
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
          <ForecastMonths
            data={data}
            projectId={projectId}
            readOnly={readOnly}
            onProblem={handleProblem}
          />
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
