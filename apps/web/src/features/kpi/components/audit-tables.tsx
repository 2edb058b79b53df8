import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import type { TAuditRow } from '@n5/shared/kpi/schemas';
import { QueryState } from '../../../components/query-state';
import { formatShortDate } from '../../../lib/format';
import { profImageQuery, surveyLeaderboardQuery, type TPicked } from '../api/kpi-queries';
import { InspectionDialog, INSPECTION_TITLES, type TAuditType } from './inspection-dialog';
import { ScoreTable, scoreCell } from './score-table';

/** Customer Fulfillment Survey Results: the client survey leaderboard. */
export function CustomerFulfillmentTable({ picked }: { picked: TPicked }) {
  const query = useQuery(surveyLeaderboardQuery(picked));
  return (
    <QueryState
      query={query}
      loadingLabel="Loading survey results"
      errorText="The survey results could not be loaded"
    >
      {(rows) => (
        <ScoreTable
          label="Customer Fulfillment Survey Results"
          rows={rows}
          rowKey={(r) => r.n5representative}
          columns={[
            { header: 'Place', cell: (r) => r.place, numeric: true },
            { header: 'Representative', cell: (r) => r.n5representative },
            { header: 'Invites', cell: (r) => r.Invites, numeric: true },
            { header: 'Responses', cell: (r) => r.responses, numeric: true },
            { header: 'Response Rate', cell: (r) => scoreCell(r.score), numeric: true },
            { header: 'Score', cell: (r) => scoreCell(r.TotalScore), numeric: true },
          ]}
        />
      )}
    </QueryState>
  );
}

/** One inspection type's results of the quarter, each row with its magnifier. */
function AuditTable(props: { type: TAuditType; rows: TAuditRow[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const who = (r: TAuditRow) => r.name ?? r.van ?? r.location ?? '';
  return (
    <>
      <ScoreTable
        label={props.label}
        rows={props.rows}
        rowKey={(r) => r.KPIEventID}
        columns={[
          {
            header: '',
            cell: (r) => (
              <IconButton
                size="small"
                aria-label={`Open the ${INSPECTION_TITLES[props.type]} of ${formatShortDate(r.SurveyDate)} ${who(r)}`}
                onClick={() => setOpen(r.KPIEventID)}
              >
                <SearchIcon fontSize="small" />
              </IconButton>
            ),
          },
          { header: 'Name', cell: who },
          { header: 'Surveyor', cell: (r) => r.surveyor },
          { header: 'Survey Date', cell: (r) => formatShortDate(r.SurveyDate) },
          { header: 'Score', cell: (r) => scoreCell(r.score), numeric: true },
        ]}
      />
      {open && (
        <InspectionDialog kpiEventId={open} type={props.type} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

const KEY = {
  Fleet: 'fleet',
  Uniform: 'uniform',
  Warehouse: 'warehouse',
  Safety: 'safety',
} as const;

/** Fleet, Warehouse, Uniform or Safety Survey Results. */
export function AuditResults({
  picked,
  type,
  label,
}: {
  picked: TPicked;
  type: TAuditType;
  label: string;
}) {
  const query = useQuery(profImageQuery(picked));
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading ${label}`}
      errorText={`${label} could not be loaded`}
    >
      {(data) => <AuditTable type={type} rows={data[KEY[type]]} label={label} />}
    </QueryState>
  );
}
