import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { QUEUES } from '../../jobs/queues';

/** pg-boss keeps its jobs in the pgboss schema of our own database; read them with SQL. */
export async function countJobsByQueueAndState(db: TDbOrTx) {
  const result = await db.execute(sql`
    select name, state::text as state, count(*)::int as n
    from pgboss.job
    group by name, state`);
  return rowsOf<{ name: string; state: string; n: number }>(result);
}

export async function listRecentFailedJobs(db: TDbOrTx, limit: number) {
  const result = await db.execute(sql`
    select id::text as id, name as queue, data, output, retry_count as "retryCount",
           to_char(completed_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "failedAt",
           to_char(created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt"
    from pgboss.job
    where state = 'failed'
    order by completed_on desc nulls last
    limit ${limit}`);
  return rowsOf<{
    id: string;
    queue: string;
    data: unknown;
    output: unknown;
    retryCount: number;
    failedAt: string | null;
    createdAt: string;
  }>(result);
}

export async function hasJobSchema(db: TDbOrTx) {
  const result = await db.execute(sql`select to_regclass('pgboss.job') is not null as ok`);
  return rowsOf<{ ok: boolean }>(result)[0]?.ok ?? false;
}

export const KNOWN_QUEUES = Object.values(QUEUES);
