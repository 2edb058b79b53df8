import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import type { TDatabase } from '../db/client';
import type { startSignedInApp } from './bench-kit';
import { BENCH_ORIGIN } from './bench-kit';

type TSignedIn = Awaited<ReturnType<typeof startSignedInApp>>;

/** Every column of `table` but its key, for copying a row with SQL. */
async function columnsOf(database: TDatabase, table: string, key: string) {
  const rows = rowsOf<{ name: string }>(
    await database.db.execute(sql`
      select column_name as name from information_schema.columns
       where table_name = ${table} and table_schema = current_schema() and column_name <> ${key}
       order by ordinal_position`),
  );
  return rows.map((r) => `"${r.name}"`);
}

/** Sub-categories up to `count` (the seed has fewer than a big job's schedule): 99-0001… */
async function addSubCategories(database: TDatabase, count: number) {
  const columns = (await columnsOf(database, 'sub_categories', 'sub_category_id')).filter(
    (c) => c !== '"sub_category_code"',
  );
  const list = columns.join(', ');
  await database.db.execute(
    sql.raw(`insert into sub_categories (sub_category_code, ${list})
      select '99-' || lpad(n::text, 4, '0'), ${columns.map((c) => `s.${c}`).join(', ')}
        from generate_series(1, greatest(0, ${count} - (select count(*) from sub_categories))) n
       cross join (select * from sub_categories order by sub_category_id limit 1) s`),
  );
}

/**
 * The issue's budget project (issue 31): a copy of a seeded project whose approved Base contract
 * schedules `lines` sub-categories, one condition each (copies of a seeded condition).
 */
export async function buildScheduledProject(database: TDatabase, lines: number) {
  const { db } = database;
  const [source] = rowsOf<{ projectId: number; conditionId: number }>(
    await db.execute(sql`select project_id as "projectId", min(condition_id) as "conditionId"
      from conditions group by project_id order by project_id limit 1`),
  );
  if (!source) throw new Error('The seed made no conditions.');
  const projectColumns = (await columnsOf(database, 'projects', 'project_id')).join(', ');
  const [project] = rowsOf<{ id: number }>(
    await db.execute(
      sql.raw(`insert into projects (${projectColumns}) select ${projectColumns} from projects
        where project_id = ${source.projectId} returning project_id as id`),
    ),
  );
  const projectId = project!.id;
  await addSubCategories(database, lines);
  const [contract] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into client_contracts (project_id, contract_type, stage, retention)
      values (${projectId}, 'Base', 'Approved', 0.1) returning contract_id as id`),
  );
  const columns = (await columnsOf(database, 'conditions', 'condition_id')).filter(
    (c) =>
      !['"project_id"', '"sub_category_id"', '"client_contract_id"', '"pre_tax"', '"tax"'].includes(
        c,
      ),
  );
  const list = columns.join(', ');
  await db.execute(
    sql.raw(`insert into conditions (project_id, sub_category_id, client_contract_id, pre_tax, tax, ${list})
      select ${projectId}, s.sub_category_id, '${contract!.id}', 1000 + s.n * 17.35, 0, ${columns.map((c) => `c.${c}`).join(', ')}
        from (select sub_category_id, row_number() over (order by sub_category_code) n
                from sub_categories order by sub_category_code limit ${lines}) s
       cross join (select * from conditions where condition_id = ${source.conditionId}) c`),
  );
  await db.execute(sql`analyze`);
  return projectId;
}

/** A POST through the signed-in app (in process), refusing anything but a 200. */
export function poster(signedIn: TSignedIn) {
  return async (url: string, payload: Record<string, unknown>) => {
    const t0 = performance.now();
    const reply = await signedIn.app.inject({
      method: 'POST',
      url,
      headers: { cookie: signedIn.cookie, origin: BENCH_ORIGIN, 'idempotency-key': randomUUID() },
      payload,
    });
    if (reply.statusCode !== 200)
      throw new Error(`POST ${url} answered ${reply.statusCode}: ${reply.body}`);
    return performance.now() - t0;
  };
}

/**
 * `apps` pay apps on the project, each billing 4% more of every line and certified by
 * accounting (freeze + PDF); returns each certification's time in ms.
 */
export async function billAndCertify(signedIn: TSignedIn, projectID: number, apps: number) {
  const post = poster(signedIn);
  const times: number[] = [];
  for (let n = 1; n <= apps; n++) {
    const which = { projectID, paymentApplicationType: n };
    await post('/api/invoice/add-payment-application', { projectID });
    await post('/api/invoice/payment-application-column', { ...which, percent: '4' });
    times.push(
      await post('/api/invoice/payment-application-status', { ...which, status: 'Approved' }),
    );
  }
  return times;
}
