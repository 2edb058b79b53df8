import Box from '@mui/material/Box';
import { parseInteger } from '@n5/shared/core/integer';
import { dashboardYearOptions } from '@n5/shared/dashboards/rules';
import { TopMenuSelect } from '../../../components/top-menu-select';
import { useDashboardYear } from './dashboard-year';
import { GrossMarginReportButton } from './gross-margin-report';

/** /dashboard's top menu (spec 2 §2.2): the year picker from 2020 (query y), and the Gross Margin by PM report. */
export function DashboardTopMenu() {
  const { y, setYear } = useDashboardYear();
  const years = dashboardYearOptions(new Date());
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <TopMenuSelect
        label="Year"
        value={String(y)}
        options={(years.includes(y) ? years : [y, ...years]).map((year) => ({
          value: String(year),
          label: String(year),
        }))}
        onChange={(value) => setYear(parseInteger(value) ?? y)}
      />
      <GrossMarginReportButton year={y} />
    </Box>
  );
}
