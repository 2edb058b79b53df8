import { type SQL, sql } from 'drizzle-orm';
import {
  ARCHIVED_STAGES,
  FORECAST_KEYS,
  STAGE_ABBR,
  type TBidType,
  type TForecastKey,
  type TStageType,
} from '@n5/shared/projects/constants';
import { bidTypeShort } from '@n5/shared/projects/browser-format';
import type { TFlagColor } from '@n5/shared/projects/flags';
import type { TBrowserProject, TStageCounts } from '@n5/shared/projects/schemas';
import type { TDbOrTx } from '../../db/client';
import {
  clientContractColorSql,
  forecastColorSql,
  forecastTotalSql,
  jobStartUpColorSql,
  notesColorSql,
  subBidsColorSql,
  subContractColorSql,
} from './flags-sql';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type TBrowserScope = 'active' | 'archived' | { projectIds: readonly number[] };

const archived = sql.raw(ARCHIVED_STAGES.map((s) => `'${s}'`).join(', '));

function whereOf(scope: TBrowserScope): SQL {
  if (scope === 'active') return sql`p.stage_type not in (${archived})`;
  if (scope === 'archived') return sql`p.stage_type in (${archived})`;
  if (scope.projectIds.length === 0) return sql`false`;
  return sql`p.project_id in (${sql.join(
    scope.projectIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

// The 36 cells travel as one text column ("0.2500,0.0000,..."): one value to cast and parse
// instead of 36 per row, which matters at thousands of rows.
const forecastCells = sql.raw(
  `case when f.project_id is null then null else concat_ws(',', ${FORECAST_KEYS.map((k) => `f."${k}"`).join(', ')}) end`,
);
const NO_FORECAST = FORECAST_KEYS.map(() => '0.0000');

interface TRow {
  ForecastCells: string | null;
  ProjectID: number;
  ProjectName: string;
  ClientCompanyName: string | null;
  WorkLocationName: string | null;
  ClientContactID: number | null;
  ProjectManagerID: number | null;
  ProjectEngineerID: number | null;
  SuperintendentID: number | null;
  PMInitials: string | null;
  PEInitials: string | null;
  SIInitials: string | null;
  ProjectManager: string | null;
  BidType: TBidType | null;
  Division: string | null;
  StageType: TStageType;
  EstimatedBy: number | null;
  SoldBy: number | null;
  ManagedBy: number | null;
  Days: number | null;
  ContractAmount: string;
  EstMarginPercent: string;
  EstMargin: string;
  Variance: string;
  ForecastTotal: string;
  LastNoteDate: string | null;
  NotesColor: TFlagColor;
  ForecastColor: TFlagColor;
  ScopeAckColor: TFlagColor;
  BidsColor: TFlagColor;
  SubcontractorContractColor: TFlagColor;
  ClientContractColor: TFlagColor;
}

/**
 * Browser rows with their flags, for a stage group or a set of project ids, in ONE statement
 * whatever the number of rows: the forecast total, the newest note (an index lookup) and every
 * colour are computed by PostgreSQL. The project page reuses it with `{ projectIds: [id] }`.
 */
export async function listBrowserProjects(
  db: TDbOrTx,
  scope: TBrowserScope,
): Promise<TBrowserProject[]> {
  const result = await db.execute(browserProjectsSql(scope));
  return rowsOf<TRow>(result).map(({ ForecastCells, ...row }) => {
    const cells = ForecastCells?.split(',') ?? NO_FORECAST;
    return {
      ...row,
      ...(Object.fromEntries(FORECAST_KEYS.map((k, i) => [k, cells[i]!])) as Record<
        TForecastKey,
        string
      >),
      BidTypeShort: bidTypeShort(row.BidType),
      ProjectStageAbbr: STAGE_ABBR[row.StageType],
      MasterWarning: [
        row.ForecastColor,
        row.ScopeAckColor,
        row.BidsColor,
        row.SubcontractorContractColor,
        row.ClientContractColor,
      ].includes('red'),
    };
  });
}

/** The browser query itself (exported for EXPLAIN in the benchmark). */
export function browserProjectsSql(scope: TBrowserScope): SQL {
  return sql`
select
  p.project_id as "ProjectID",
  p.project_name as "ProjectName",
  c.company_name as "ClientCompanyName",
  p.work_location_name as "WorkLocationName",
  p.client_contact_id as "ClientContactID",
  p.project_manager_id as "ProjectManagerID",
  p.project_engineer_id as "ProjectEngineerID",
  p.superintendent_id as "SuperintendentID",
  pm.initials as "PMInitials",
  pe.initials as "PEInitials",
  si.initials as "SIInitials",
  pm.display_name as "ProjectManager",
  p.bid_type as "BidType",
  nullif(split_part(coalesce(p.bid_type, ''), ' -> ', 1), '') as "Division",
  p.stage_type as "StageType",
  p.estimated_by as "EstimatedBy",
  p.sold_by as "SoldBy",
  p.managed_by as "ManagedBy",
  p.days as "Days",
  p.contract_amount::text as "ContractAmount",
  p.est_margin_percent::text as "EstMarginPercent",
  round(p.contract_amount * p.est_margin_percent, 2)::text as "EstMargin",
  (ft.total - 1)::numeric(9, 4)::text as "Variance",
  ft.total::numeric(9, 4)::text as "ForecastTotal",
  to_char(n.last_note at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "LastNoteDate",
  ${notesColorSql} as "NotesColor",
  ${forecastColorSql} as "ForecastColor",
  ${jobStartUpColorSql} as "ScopeAckColor",
  ${subBidsColorSql} as "BidsColor",
  ${subContractColorSql} as "SubcontractorContractColor",
  ${clientContractColorSql} as "ClientContractColor",
  ${forecastCells} as "ForecastCells"
from projects p
left join forecasts f on f.project_id = p.project_id
cross join lateral (select ${forecastTotalSql} as total) ft
left join lateral (
  select max(pn.created_date) as last_note from project_notes pn where pn.project_id = p.project_id
) n on true
left join companies c on c.company_id = p.client_company_id
left join users pm on pm.user_id = p.project_manager_id
left join users pe on pe.user_id = p.project_engineer_id
left join users si on si.user_id = p.superintendent_id
where ${whereOf(scope)}
order by p.project_id`;
}

/** Active projects per stage and those of one user (PM, PE or SI), in one statement. */
export async function countStages(db: TDbOrTx, userId: number): Promise<TStageCounts> {
  const result = await db.execute(sql`
select
  count(*) filter (where stage_type = 'In Progress')::int as "WIPCount",
  count(*) filter (where stage_type = 'Approved')::int as "ApprovedCount",
  count(*) filter (where stage_type = 'Awaiting Approval')::int as "ClientCount",
  count(*) filter (where stage_type = 'Preparing Proposal')::int as "PrepCount",
  count(*) filter (
    where ${userId} in (project_manager_id, project_engineer_id, superintendent_id)
  )::int as "MeCount"
from projects p
where ${whereOf('active')}`);
  return rowsOf<TStageCounts>(result)[0]!;
}
