import { useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TopMenuSelect } from '../../../components/top-menu-select';
import {
  payoutYearOptions,
  pickedOf,
  pickedValue,
  quarterOptions,
  useIncentiveQuarter,
  useIncentiveYear,
} from './incentive-filters';

/** /incentive-analysis's top menu: the quarter picker (?y&q). */
export function IncentiveQuarterMenu() {
  const [picked, setPicked] = useIncentiveQuarter();
  return (
    <TopMenuSelect
      label="Quarter"
      value={pickedValue(picked)}
      options={quarterOptions()}
      onChange={(value) => setPicked(pickedOf(value))}
    />
  );
}

/** /team-member-bonus-pool's top menu: the quarter picker plus Recalculate Dashboard (spec 2 §2.2). */
export function BonusPoolTopMenu(props: {
  RecalculateDialog: ComponentType<{ onClose: () => void }>;
}) {
  const [recalculating, setRecalculating] = useState(false);
  const { RecalculateDialog } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <IncentiveQuarterMenu />
      <Button
        variant="outlined"
        size="small"
        sx={{ color: 'inherit', borderColor: 'rgba(255,255,255,0.5)', whiteSpace: 'nowrap' }}
        onClick={() => setRecalculating(true)}
      >
        Recalculate Dashboard
      </Button>
      {recalculating && <RecalculateDialog onClose={() => setRecalculating(false)} />}
    </Box>
  );
}

/** /incentive-payout's top menu: the year picker from 2019 (?y). */
export function PayoutTopMenu() {
  const [year, setYear] = useIncentiveYear();
  return (
    <TopMenuSelect
      label="Year"
      value={String(year)}
      options={payoutYearOptions()}
      onChange={(value) => setYear(pickedOf(`${value}-1`).year)}
    />
  );
}
