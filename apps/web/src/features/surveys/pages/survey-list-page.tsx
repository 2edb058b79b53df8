import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { parseInteger } from '@n5/shared/core/integer';
import { SURVEY_QUARTERS, quarterOf, surveyYearOptions } from '@n5/shared/kpi/quarters';
import { isAdmin } from '@n5/shared/permissions/can';
import { DEFAULT_SURVEY_STATUS, SURVEY_STATUSES, SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import type { TSurveyListRow } from '@n5/shared/surveys/schemas';
import { QueryState } from '../../../components/query-state';
import { displayNamesQuery } from '../../../lib/reference-data';
import { useCurrentUser } from '../../../lib/session';
import { surveyListQuery, type TSurveyFilters } from '../api/surveys-queries';
import { SurveyDetailDialog } from '../components/survey-detail-dialog';
import { SurveyGrid } from '../components/survey-grid';
import { SurveySettingsDialog } from '../components/survey-settings-dialog';

const today = () => new Date().toISOString().slice(0, 10);
const ALL = 'all';

/** The list's filters live in the address (?y&q&u&st), defaulting to this quarter, all, Invited. */
function useSurveyFilters(): [TSurveyFilters, (patch: Partial<TSurveyFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const now = quarterOf(today());
  const filters: TSurveyFilters = {
    year: parseInteger(params.get('y')) ?? now.year,
    quarter: parseInteger(params.get('q')) ?? now.quarter,
    userID: parseInteger(params.get('u')),
    surveyStatus: parseInteger(params.get('st')) ?? DEFAULT_SURVEY_STATUS,
  };
  const update = (patch: Partial<TSurveyFilters>) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams({
      y: String(next.year),
      q: String(next.quarter),
      st: String(next.surveyStatus),
      ...(next.userID === null ? {} : { u: String(next.userID) }),
    });
    setParams(search, { replace: true });
  };
  return [filters, update];
}

function Filters(props: {
  filters: TSurveyFilters;
  onChange: (p: Partial<TSurveyFilters>) => void;
}) {
  const users = useQuery(displayNamesQuery);
  const { filters, onChange } = props;
  const quarters = surveyYearOptions(today()).flatMap((year) =>
    SURVEY_QUARTERS.map((quarter) => ({ year, quarter })),
  );
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <TextField
        select
        size="small"
        label="Quarter"
        value={`${filters.year}-${filters.quarter}`}
        onChange={(e) => {
          const [y, q] = e.target.value.split('-');
          onChange({ year: parseInteger(y)!, quarter: parseInteger(q)! });
        }}
        sx={{ minWidth: 140 }}
      >
        {quarters.map((o) => (
          <MenuItem key={`${o.year}-${o.quarter}`} value={`${o.year}-${o.quarter}`}>
            Q{o.quarter} {o.year}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Team Member"
        value={filters.userID === null ? ALL : String(filters.userID)}
        onChange={(e) =>
          onChange({ userID: e.target.value === ALL ? null : parseInteger(e.target.value) })
        }
        sx={{ minWidth: 220 }}
      >
        <MenuItem value={ALL}>{SURVEY_TEXTS.allTeamMembers}</MenuItem>
        {(users.data ?? []).map((u) => (
          <MenuItem key={u.UserID} value={String(u.UserID)}>
            {u.DisplayName}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Survey Status"
        value={String(filters.surveyStatus)}
        onChange={(e) => onChange({ surveyStatus: parseInteger(e.target.value)! })}
        sx={{ minWidth: 180 }}
      >
        {SURVEY_STATUSES.map((s) => (
          <MenuItem key={s.value} value={String(s.value)}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** /survey-list: the 'Surveys' grid of a quarter (spec 2 §2.7). */
export function SurveyListPage() {
  const [filters, setFilters] = useSurveyFilters();
  const query = useQuery(surveyListQuery(filters));
  const [open, setOpen] = useState<string | null>(null);
  const onOpen = useCallback((row: TSurveyListRow) => setOpen(row.kpiEventId), []);
  const user = useCurrentUser();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 3 } }}>
      <Stack direction="row" alignItems="center" spacing={2}>
        <Typography variant="h1" sx={{ fontSize: 24, flex: 1 }}>
          {SURVEY_TEXTS.listTitle}
        </Typography>
        {isAdmin(user) && (
          <Button
            variant="outlined"
            startIcon={<SettingsOutlined />}
            onClick={() => setSettingsOpen(true)}
          >
            Invitation settings
          </Button>
        )}
      </Stack>
      <Filters filters={filters} onChange={setFilters} />
      <QueryState
        query={query}
        size="page"
        loadingLabel="Loading surveys"
        errorText="The surveys could not be loaded"
        empty={{ when: (rows) => rows.length === 0, text: SURVEY_TEXTS.emptyList }}
      >
        {(rows) => <SurveyGrid rows={rows} onOpen={onOpen} />}
      </QueryState>
      {settingsOpen && <SurveySettingsDialog onClose={() => setSettingsOpen(false)} />}
      {open && <SurveyDetailDialog kpiEventId={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
