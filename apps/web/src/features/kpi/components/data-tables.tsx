import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TDataTables } from '@n5/shared/kpi/schemas';
import { QueryState } from '../../../components/query-state';
import { formatPercent } from '../../../lib/format';
import { dataTablesQuery, type TPicked } from '../api/kpi-queries';
import { ScoreTable, scoreCell } from './score-table';

type TTableKey = keyof TDataTables;
type TRow<K extends TTableKey> = TDataTables[K][number];
const name = { header: 'Team Member', cell: (r: { DisplayName: string }) => r.DisplayName };
const score = {
  header: 'Score',
  cell: (r: { Score: string | null }) => scoreCell(r.Score),
  numeric: true,
};
const n = <R,>(header: string, get: (r: R) => number) => ({ header, cell: get, numeric: true });

const key = (r: { DisplayName: string }) => r.DisplayName;

/** Each table's rows and columns, one small entry a table. */
const TABLES: Record<TTableKey, (data: TDataTables, label: string) => ReactNode> = {
  jobStartup: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.jobStartup}
      rowKey={key}
      columns={[
        name,
        n('Projects Started', (r: TRow<'jobStartup'>) => r.ProjectCount),
        n('Signed', (r: TRow<'jobStartup'>) => r.SignatureCount),
        score,
      ]}
    />
  ),
  timelyTimesheets: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.timelyTimesheets}
      rowKey={key}
      columns={[
        name,
        n('Weeks Assigned', (r: TRow<'timelyTimesheets'>) => r.AssignmentCount),
        n('Missed', (r: TRow<'timelyTimesheets'>) => r.MissedCount),
        score,
      ]}
    />
  ),
  projectNotes: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.projectNotes}
      rowKey={key}
      columns={[
        name,
        n('Active Jobs', (r: TRow<'projectNotes'>) => r.TotalJobs),
        n('Missing Notes', (r: TRow<'projectNotes'>) => r.MissingNotesCount),
        score,
      ]}
    />
  ),
  callbacks: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.callbacks}
      rowKey={key}
      columns={[
        name,
        n('Closed Projects', (r: { ClosedProjectCount: number }) => r.ClosedProjectCount),
        n('Call Backs', (r: TRow<'callbacks'>) => r.CallbackCount),
        score,
      ]}
    />
  ),
  missedCosts: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.missedCosts}
      rowKey={key}
      columns={[
        name,
        n('Closed Projects', (r: { ClosedProjectCount: number }) => r.ClosedProjectCount),
        n('Missed Costs', (r: TRow<'missedCosts'>) => r.MissedCostCount),
        score,
      ]}
    />
  ),
  plusMinusEstimatedProfit: (data, label) => (
    <ScoreTable
      label={label}
      rows={data.plusMinusEstimatedProfit}
      rowKey={key}
      columns={[
        name,
        n('Closed Projects', (r: { ClosedProjectCount: number }) => r.ClosedProjectCount),
        {
          header: 'Actual − Estimated Margin',
          cell: (r) => (r.Score === null ? '—' : formatPercent(r.Score)),
          numeric: true,
        },
      ]}
    />
  ),
};

/** Job Startup, Timely Timesheets, Project Notes, Call Back, Missed Cost, Plus/Minus Estimated Profit. */
export function DataTable({
  picked,
  table,
  label,
}: {
  picked: TPicked;
  table: TTableKey;
  label: string;
}) {
  const query = useQuery(dataTablesQuery(picked));
  return (
    <QueryState
      query={query}
      loadingLabel={`Loading ${label}`}
      errorText={`${label} could not be loaded`}
    >
      {(data) => TABLES[table](data, label)}
    </QueryState>
  );
}
