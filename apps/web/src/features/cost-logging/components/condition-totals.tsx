import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TMobileCondition } from '@n5/shared/cost-logging/schemas';
import { formatUsd } from '../../../lib/format';

function Figure(props: { label: string; total: string; remaining: string; money?: boolean }) {
  const show = (v: string) => (props.money ? formatUsd(v) : v);
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {props.label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {show(props.total)}
      </Typography>
      <Typography variant="caption" component="div">
        {show(props.remaining)} left
      </Typography>
    </Box>
  );
}

/** The condition's name, comments, and its totals with what remains (spec 3 §4). */
export function ConditionTotals({ condition }: { condition: TMobileCondition }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Condition totals">
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {condition.ConditionName}
      </Typography>
      {condition.InternalComments && (
        <Typography variant="body2" color="text.secondary">
          {condition.InternalComments}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Figure
          label="Labor hours"
          total={condition.laborHoursTotal}
          remaining={condition.laborHoursRemaining}
        />
        <Figure
          label="Equipment"
          total={condition.equipmentCostTotal}
          remaining={condition.equipmentCostRemaining}
          money
        />
        <Figure
          label="Other costs"
          total={condition.otherCostsTotal}
          remaining={condition.otherCostsRemaining}
          money
        />
      </Box>
    </Paper>
  );
}
