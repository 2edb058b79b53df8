import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../db/client';
import { clientSurveyAnswers, clientSurveys, surveyUnsubscribes } from '../../db/schema/index';

/** A survey with its project's header (the public page's info, the list's row). */
export interface TSurveyRow {
  survey_id: number;
  kpi_event_id: string;
  project_id: number;
  survey_type: string;
  rep_user_id: number | null;
  n5representative: string | null;
  company: string | null;
  project_name: string;
  project_type: string | null;
  project_description: string | null;
  batch_date: string;
  sent_at: string | null;
  do_not_send_reason: string | null;
  response_date: string | null;
  comments: string | null;
  hidden: boolean;
  /** [{ q, v }] of the answers so far. */
  answers: Array<{ q: number; v: number }>;
}

const SURVEY_SELECT = sql`
  select s.survey_id, s.kpi_event_id::text, s.project_id, s.survey_type, s.rep_user_id,
    u.display_name as n5representative, co.company_name as company, p.project_name,
    p.bid_type as project_type, p.project_description, s.batch_date::text,
    to_char(s.sent_at at time zone 'UTC', 'YYYY-MM-DD') as sent_at, s.do_not_send_reason,
    to_char(s.response_date at time zone 'UTC', 'YYYY-MM-DD') as response_date, s.comments, s.hidden,
    coalesce((select json_agg(json_build_object('q', a.question_id, 'v', a.value)
      order by a.question_id) from client_survey_answers a where a.survey_id = s.survey_id),
      '[]'::json) as answers
  from client_surveys s
  join projects p on p.project_id = s.project_id
  left join users u on u.user_id = s.rep_user_id
  left join companies co on co.company_id = p.client_company_id`;

export async function findSurveyByEvent(db: TDbOrTx, kpiEventId: string) {
  const [row] = rowsOf<TSurveyRow>(
    await db.execute(sql`${SURVEY_SELECT} where s.kpi_event_id = ${kpiEventId}::uuid`),
  );
  return row ?? null;
}

/** The list of a quarter's batches: by rep (null = everyone) and status (spec 2 §2.2). */
export async function listSurveys(
  db: TDbOrTx,
  params: { from: string; to: string; repUserId: number | null; status: number },
) {
  const status =
    params.status === 1
      ? sql`and s.sent_at is null`
      : params.status === 2
        ? sql`and s.sent_at is not null`
        : params.status === 3
          ? sql`and s.response_date is not null`
          : sql``;
  const rep = params.repUserId === null ? sql`` : sql`and s.rep_user_id = ${params.repUserId}`;
  return rowsOf<TSurveyRow>(
    await db.execute(sql`${SURVEY_SELECT}
      where s.batch_date between ${params.from}::date and ${params.to}::date ${rep} ${status}
      order by u.display_name nulls last, s.batch_date desc, s.survey_id`),
  );
}

export async function upsertAnswer(
  db: TDbOrTx,
  row: { surveyId: number; questionId: number; value: number },
) {
  await db
    .insert(clientSurveyAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [clientSurveyAnswers.surveyId, clientSurveyAnswers.questionId],
      set: { value: row.value, answeredAt: sql`now()` },
    });
}

export async function deleteAnswer(db: TDbOrTx, surveyId: number, questionId: number) {
  await db
    .delete(clientSurveyAnswers)
    .where(
      and(
        eq(clientSurveyAnswers.surveyId, surveyId),
        eq(clientSurveyAnswers.questionId, questionId),
      ),
    );
}

/** Marks the survey answered; false when it already was (a second completion). */
export async function markCompleted(db: TDbOrTx, surveyId: number, comments: string) {
  const rows = await db
    .update(clientSurveys)
    .set({ responseDate: sql`now()`, comments: comments.trim() || null })
    .where(and(eq(clientSurveys.surveyId, surveyId), sql`${clientSurveys.responseDate} is null`))
    .returning({ surveyId: clientSurveys.surveyId });
  return rows.length === 1;
}

export async function insertUnsubscribe(db: TDbOrTx, email: string, ipAddress: string | null) {
  const rows = await db
    .insert(surveyUnsubscribes)
    .values({ email, ipAddress })
    .onConflictDoNothing()
    .returning({ email: surveyUnsubscribes.email });
  return rows.length === 1;
}

export interface TBatchCandidate {
  project_id: number;
  project_name: string;
  rep_user_id: number | null;
  contact_name: string | null;
  email: string | null;
  unsubscribed: boolean;
  days_since_last_invite: number | null;
}

/**
 * Completed projects without a survey, completed on or after `since`, with their client's email,
 * whether it unsubscribed and how many days ago it was last invited; one statement.
 */
export async function listBatchCandidates(db: TDbOrTx, params: { since: string; today: string }) {
  return rowsOf<TBatchCandidate>(
    await db.execute(sql`
      with c as (
        select p.project_id, p.project_name, p.project_manager_id as rep_user_id, k.contact_name,
          nullif(lower(trim(k.contact_email)), '') as email
        from projects p left join contacts k on k.contact_id = p.client_contact_id
        where p.stage_type = 'Completed' and p.completed_date is not null
          and p.completed_date between ${params.since}::date and ${params.today}::date
          and not exists (select 1 from client_surveys s where s.project_id = p.project_id)
      )
      select c.*,
        exists (select 1 from survey_unsubscribes u where u.email = c.email) as unsubscribed,
        (select ${params.today}::date - max(s.sent_at at time zone 'UTC')::date
           from client_surveys s where s.client_email = c.email and s.sent_at is not null)
          as days_since_last_invite
      from c order by c.project_id`),
  );
}

export async function insertSurvey(
  db: TDbOrTx,
  row: {
    projectId: number;
    repUserId: number | null;
    batchDate: string;
    clientEmail: string | null;
    doNotSendReason: string | null;
    sent: boolean;
  },
) {
  const [inserted] = await db
    .insert(clientSurveys)
    .values({
      projectId: row.projectId,
      repUserId: row.repUserId,
      batchDate: row.batchDate,
      clientEmail: row.clientEmail,
      doNotSendReason: row.doNotSendReason,
      sentAt: row.sent ? sql`now()` : null,
    })
    .onConflictDoNothing()
    .returning({ surveyId: clientSurveys.surveyId, kpiEventId: clientSurveys.kpiEventId });
  return inserted ?? null;
}

export async function setSurveyEmail(db: TDbOrTx, surveyId: number, emailId: number) {
  await db.update(clientSurveys).set({ emailId }).where(eq(clientSurveys.surveyId, surveyId));
}

export async function readBatchSettings(db: TDbOrTx) {
  const [row] = rowsOf<{ resurvey_days: number; last_batch_date: string | null }>(
    await db.execute(
      sql`select resurvey_days, last_batch_date::text from survey_settings where id = 1`,
    ),
  );
  return row ?? { resurvey_days: 90, last_batch_date: null };
}

export async function saveResurveyDays(db: TDbOrTx, resurveyDays: number) {
  await db.execute(sql`
    insert into survey_settings (id, resurvey_days) values (1, ${resurveyDays})
    on conflict (id) do update set resurvey_days = excluded.resurvey_days`);
}

export async function saveLastBatchDate(db: TDbOrTx, today: string) {
  await db.execute(sql`
    insert into survey_settings (id, last_batch_date) values (1, ${today}::date)
    on conflict (id) do update set last_batch_date = excluded.last_batch_date`);
}
