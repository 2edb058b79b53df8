import { sql } from 'drizzle-orm';
import { rowsOf, type TDbOrTx } from '../../../db/client';
import type { TPeriod } from './period';

export interface TAnsweredSurvey {
  rep: string | null;
  bid_type: string | null;
  answers: Array<{ q: number; v: number }>;
}

/** The surveys answered in the quarter with their rep, work type and answers; one statement. */
export async function answeredSurveys(db: TDbOrTx, p: TPeriod) {
  return rowsOf<TAnsweredSurvey>(
    await db.execute(sql`
      select u.display_name as rep, pr.bid_type,
        coalesce((select json_agg(json_build_object('q', a.question_id, 'v', a.value))
          from client_survey_answers a where a.survey_id = s.survey_id), '[]'::json) as answers
      from client_surveys s
      join projects pr on pr.project_id = s.project_id
      left join users u on u.user_id = s.rep_user_id
      where (s.response_date at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date`),
  );
}

/** Invitations sent in the quarter per rep. */
export async function invitesByRep(db: TDbOrTx, p: TPeriod) {
  return rowsOf<{ rep: string; invites: number }>(
    await db.execute(sql`
      select u.display_name as rep, count(*)::int as invites
      from client_surveys s join users u on u.user_id = s.rep_user_id
      where (s.sent_at at time zone 'UTC')::date between ${p.from}::date and ${p.to}::date
      group by u.user_id, u.display_name`),
  );
}
