import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import { GOAL_DIVISIONS, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import { goalYearOptions } from '@n5/shared/goals/rules';
import { useGoalFilters } from './goal-filters';

const selectSx = {
  color: 'inherit',
  fontSize: 14,
  minWidth: 100,
  '& select': { py: 0.5, pl: 1 },
  '& svg': { color: 'inherit' },
  '&::before, &::after': { borderColor: 'rgba(255,255,255,0.6) !important' },
  '& option': { color: '#1d2733' },
} as const;

const barButtonSx = {
  color: 'inherit',
  borderColor: 'rgba(255,255,255,0.5)',
  whiteSpace: 'nowrap',
};

/**
 * The goal screens' top menu (spec 2 §2.2): the year picker (2017 to next year), the division and
 * role pickers on Team Member Goals, and Recalculate Dashboard (its dialog handed in by app/).
 */
export function GoalsTopMenu(props: {
  team: boolean;
  RecalculateDialog: ComponentType<{ onClose: () => void }>;
}) {
  const { year, division, role, set } = useGoalFilters();
  const [recalculating, setRecalculating] = useState(false);
  const { RecalculateDialog } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 0.5 }}>
      <NativeSelect
        value={String(year)}
        onChange={(e) => set('year', e.target.value)}
        inputProps={{ 'aria-label': 'Year' }}
        sx={selectSx}
      >
        {goalYearOptions(new Date()).map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </NativeSelect>
      {props.team && (
        <>
          <NativeSelect
            value={division}
            onChange={(e) => set('division', e.target.value)}
            inputProps={{ 'aria-label': 'Division' }}
            sx={selectSx}
          >
            {GOAL_DIVISIONS.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </NativeSelect>
          <NativeSelect
            value={role}
            onChange={(e) => set('role', e.target.value)}
            inputProps={{ 'aria-label': 'Role' }}
            sx={{ ...selectSx, minWidth: 160 }}
          >
            {TEAM_GOAL_ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </NativeSelect>
        </>
      )}
      <Button
        variant="outlined"
        size="small"
        sx={barButtonSx}
        onClick={() => setRecalculating(true)}
      >
        Recalculate Dashboard
      </Button>
      {recalculating && <RecalculateDialog onClose={() => setRecalculating(false)} />}
    </Box>
  );
}
