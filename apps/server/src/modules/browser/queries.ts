import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  ARCHIVED_STAGES,
  FORECAST_KEYS,
  BID_TYPES,
  STAGE_ABBR,
} from '@n5/shared/project/constants';
import { bidTypeShort } from '@n5/shared/browser/format';
import type { TBrowserProject, TStageCounts } from '@n5/shared/browser/schemas';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { BROWSER_LIST_VERSION_SLOTS, forecasts, projects } from '../../db/schema/index';
import { jsonArraySql, jsonObjectSql, type TJsonField } from '../../db/sql-json';
import { contractAmountSql } from '../contracts/index';
import {
  clientContractColorSql,
  forecastColorSql,
  jobStartUpColorSql,
  notesColorSql,
  notesGreenCutSql,
  notesGreySql,
  notesYellowCutSql,
  subBidsColorSql,
  subContractColorSql,
} from './flags-sql';

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

type TSlice = { index: number; of: number };
const WHOLE: TSlice = { index: 0, of: 1 };

/**
 * The stage lists are read in two slices (even and odd ids) side by side: each statement is
 * CPU-bound in one PostgreSQL backend, so two halve the wait on a pool (PGlite runs them one
 * after the other). Each id is in exactly one slice; the slices may be a few ms apart in time.
 */
export const LIST_SLICES = 2;
const sliceList = (of: number): TSlice[] =>
  Array.from({ length: of }, (_, index) => ({ index, of }));

/** Every cell "0.0000", for a project without a forecast row. */
const zeroCellsJson = FORECAST_KEYS.map((k) => `"${k}":"0.0000"`).join(',');

/**
 * The row's members in the order of TBrowserProject (spec 2 §3 "Project row"). Stage and bid
 * type are tokens: check constraints hold them to the constants, which have no quote.
 */
const browserFields: readonly TJsonField[] = [
  ['ProjectID', 'bare', sql`p.project_id`],
  ['ProjectName', 'text', sql`p.project_name`],
  ['ClientCompanyName', 'text', sql`c.company_name`],
  ['WorkLocationName', 'text', sql`p.work_location_name`],
  ['ClientContactID', 'bare', sql`p.client_contact_id`],
  ['ProjectManagerID', 'bare', sql`p.project_manager_id`],
  ['ProjectEngineerID', 'bare', sql`p.project_engineer_id`],
  ['SuperintendentID', 'bare', sql`p.superintendent_id`],
  ['PMInitials', 'text', sql`pm.initials`],
  ['PEInitials', 'text', sql`pe.initials`],
  ['SIInitials', 'text', sql`si.initials`],
  ['ProjectManager', 'text', sql`pm.display_name`],
  ['BidType', 'token', sql`p.bid_type`],
  ['BidTypeShort', 'token', bidTypeShortSql],
  ['Division', 'token', sql`nullif(split_part(coalesce(p.bid_type, ''), ' -> ', 1), '')`],
  ['StageType', 'token', sql`p.stage_type`],
  ['ProjectStageAbbr', 'token', stageAbbrSql],
  ['EstimatedBy', 'bare', sql`p.estimated_by`],
  ['SoldBy', 'bare', sql`p.sold_by`],
  ['ManagedBy', 'bare', sql`p.managed_by`],
  ['Days', 'bare', sql`p.days`],
  ['ContractAmount', 'token', sql`ca.amount`],
  ['ContractAmountBasis', 'token', sql`ca.basis`],
  ['EstMarginPercent', 'token', sql`p.est_margin_percent`],
  ['EstMargin', 'token', sql`round(ca.amount * p.est_margin_percent, 2)`],
  ['Variance', 'token', sql`(ft.total - 1)::numeric(9, 4)`],
  ['ForecastTotal', 'token', sql`ft.total`],
  ['NotesColor', 'token', notesColorSql],
  [
    'LastNoteDate',
    'token',
    sql`to_char(n.last_note at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  ],
  ['ForecastColor', 'token', sql`fc.forecast`],
  ['ScopeAckColor', 'token', sql`fc.startup`],
  ['BidsColor', 'token', sql`fc.bids`],
  ['SubcontractorContractColor', 'token', sql`fc.subs`],
  ['ClientContractColor', 'token', sql`fc.client`],
  ['MasterWarning', 'bare', sql`'red' in (fc.forecast, fc.startup, fc.bids, fc.subs, fc.client)`],
];

/**
 * The browser rows with their flags, for a stage group or a set of project ids, as the text of
 * one JSON array, in ONE statement whatever the number of rows. PostgreSQL computes the forecast
 * total, the newest note (an index lookup) and every colour once per row (`offset 0` keeps the
 * planner from inlining the colours into each use), and writes the JSON itself by concatenation
 * (sql-json.ts), with the 36 forecast cells taken ready-made from forecasts.cells_json. Thousands
 * of rows never pass through JavaScript objects (docs/decisions.md, "browser list budget").
 */
export function browserProjectsSql(scope: TBrowserScope, slice = WHOLE): SQL {
  const row = jsonObjectSql(
    browserFields,
    sql`coalesce(f.cells_json, ${sql.raw(literal(zeroCellsJson))})`,
  );
  return sql`
select ${jsonArraySql(row, sql`p.project_id`)} as "json",
  min(n.last_note) filter (
    where not ${notesGreySql} and n.last_note >= ${notesGreenCutSql})::text as "greenSince",
  min(n.last_note) filter (
    where not ${notesGreySql} and n.last_note >= ${notesYellowCutSql})::text as "yellowSince"
from projects p
left join forecasts f on f.project_id = p.project_id
cross join lateral (select coalesce(f.total, 0) as total) ft
cross join lateral (${contractAmountSql(sql`p.project_id`)}) ca
cross join lateral (
  select
    ${forecastColorSql} as forecast,
    ${jobStartUpColorSql} as startup,
    ${subBidsColorSql} as bids,
    ${subContractColorSql} as subs,
    ${clientContractColorSql} as client
  offset 0
) fc
left join lateral (
  select max(pn.created_date) as last_note from project_notes pn where pn.project_id = p.project_id
) n on true
left join companies c on c.company_id = p.client_company_id
left join users pm on pm.user_id = p.project_manager_id
left join users pe on pe.user_id = p.project_engineer_id
left join users si on si.user_id = p.superintendent_id
where ${whereOf(scope)} and p.project_id % ${slice.of} = ${slice.index}`;
}

/**
 * The rows as the JSON text of an array, and until when their notes colours hold: the oldest
 * note of a non-archived row that is green (`greenSince`) or at least yellow (`yellowSince`) at
 * the statement's time, one per slice (none when no row is). Only the notes colour depends on
 * the time; it changes once now() minus 7 (30) days passes one of these.
 */
export type TBrowserListSnapshot = { json: string; greenSince: string[]; yellowSince: string[] };

export async function listBrowserProjectsSnapshot(
  db: TDbOrTx,
  scope: TBrowserScope,
): Promise<TBrowserListSnapshot> {
  const slices = typeof scope === 'object' ? [WHOLE] : sliceList(LIST_SLICES);
  const parts = await Promise.all(
    slices.map(async (slice) => {
      const result = await db.execute(browserProjectsSql(scope, slice));
      return rowsOf<{ json: string; greenSince: string | null; yellowSince: string | null }>(
        result,
      )[0]!;
    }),
  );
  const items = parts.map((a) => a.json.slice(1, -1)).filter((a) => a.length > 0);
  const present = (values: (string | null)[]) => values.filter((v): v is string => v !== null);
  return {
    json: `[${items.join(',')}]`,
    greenSince: present(parts.map((p) => p.greenSince)),
    yellowSince: present(parts.map((p) => p.yellowSince)),
  };
}

/** The rows as the JSON text of an array (the list endpoints send it as is); see LIST_SLICES. */
export async function listBrowserProjectsJson(db: TDbOrTx, scope: TBrowserScope): Promise<string> {
  return (await listBrowserProjectsSnapshot(db, scope)).json;
}

/**
 * The lists' version (the 16 slots of browser_list_version, set by triggers at the commit of
 * every write that changes a list) and whether a snapshot's notes colours still hold now, in one
 * small statement. Null when the slots are missing (nothing can then be cached).
 */
export async function readBrowserListState(
  db: TDbOrTx,
  since: Pick<TBrowserListSnapshot, 'greenSince' | 'yellowSince'> = {
    greenSince: [],
    yellowSince: [],
  },
): Promise<{ version: string; coloursHold: boolean } | null> {
  const timestamps = (values: string[]) => `{${values.map((t) => `"${t}"`).join(',')}}`;
  const result = await db.execute(sql`
select string_agg(version::text, ',' order by slot) as "version",
  count(*)::int as "slots",
  ${notesGreenCutSql} <= all(${timestamps(since.greenSince)}::timestamptz[])
  and ${notesYellowCutSql} <= all(${timestamps(since.yellowSince)}::timestamptz[])
  as "coloursHold"
from browser_list_version`);
  const row = rowsOf<{ version: string | null; slots: number; coloursHold: boolean }>(result)[0];
  if (!row?.version || row.slots !== BROWSER_LIST_VERSION_SLOTS) return null;
  return { version: row.version, coloursHold: row.coloursHold };
}

/** The rows as objects by project id: the project page uses `{ projectIds: [id] }` for its flags. */
export async function listBrowserProjects(
  db: TDbOrTx,
  scope: TBrowserScope,
): Promise<TBrowserProject[]> {
  const rows = JSON.parse(await listBrowserProjectsJson(db, scope)) as TBrowserProject[];
  return rows.sort((a, b) => a.ProjectID - b.ProjectID);
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

/** A new project by name with its empty forecast row (New Project, spec 2 §2.3). */
export async function insertProject(
  db: TDbOrTx,
  values: { projectName: string; estimatedBy: number },
) {
  const [row] = await db
    .insert(projects)
    .values(values)
    .returning({ projectId: projects.projectId, stageType: projects.stageType });
  await db.insert(forecasts).values({ projectId: row!.projectId });
  return row!;
}

/** Probability (a fraction as text) of each project, for the pipeline report. */
export async function listProbabilities(db: TDbOrTx, projectIds: readonly number[]) {
  if (projectIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: projects.projectId, p: sql<string>`${projects.probability}::text` })
    .from(projects)
    .where(inArray(projects.projectId, [...projectIds]));
  return new Map(rows.map((r) => [r.id, r.p]));
}
