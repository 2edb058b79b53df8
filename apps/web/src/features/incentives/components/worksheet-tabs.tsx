import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { parseInteger } from '@n5/shared/core/integer';
import { QUARTERS } from '@n5/shared/incentives/constants';
import { quarterOf } from '@n5/shared/kpi/quarters';
import { todayIso } from './incentive-filters';
import { WorksheetSection } from './worksheet-section';

/**
 * The four Individual Incentive Worksheets, one quarter at a time (?q in the address; this
 * quarter in the current year, Q4 in a past one). Each is every team member by 15 columns: four
 * at once made the page slow to load, scroll and check.
 */
export function WorksheetTabs({ year }: { year: number }) {
  const [params, setParams] = useSearchParams();
  const today = quarterOf(todayIso());
  const fallback = year === today.year ? today.quarter : 4;
  const picked = parseInteger(params.get('q'));
  const quarter = picked !== null && picked >= 1 && picked <= 4 ? picked : fallback;
  const pick = (q: number) => {
    const next = new URLSearchParams(params);
    next.set('q', String(q));
    setParams(next, { replace: true });
  };
  return (
    <Box>
      <Tabs
        value={quarter}
        onChange={(_event, q: number) => pick(q)}
        aria-label="Individual Incentive Worksheets by quarter"
      >
        {QUARTERS.map((q) => (
          <Tab
            key={q}
            value={q}
            label={`Q${q} worksheet`}
            id={`worksheet-tab-${q}`}
            aria-controls="worksheet-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="worksheet-panel"
        aria-labelledby={`worksheet-tab-${quarter}`}
        sx={{ pt: 1 }}
      >
        <WorksheetSection key={quarter} q={{ year, quarter }} />
      </Box>
    </Box>
  );
}
