import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BID_TYPES, FORECAST_KEYS, STAGE_TYPES } from '@n5/shared/project/constants';
import { contractAmountSql } from '../../modules/contracts/index';
import { openTestDatabase } from '../../testing/test-database';
import { openDatabase, type TDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { users } from '../schema/index';
import { seedDatabase, seedIfEmpty } from './index';

const rows = async <T>(database: TDatabase, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async <T>(database: TDatabase, query: SQL) => (await rows<T>(database, query))[0]!;
/** One row of named numbers: `counts<'a' | 'b'>(db, sql`select 1 a, 2 b`)`. */
const counts = <K extends string>(database: TDatabase, query: SQL) =>
  one<Record<K, number>>(database, query);

const forecastSum = sql.raw(FORECAST_KEYS.map((k) => `"${k}"`).join(' + '));
const TODAY = '2026-11-01';

/** The seed as the run's template database has it: PGlite, or PostgreSQL in the api-pg project. */
let seeded: TDatabase;
/** A fresh in-memory PGlite, migrated and seeded by this file. */
let fresh: TDatabase;

beforeAll(async () => {
  seeded = await openTestDatabase(inject('testDbTemplate'));
  fresh = await openDatabase({});
  await migrateDatabase(fresh);
  await seedDatabase(fresh.db);
});
afterAll(async () => {
  await seeded?.close();
  await fresh?.close();
});

describe('the demo company seed', () => {
  it('has the sizes the foundation asks for', async () => {
    const sizes = await counts<
      | 'users'
      | 'companies'
      | 'contacts'
      | 'projects'
      | 'history'
      | 'forecasts'
      | 'industries'
      | 'mains'
      | 'placeholders'
    >(
      seeded,
      sql`select (select count(*)::int from users) users, (select count(*)::int from companies) companies,
                 (select count(*)::int from contacts) contacts, (select count(*)::int from projects where project_id <= 120) projects,
                 (select count(*)::int from projects where project_id > 120) history,
                 (select count(*)::int from forecasts) forecasts, (select count(*)::int from industries) industries,
                 (select count(*)::int from main_categories) mains,
                 (select count(*)::int from companies where company_name = 'Placeholder') placeholders`,
    );
    expect(sizes).toMatchObject({
      companies: 150,
      contacts: 300,
      projects: 120,
      forecasts: 120 + sizes.history,
      mains: 14,
      placeholders: 1,
    });
    // The dashboards' past (history.ts): finished jobs after the 120, from January two years back.
    expect(sizes.history).toBeGreaterThan(40);
    expect(sizes.history).toBeLessThan(120);
    expect(sizes.users).toBeGreaterThanOrEqual(40);
    expect(sizes.industries).toBeGreaterThanOrEqual(10);
    const subsPerMain = await rows<{ n: number }>(
      seeded,
      sql`select count(*)::int n from sub_categories group by main_category_id`,
    );
    expect(subsPerMain).toHaveLength(14);
    for (const { n } of subsPerMain) expect(n).toBeGreaterThanOrEqual(3);
    const kinds = await counts<'clients' | 'vendors' | 'subs'>(
      seeded,
      sql`select count(*) filter (where client_ind = 1)::int clients, count(*) filter (where vendor_ind = 1)::int vendors,
                 count(*) filter (where subcontractor_ind = 1)::int subs from companies`,
    );
    for (const n of Object.values(kinds)) expect(n).toBeGreaterThan(20);
  });

  it('covers every stage and every bid type', async () => {
    const stages = await rows<{ stage_type: string }>(
      seeded,
      sql`select distinct stage_type from projects`,
    );
    expect(stages.map((r) => r.stage_type).sort()).toEqual([...STAGE_TYPES].sort());
    const bidTypes = await rows<{ bid_type: string }>(
      seeded,
      sql`select distinct bid_type from projects where bid_type is not null`,
    );
    expect(bidTypes.map((r) => r.bid_type).sort()).toEqual([...BID_TYPES].sort());
  });

  it('budgets the tasks of sold projects, income adding up to the contract', async () => {
    const budgets = await rows<{ stage_type: string; lines: number; income_matches: boolean }>(
      seeded,
      sql`select p.stage_type, count(b.*)::int lines,
                 coalesce(sum(b.original_budgeted_amount) filter (where b.type = 'Income'), 0)
                   = p.contract_amount income_matches
            from projects p left join project_budget_lines b on b.project_id = p.project_id
           group by p.project_id`,
    );
    const sold = ['Approved', 'In Progress', 'Completed'];
    for (const budget of budgets) {
      if (sold.includes(budget.stage_type)) {
        expect(budget.lines).toBeGreaterThanOrEqual(2);
        expect(budget.income_matches).toBe(true);
      } else {
        expect(budget.lines).toBe(0);
      }
    }
    expect(budgets.filter((b) => b.lines > 0).length).toBeGreaterThan(10);
  });

  it('gives the demo users fixed ids, their roles and exactly their permissions', async () => {
    const demo = await rows<{
      user_id: number;
      email: string;
      roles: string[];
      permissions: number[] | null;
    }>(
      seeded,
      sql`select u.user_id, u.email_address email,
                 array(select r.role from user_roles ur join roles r using (role_id) where ur.user_id = u.user_id order by r.role_id) roles,
                 array(select distinct rp.permission_id from user_roles ur join role_permissions rp using (role_id)
                       where ur.user_id = u.user_id order by 1) permissions
          from users u where u.user_id <= 6 order by u.user_id`,
    );
    expect(demo).toEqual([
      { user_id: 1, email: 'super@n5.local', roles: ['Superuser', 'Office'], permissions: [5] },
      { user_id: 2, email: 'admin@n5.local', roles: ['Admin', 'Office'], permissions: [5] },
      {
        user_id: 3,
        email: 'pm@n5.local',
        roles: ['Office', 'PROJECT STAGE MANAGER', 'Project Manager'],
        permissions: [5],
      },
      { user_id: 4, email: 'estimator@n5.local', roles: ['Office', 'Estimator'], permissions: [5] },
      {
        user_id: 5,
        email: 'accounting@n5.local',
        roles: ['Office', 'Accounting'],
        permissions: [1, 3, 5, 9],
      },
      { user_id: 6, email: 'field@n5.local', roles: ['Superintendent'], permissions: [] },
    ]);
    const work = await counts<'pm' | 'estimator' | 'field'>(
      seeded,
      sql`select count(*) filter (where project_manager_id = 3)::int pm, count(*) filter (where estimated_by = 4)::int estimator,
                 count(*) filter (where superintendent_id = 6)::int field from projects`,
    );
    expect(work.pm).toBeGreaterThanOrEqual(10);
    expect(work.estimator).toBeGreaterThanOrEqual(10);
    expect(work.field).toBeGreaterThanOrEqual(5);
  });

  it('staffs every role and assigns projects only to people in the matching role', async () => {
    const perRole = await rows<{ role_id: number; n: number }>(
      seeded,
      sql`select r.role_id, count(ur.user_id)::int n from roles r left join user_roles ur using (role_id) group by r.role_id order by r.role_id`,
    );
    expect(perRole.map((r) => r.role_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    for (const { n } of perRole) expect(n).toBeGreaterThan(0);
    const mismatched = await one<{ n: number }>(
      seeded,
      sql`select count(*)::int n from projects p where
            not exists (select 1 from user_roles where user_id = p.project_manager_id and role_id = 7)
         or (p.project_engineer_id is not null and not exists (select 1 from user_roles where user_id = p.project_engineer_id and role_id = 8))
         or (p.superintendent_id is not null and not exists (select 1 from user_roles where user_id = p.superintendent_id and role_id = 9))
         or not exists (select 1 from user_roles where user_id = p.estimated_by and role_id = 10)`,
    );
    expect(mismatched.n).toBe(0);
    const initials = await one<{ n: number; distinct: number }>(
      seeded,
      sql`select count(*)::int n, count(distinct initials)::int "distinct" from users`,
    );
    expect(initials.distinct).toBe(initials.n);
  });

  it('keeps every project timeline consistent with its stage and before the demo date', async () => {
    const bad = await rows<{ project_id: number }>(
      seeded,
      sql`select project_id from projects where
            (created_date at time zone 'UTC')::date > ${TODAY}::date
         or submitted_date < (created_date at time zone 'UTC')::date or client_approval_date < submitted_date or completed_date < client_approval_date
         or greatest(submitted_date, client_approval_date, completed_date, contract_sent_date) > ${TODAY}::date
         or (completed_ind = 1) <> (stage_type = 'Completed')
         or (client_approval_date is not null) <> (stage_type in ('Approved', 'In Progress', 'Completed'))
         or (stage_type = 'Preparing Proposal' and submitted_date is not null)
         or (stage_type in ('Approved', 'In Progress', 'Completed') and probability <> 1)
         or (job_startup_signed_at is not null and client_approval_date is null)
         or (job_startup_signed_at at time zone 'UTC')::date > ${TODAY}::date`,
    );
    expect(bad).toEqual([]);
    const inProgress = await one<{ signed: number; unsigned: number }>(
      seeded,
      sql`select count(job_startup_signed_at)::int signed, count(*) filter (where job_startup_signed_at is null)::int unsigned
          from projects where stage_type = 'In Progress'`,
    );
    expect(inProgress.signed).toBeGreaterThan(inProgress.unsigned);
    expect(inProgress.unsigned).toBeGreaterThan(0);
  });

  it('varies the fields the browser shows', async () => {
    const mix = await counts<
      | 'v1'
      | 'v2'
      | 'usual_retention'
      | 'total'
      | 'taxed'
      | 'exempt'
      | 'min_amount'
      | 'max_amount'
      | 'min_margin'
      | 'max_margin'
    >(
      seeded,
      sql`select count(*) filter (where api_version = 'v2')::int v2, count(*) filter (where api_version = 'v1')::int v1,
                 count(*) filter (where retention in (0.05, 0.10))::int usual_retention, count(*)::int total,
                 count(*) filter (where ks_remodeling_tax_ind = 1)::int taxed, count(*) filter (where ks_remodeling_tax_ind = -1)::int exempt,
                 min(contract_amount)::float8 min_amount, max(contract_amount)::float8 max_amount,
                 min(est_margin_percent)::float8 min_margin, max(est_margin_percent)::float8 max_margin
          from projects`,
    );
    expect(mix.v1).toBeGreaterThan(mix.v2);
    expect(mix.v2).toBeGreaterThan(0);
    expect(mix.usual_retention / mix.total).toBeGreaterThan(0.6);
    expect(mix.taxed).toBeGreaterThan(0);
    expect(mix.exempt).toBeGreaterThan(0);
    // The contract amount is the contracts' (issue 40 item 2); one Completed job's Base holds no
    // line (its scope went on change orders), so the least is 0.
    expect(mix.min_amount).toBeGreaterThanOrEqual(0);
    expect(mix.max_amount).toBeGreaterThan(200_000);
    const stored = await counts<'differs' | 'zero'>(
      seeded,
      sql`select count(*) filter (where p.contract_amount <> ca.amount)::int differs,
                 count(*) filter (where ca.amount = 0)::int zero
            from projects p cross join lateral (${contractAmountSql(sql`p.project_id`)}) ca`,
    );
    expect(stored).toEqual({ differs: 0, zero: 1 });
    expect(mix.min_margin).toBeGreaterThanOrEqual(0.05);
    expect(mix.max_margin).toBeLessThan(0.5);
    const notes = await counts<'notes' | 'client_notes' | 'with_recipients'>(
      seeded,
      sql`select count(*)::int notes, count(*) filter (where include_client_ind = 1)::int client_notes,
                 (select count(distinct project_id)::int from project_notification_recipients) with_recipients from project_notes`,
    );
    expect(notes.notes).toBeGreaterThan(120);
    expect(notes.client_notes).toBeGreaterThan(0);
    expect(notes.with_recipients).toBeGreaterThan(10);
    expect(notes.with_recipients).toBeLessThan(120);
  });

  it('keeps forecasts as fractions from 0 to 1 summing to at most 100%, full, partial or empty', async () => {
    const cells = sql.raw(FORECAST_KEYS.map((k) => `"${k}" < 0 or "${k}" > 1`).join(' or '));
    const outOfRange = await one<{ n: number }>(
      seeded,
      sql`select count(*)::int n from forecasts where ${cells}`,
    );
    expect(outOfRange.n).toBe(0);
    const live = await counts<'over_full' | 'full' | 'part' | 'none'>(
      seeded,
      sql`select count(*) filter (where (${forecastSum}) > 1)::int over_full, count(*) filter (where (${forecastSum}) = 1)::int full,
                 count(*) filter (where (${forecastSum}) > 0 and (${forecastSum}) < 1)::int part,
                 count(*) filter (where (${forecastSum}) = 0)::int none
          from forecasts f join projects p using (project_id) where p.stage_type in ('Approved', 'In Progress', 'Awaiting Approval')`,
    );
    expect(live.over_full).toBe(0);
    expect(live.full).toBeGreaterThan(5);
    expect(live.part).toBeGreaterThan(0);
    expect(live.none).toBeGreaterThan(0);
    // Finished work is forecast in full, but for months before the forecast's window (January
    // of last year), which it does not hold: the dashboards' older jobs (history.ts).
    const completed = await counts<'in_window' | 'before'>(
      seeded,
      sql`select count(*) filter (where client_approval_date >= date_trunc('year', ${TODAY}::date) - interval '1 year'
                                    and (${forecastSum}) <> 1)::int in_window,
                 count(*) filter (where (${forecastSum}) > 1)::int before
            from forecasts join projects using (project_id) where stage_type = 'Completed'`,
    );
    expect(completed).toEqual({ in_window: 0, before: 0 });
  });
});

/** A digest of every seeded table, computed in SQL with fixed formats so engines compare equal. */
async function digest(database: TDatabase) {
  const tables = [
    'roles',
    'permissions',
    'role_permissions',
    'users',
    'user_roles',
    'industries',
    'companies',
    'contacts',
    'main_categories',
    'sub_categories',
    'projects',
    'forecasts',
    'project_notes',
    'project_notification_recipients',
    'project_budget_lines',
    'field_assignments',
    'job_startup_signatures',
    'timesheet_approvals',
    'kpi_criteria',
    'vans',
    'kpi_events',
    'kpi_results',
    'training_courses',
    'training_attendance',
    'pay_apps',
    'pay_app_lines',
    'pay_app_decisions',
  ];
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, MDY'`);
    const out: Record<string, string> = {};
    for (const table of tables) {
      const result = (await tx.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) d from ${table} t`,
        ),
      )) as unknown as { rows: Array<{ d: string }> };
      out[table] = result.rows[0]!.d;
    }
    return out;
  });
}

describe('the field crews (issue 21)', () => {
  it('dispatches the field user on most weekdays, to live projects, with hours only before today', async () => {
    const field = await counts<'days' | 'weekdays' | 'not_live' | 'future_hours' | 'past_hours'>(
      seeded,
      sql`select count(distinct a.assignment_date)::int days,
                 count(distinct a.assignment_date) filter (where extract(isodow from a.assignment_date) < 6)::int weekdays,
                 count(*) filter (where p.stage_type not in ('Approved', 'In Progress'))::int not_live,
                 count(*) filter (where a.assignment_date >= ${TODAY}::date
                                   and (a.regular_hours > 0 or a.overtime_hours > 0))::int future_hours,
                 count(*) filter (where a.assignment_date < ${TODAY}::date and a.regular_hours > 0)::int past_hours
            from field_assignments a join projects p using (project_id)
           where a.user_id = 6`,
    );
    // About 115 weekdays in the span, one in ten a day off.
    expect(field.weekdays).toBeGreaterThan(90);
    expect(field.not_live).toBe(0);
    expect(field.future_hours).toBe(0);
    expect(field.past_hours).toBeGreaterThan(20);
  });

  it('keeps a signature row, with a PNG, for every project whose job start-up is signed', async () => {
    const signatures = await counts<'signed' | 'without_row' | 'rows_of_unsigned' | 'not_png'>(
      seeded,
      sql`select count(*) filter (where p.job_startup_signed_at is not null)::int signed,
                 count(*) filter (where p.job_startup_signed_at is not null
                   and not exists (select 1 from job_startup_signatures s where s.project_id = p.project_id))::int without_row,
                 count(*) filter (where p.job_startup_signed_at is null
                   and exists (select 1 from job_startup_signatures s where s.project_id = p.project_id))::int rows_of_unsigned,
                 (select count(*) from job_startup_signatures
                   where substring(signature_png from 1 for 8) <> '\\x89504e470d0a1a0a'::bytea)::int not_png
            from projects p`,
    );
    expect(signatures.signed).toBeGreaterThan(5);
    expect(signatures.without_row).toBe(0);
    expect(signatures.rows_of_unsigned).toBe(0);
    expect(signatures.not_png).toBe(0);
  });
});

describe('inspections and training (issue 18)', () => {
  it('seeds four checklists, the fleet, months of scored inspections and attended courses', async () => {
    const seededCounts = await counts<
      | 'types'
      | 'vans'
      | 'fleet'
      | 'safety'
      | 'unanswered'
      | 'bad_values'
      | 'future'
      | 'months'
      | 'courses'
      | 'sessions'
    >(
      seeded,
      sql`select (select count(distinct type)::int from kpi_criteria) types,
                 (select count(*)::int from vans) vans,
                 (select count(*)::int from kpi_events where type = 'Fleet' and van_id is not null and user_id is not null) fleet,
                 (select count(*)::int from kpi_events where type = 'Safety' and project_id is not null) safety,
                 (select count(*)::int from kpi_events e where not exists (select 1 from kpi_results r where r.kpi_event_id = e.kpi_event_id)) unanswered,
                 (select count(*)::int from kpi_results r join kpi_criteria c using (criteria_id)
                   where c.options in ('0,1,2,3,4', 'No,Yes', 'Low,OK', '>300,-300,-200,-100,C')
                     and not (r.value = any (string_to_array(c.options, ',')))) bad_values,
                 (select count(*)::int from kpi_events where survey_date >= ${TODAY}::date) future,
                 (select count(distinct date_trunc('month', survey_date))::int from kpi_events) months,
                 (select count(*)::int from training_courses) courses,
                 (select count(distinct (course_id, course_date))::int from training_attendance) sessions`,
    );
    expect(seededCounts.types).toBe(4);
    expect(seededCounts.vans).toBeGreaterThan(8);
    expect(seededCounts.fleet).toBeGreaterThan(20);
    expect(seededCounts.safety).toBeGreaterThan(15);
    expect(seededCounts.unanswered).toBe(0);
    expect(seededCounts.bad_values).toBe(0);
    expect(seededCounts.future).toBe(0);
    expect(seededCounts.months).toBeGreaterThanOrEqual(3);
    expect(seededCounts.courses).toBeGreaterThan(5);
    expect(seededCounts.sessions).toBeGreaterThanOrEqual(seededCounts.courses);
  });
});

describe('pay apps (issue 16)', () => {
  it('has every status on projects In Progress, frozen when certified, balances left, a rejection', async () => {
    const c = await counts<
      | 'statuses'
      | 'not_in_progress'
      | 'unfrozen'
      | 'frozen_open'
      | 'rejected'
      | 'rate_changes'
      | 'empty'
    >(
      seeded,
      sql`select (select count(distinct status)::int from pay_apps) statuses,
                 (select count(*)::int from pay_apps a join projects p using (project_id)
                   where p.stage_type <> 'In Progress'
                     and not (p.stage_type = 'Completed' and a.status = 'Paid')) not_in_progress,
                 (select count(*)::int from pay_apps where status in ('Approved', 'Invoiced', 'Paid')
                   and certified is null) unfrozen,
                 (select count(*)::int from pay_apps where status in ('Preparing', 'Pending')
                   and certified is not null) frozen_open,
                 (select count(*)::int from pay_app_decisions d join pay_apps a using (pay_app_id)
                   where d.decision = 'rejected' and a.status = 'Preparing') rejected,
                 (select count(*)::int from audit_log where entity = 'pay_app'
                   and field = 'retainageRate') rate_changes,
                 (select count(*)::int from projects p where p.stage_type = 'In Progress'
                   and exists (select 1 from client_contracts cc where cc.project_id = p.project_id
                               and cc.contract_type = 'Base' and cc.stage = 'Approved')
                   and not exists (select 1 from pay_apps a where a.project_id = p.project_id)) empty`,
    );
    expect(c).toEqual({
      statuses: 5,
      not_in_progress: 0,
      unfrozen: 0,
      frozen_open: 0,
      rejected: 1,
      rate_changes: c.rate_changes,
      empty: c.empty,
    });
    expect(c.rate_changes).toBeGreaterThan(0);
    expect(c.empty).toBeGreaterThan(0);
    // Nothing In Progress is billed to its schedule's end: each has a balance to invoice.
    const { past } = await one<{ past: number }>(
      seeded,
      sql`select count(*)::int past from (
            select a.project_id, l.sub_category_code, sum(l.work) billed
              from pay_app_lines l join pay_apps a using (pay_app_id)
              join projects p using (project_id) where p.stage_type = 'In Progress'
             group by 1, 2 having sum(l.work) > 0) b
           where b.billed >= (select coalesce(sum(k.pre_tax + k.tax), 0) from conditions k
                               join client_contracts cc on cc.contract_id = k.client_contract_id
                               join sub_categories s on s.sub_category_id = k.sub_category_id
                              where cc.stage = 'Approved' and k.project_id = b.project_id
                                and s.sub_category_code = b.sub_category_code)`,
    );
    expect(past).toBe(0);
  });
});

describe('seeding', () => {
  it('gives the same rows every time, on PGlite and PostgreSQL alike', async () => {
    expect(await digest(fresh)).toEqual(await digest(seeded));
  });

  it('seeds only an empty database', async () => {
    const countProjects = async () =>
      (await one<{ n: number }>(fresh, sql`select count(*)::int n from projects`)).n;
    const before = await countProjects();
    expect(await seedIfEmpty(fresh)).toBe(false);
    expect(await countProjects()).toBe(before);
  });

  it('leaves every serial past the seeded ids, so the app can insert', async () => {
    const [user] = await fresh.db
      .insert(users)
      .values({
        displayName: 'New Hire',
        firstName: 'New',
        lastName: 'Hire',
        emailAddress: 'new.hire@n5.local',
        initials: 'NH',
      })
      .returning({ userId: users.userId });
    const max = await one<{ users: number }>(
      fresh,
      sql`select max(user_id)::int users from users where user_id <> ${user!.userId}`,
    );
    expect(user!.userId).toBe(max.users + 1);
    for (const [table, column] of [
      ['companies', 'company_id'],
      ['contacts', 'contact_id'],
      ['projects', 'project_id'],
      ['industries', 'industry_id'],
      ['sub_categories', 'sub_category_id'],
    ]) {
      const state = await one<{ last: number; max: number }>(
        fresh,
        sql.raw(
          `select (select last_value::int from ${table}_${column}_seq) last, (select max(${column})::int from ${table}) max`,
        ),
      );
      expect(state.last, table).toBe(state.max);
    }
  });
});
