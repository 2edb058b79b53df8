import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { compare, fromNumeric, ZERO } from '@n5/shared/core/decimal';
import { EMPLOYED_NOTE } from '@n5/shared/incentives/constants';
import type { TAnalysis } from '@n5/shared/incentives/schemas';
import { formatPercent, formatUsd } from '../../../lib/format';
import { hours } from './worksheet-table';

const pct = (v: string | null) => formatPercent(v ?? '0', { minDecimals: 2, maxDecimals: 2 });

function Card(props: {
  title: string;
  rows: Array<[string, ReactNode]>;
  total?: [string, ReactNode];
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {props.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {[...props.rows, ...(props.total ? [props.total] : [])].map(([label, value], i) => {
          const isTotal = props.total && i === props.rows.length;
          const sx = isTotal ? { fontWeight: 700, borderTop: '1px solid #ccd', pt: 0.5 } : {};
          return [
            <Box component="dt" key={`${label}-t`} sx={{ color: 'text.secondary', ...sx }}>
              {label}
            </Box>,
            <Box component="dd" key={`${label}-d`} sx={{ m: 0, textAlign: 'right', ...sx }}>
              {value}
            </Box>,
          ];
        })}
      </Box>
    </Paper>
  );
}

/** Whether the Leadership Incentive card shows: the leadership percent is not .00% (spec 2 §2.12). */
export const showsLeadership = (a: TAnalysis) =>
  compare(fromNumeric(a.LeadershipPercent), ZERO) !== 0;

/**
 * Quarter-to-date incentive progress (spec 2 §2.12): Team Performance, Individual Incentive, and
 * Leadership Incentive only when the leadership percent is not .00%; the employment note.
 */
export function AnalysisCards({ analysis: a }: { analysis: TAnalysis }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card
          title="Team Performance"
          rows={[
            ['Group Gross Profit', formatUsd(a.GroupGrossProfit)],
            ['Group Pool %', pct(a.GroupPoolPercent)],
            ['Potential Profit Share Pool', formatUsd(a.PotentialProfitSharePool)],
            ['KPI %', pct(a.KPIPercent)],
          ]}
          total={['Profit Share Pool', formatUsd(a.ProfitSharePool)]}
        />
        <Card
          title="Individual Incentive"
          rows={[
            ['Position', a.Position ?? ''],
            ['Stars', String(a.Stars)],
            ['Hours', hours(a.Hours)],
            ['Points', hours(a.Points)],
            ['Total Points', hours(a.TotalPoints)],
            ['Profit Share %', pct(a.ProfitSharePercent)],
          ]}
          total={['Profit Share', formatUsd(a.ProfitShareAmount)]}
        />
        {showsLeadership(a) && (
          <Card
            title="Leadership Incentive"
            rows={[
              ['Division', a.LeadershipDivision ?? ''],
              ['Division Gross Profit', formatUsd(a.DivisionGrossProfit)],
              ['Division Goal %', pct(a.DivisionGoalPercent)],
              ['Leadership Pool', formatUsd(a.LeadershipPool)],
              ['Leadership %', pct(a.LeadershipPercent)],
            ]}
            total={['Leadership Share', formatUsd(a.LeadershipAmount)]}
          />
        )}
      </Box>
      <Typography sx={{ fontWeight: 700 }}>
        Total Profit Share: {formatUsd(a.TotalProfitShareAmount)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {EMPLOYED_NOTE}
      </Typography>
    </Box>
  );
}
