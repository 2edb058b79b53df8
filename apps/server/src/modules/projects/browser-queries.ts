import { type SQL, sql } from 'drizzle-orm';
import {
  ARCHIVED_STAGES,
  FORECAST_KEYS,
  BID_TYPES,
  STAGE_ABBR,
} from '@n5/shared/projects/constants';
import { bidTypeShort } from '@n5/shared/projects/browser-format';
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

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The shared abbreviations and short bid types as SQL, so the rows need no JavaScript pass. */
const stageAbbrSql = sql.raw(
  `case p.stage_type ${Object.entries(STAGE_ABBR)
    .map(([stage, abbr]) => `when ${literal(stage)} then ${literal(abbr)}`)
    .join(' ')} end`,
);
const bidTypeShortSql = sql.raw(
  `case p.bid_type ${BID_TYPES.map((b) => `when ${literal(b)} then ${literal(bidTypeShort(b))}`).join(' ')} else '' end`,
);
const forecastColumns = sql.raw(
  FORECAST_KEYS.map((k) => `coalesce(f."${k}", 0.0000)::text as "${k}"`).join(',\n    '),
);

/**
 * The browser rows with their flags, for a stage group or a set of project ids, in ONE
 * statement whatever the number of rows: PostgreSQL computes the forecast total, the newest note
 * (an index lookup) and every colour, and writes the reply's JSON array itself (row_to_json of
 * named columns), so thousands of rows never pass through JavaScript objects.
 */
export function browserProjectsSql(scope: TBrowserScope): SQL {
  return sql`
select coalesce(json_agg(row_to_json(r) order by r."ProjectID"), '[]')::text as "json"
from (
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
    ${bidTypeShortSql} as "BidTypeShort",
    nullif(split_part(coalesce(p.bid_type, ''), ' -> ', 1), '') as "Division",
    p.stage_type as "StageType",
    ${stageAbbrSql} as "ProjectStageAbbr",
    p.estimated_by as "EstimatedBy",
    p.sold_by as "SoldBy",
    p.managed_by as "ManagedBy",
    p.days as "Days",
    p.contract_amount::text as "ContractAmount",
    p.est_margin_percent::text as "EstMarginPercent",
    round(p.contract_amount * p.est_margin_percent, 2)::text as "EstMargin",
    (ft.total - 1)::numeric(9, 4)::text as "Variance",
    ft.total::numeric(9, 4)::text as "ForecastTotal",
    ${notesColorSql} as "NotesColor",
    to_char(n.last_note at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "LastNoteDate",
    fc.forecast as "ForecastColor",
    fc.startup as "ScopeAckColor",
    fc.bids as "BidsColor",
    fc.subs as "SubcontractorContractColor",
    fc.client as "ClientContractColor",
    'red' in (fc.forecast, fc.startup, fc.bids, fc.subs, fc.client) as "MasterWarning",
    ${forecastColumns}
  from projects p
  left join forecasts f on f.project_id = p.project_id
  cross join lateral (select ${forecastTotalSql} as total) ft
  cross join lateral (
    select
      ${forecastColorSql} as forecast,
      ${jobStartUpColorSql} as startup,
      ${subBidsColorSql} as bids,
      ${subContractColorSql} as subs,
      ${clientContractColorSql} as client
  ) fc
  left join lateral (
    select max(pn.created_date) as last_note from project_notes pn where pn.project_id = p.project_id
  ) n on true
  left join companies c on c.company_id = p.client_company_id
  left join users pm on pm.user_id = p.project_manager_id
  left join users pe on pe.user_id = p.project_engineer_id
  left join users si on si.user_id = p.superintendent_id
  where ${whereOf(scope)}
) r`;
}

/** The rows as the JSON text of an array (the list endpoints send it as is). */
export async function listBrowserProjectsJson(db: TDbOrTx, scope: TBrowserScope): Promise<string> {
  const result = await db.execute(browserProjectsSql(scope));
  return rowsOf<{ json: string }>(result)[0]!.json;
}

/** The rows as objects: the project page uses it with `{ projectIds: [id] }` for one project's flags. */
export async function listBrowserProjects(
  db: TDbOrTx,
  scope: TBrowserScope,
): Promise<TBrowserProject[]> {
  return JSON.parse(await listBrowserProjectsJson(db, scope)) as TBrowserProject[];
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
