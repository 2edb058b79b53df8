import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { parseInteger } from '@n5/shared/core/integer';
import { SURVEY_QUARTERS, surveyYearOptions } from '@n5/shared/kpi/quarters';
import { SURVEY_STATUSES, SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { TopMenuSelect } from '../../../components/top-menu-select';
import { displayNamesQuery } from '../../../lib/reference-data';
import { useSurveyFilters } from './survey-filters';

const ALL = 'all';

/**
 * /survey-list's top menu (spec 2 §2.2): quarter (years 2020 to now, quarters oldest first within
 * a year), team member (first 'All Team Members') and survey status (default Invited).
 */
export function SurveyTopMenu() {
  const [filters, setFilters] = useSurveyFilters();
  const users = useQuery(displayNamesQuery);
  const quarters = surveyYearOptions(new Date().toISOString().slice(0, 10)).flatMap((year) =>
    SURVEY_QUARTERS.map((quarter) => ({
      value: `${year}-${quarter}`,
      label: `Q${quarter} ${year}`,
    })),
  );
  const members = [
    { value: ALL, label: SURVEY_TEXTS.allTeamMembers },
    ...(users.data ?? []).map((u) => ({ value: String(u.UserID), label: u.DisplayName })),
  ];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 0.5 }}>
      <TopMenuSelect
        label="Quarter"
        value={`${filters.year}-${filters.quarter}`}
        options={quarters}
        onChange={(value) => {
          const [y, q] = value.split('-');
          setFilters({ year: parseInteger(y)!, quarter: parseInteger(q)! });
        }}
      />
      <TopMenuSelect
        label="Team Member"
        value={filters.userID === null ? ALL : String(filters.userID)}
        options={members}
        onChange={(value) => setFilters({ userID: value === ALL ? null : parseInteger(value) })}
      />
      <TopMenuSelect
        label="Survey Status"
        value={String(filters.surveyStatus)}
        options={SURVEY_STATUSES.map((s) => ({ value: String(s.value), label: s.label }))}
        onChange={(value) => setFilters({ surveyStatus: parseInteger(value)! })}
      />
    </Box>
  );
}
