import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { GOAL_DIVISIONS, TEAM_GOAL_ROLES } from '@n5/shared/goals/constants';
import { goalYearOptions } from '@n5/shared/goals/rules';
import { TopMenuSelect } from '../../../components/top-menu-select';
import { useGoalFilters } from './goal-filters';

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
      <TopMenuSelect
        label="Year"
        value={String(year)}
        options={goalYearOptions(new Date()).map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(value) => set('year', value)}
      />
      {props.team && (
        <>
          <TopMenuSelect
            label="Division"
            value={division}
            options={GOAL_DIVISIONS.map((d) => ({ value: d, label: d }))}
            onChange={(value) => set('division', value)}
          />
          <TopMenuSelect
            label="Role"
            value={role}
            options={TEAM_GOAL_ROLES.map((r) => ({ value: r, label: r }))}
            onChange={(value) => set('role', value)}
          />
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
