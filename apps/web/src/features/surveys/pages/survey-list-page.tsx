import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { isAdmin } from '@n5/shared/permissions/can';
import { SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import type { TSurveyListRow } from '@n5/shared/surveys/schemas';
import { QueryState } from '../../../components/query-state';
import { useCurrentUser } from '../../../lib/session';
import { surveyListQuery } from '../api/surveys-queries';
import { SurveyDetailDialog } from '../components/survey-detail-dialog';
import { useSurveyFilters } from '../components/survey-filters';
import { SurveyGrid } from '../components/survey-grid';
import { SurveySettingsDialog } from '../components/survey-settings-dialog';

/** /survey-list: the 'Surveys' grid of a quarter (spec 2 §2.7); its filters are the top menu's. */
export function SurveyListPage() {
  const [filters] = useSurveyFilters();
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
