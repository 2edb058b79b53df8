import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import { parseInteger } from '@n5/shared/core/integer';
import { dashboardYearOptions } from '@n5/shared/dashboards/rules';
import { useDashboardYear } from './dashboard-year';
import { GrossMarginReportButton } from './gross-margin-report';

const selectSx = {
  color: 'inherit',
  fontSize: 14,
  minWidth: 100,
  '& select': { py: 0.5, pl: 1 },
  '& svg': { color: 'inherit' },
  '&::before, &::after': { borderColor: 'rgba(255,255,255,0.6) !important' },
  '& option': { color: '#1d2733' },
} as const;

/** /dashboard's top menu (spec 2 §2.2): the year picker from 2020 (query y), and the Gross Margin by PM report. */
export function DashboardTopMenu() {
  const { y, setYear } = useDashboardYear();
  const years = dashboardYearOptions(new Date());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <NativeSelect
        value={String(y)}
        onChange={(event) => setYear(parseInteger(event.target.value) ?? y)}
        inputProps={{ 'aria-label': 'Year' }}
        sx={selectSx}
      >
        {!years.includes(y) && <option value={String(y)}>{y}</option>}
        {years.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </NativeSelect>
      <GrossMarginReportButton year={y} />
    </Box>
  );
}
