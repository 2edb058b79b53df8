import { sql } from 'drizzle-orm';
import { ARCHIVED_STAGES } from '@n5/shared/project/constants';
import {
  CONTRACT_DUE_STAGES,
  LOST_STAGES,
  NOTES_GREEN_DAYS,
  NOTES_YELLOW_DAYS,
  SOLD_LIVE_STAGES,
} from '@n5/shared/browser/flags';

/**
 * The flag rules of packages/shared/src/browser/flags.ts as SQL expressions over the browser
 * query's aliases: `p` projects, `ft.total` the forecast total (forecasts.total, generated), `n.last_note` the newest note.
 * The thresholds and stage lists come from the shared module, so the two cannot drift; an API
 * test compares both over the seed.
 */
const stages = (list: readonly string[]) =>
  sql.raw(list.map((s) => `'${s.replaceAll("'", "''")}'`).join(', '));

export const forecastColorSql = sql`case
  when p.stage_type in (${stages(LOST_STAGES)}) then 'grey'
  when ft.total >= 1 then 'green'
  when ft.total > 0 then 'yellow'
  when p.stage_type in (${stages(SOLD_LIVE_STAGES)}) then 'red'
  else 'grey' end`;

export const jobStartUpColorSql = sql`case
  when p.stage_type in (${stages(LOST_STAGES)}) then 'grey'
  when p.job_startup_signed_at is not null then 'green'
  when p.stage_type = 'In Progress' then 'red'
  else 'grey' end`;

export const clientContractColorSql = sql`case
  when p.stage_type in (${stages(LOST_STAGES)}) then 'grey'
  when p.client_approval_date is not null then 'green'
  when p.contract_sent_date is not null then 'yellow'
  when p.stage_type in (${stages(CONTRACT_DUE_STAGES)}) then 'red'
  else 'grey' end`;

/** Not applicable until conditions and sub contracts have tables (docs/decisions.md). */
export const subBidsColorSql = sql`'grey'`;
export const subContractColorSql = sql`'grey'`;

/** The oldest note that is still green (yellow) at the statement's time: now() minus these. */
export const notesGreenCutSql = sql`now() - interval '${sql.raw(String(NOTES_GREEN_DAYS))} days'`;
export const notesYellowCutSql = sql`now() - interval '${sql.raw(String(NOTES_YELLOW_DAYS))} days'`;
export const notesGreySql = sql`p.stage_type in (${stages(ARCHIVED_STAGES)})`;

export const notesColorSql = sql`case
  when ${notesGreySql} then 'grey'
  when n.last_note is null then 'red'
  when n.last_note >= ${notesGreenCutSql} then 'green'
  when n.last_note >= ${notesYellowCutSql} then 'yellow'
  else 'red' end`;
