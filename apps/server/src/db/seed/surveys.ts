import { sql } from 'drizzle-orm';
import {
  DO_NOT_SEND_REASONS,
  NPS_QUESTION_ID,
  RESURVEY_DAYS_DEFAULT,
  SURVEY_QUESTIONS,
} from '@n5/shared/surveys/rules';
import { rowsOf, type TDbOrTx } from '../client';
import { clientSurveyAnswers, clientSurveys, surveyUnsubscribes } from '../schema/index';
import { insertInBatches } from './batch';
import { addDays, isoDate } from './dates';
import type { TRng } from './rng';

type TState = 'responded' | 'invited' | 'unsubscribed' | 'recent';
const COMMENTS = [
  'The crew was professional and finished ahead of schedule.',
  'Communication could have been better during the punch list.',
  'Great job, we will call you for the next phase.',
  'Clean-up at the end took longer than we expected.',
];

/** A 0-10 answer of a promoter, passive or detractor, and 5-point answers to match. */
function answersOf(rng: TRng) {
  const cls = rng.weighted([
    ['promoter', 5],
    ['passive', 3],
    ['detractor', 2],
  ] as const);
  const nps =
    cls === 'promoter' ? rng.int(9, 10) : cls === 'passive' ? rng.int(7, 8) : rng.int(2, 6);
  const base = cls === 'promoter' ? 3 : cls === 'passive' ? 2 : 1;
  return SURVEY_QUESTIONS.filter((q) => q.id === NPS_QUESTION_ID || rng.chance(0.9)).map((q) => ({
    questionId: q.id,
    value: q.id === NPS_QUESTION_ID ? nps : Math.min(4, Math.max(0, base + rng.int(-1, 1))),
  }));
}

/**
 * Client surveys of the last two years (issue 33 item 6): one per project completed then, in every
 * state: not invited for each reason (no email, unsubscribed, surveyed lately), invited, and
 * answered by promoters, passives and detractors. Its own random stream.
 */
export async function seedSurveys(tx: TDbOrTx, rng: TRng, today: Date) {
  const completed = rowsOf<{
    project_id: number;
    completed_date: string;
    pm: number | null;
    email: string | null;
  }>(
    await tx.execute(sql`
      select p.project_id, p.completed_date::text, p.project_manager_id as pm,
        nullif(lower(trim(k.contact_email)), '') as email
      from projects p left join contacts k on k.contact_id = p.client_contact_id
      where p.stage_type = 'Completed' and p.completed_date
        between ${isoDate(addDays(today, -730))}::date and ${isoDate(today)}::date
      order by p.completed_date, p.project_id`),
  );
  const unsubscribed = new Set<string>();
  const surveys: Array<typeof clientSurveys.$inferInsert> = [];
  const answered: Array<{ index: number; answers: ReturnType<typeof answersOf> }> = [];
  for (const p of completed) {
    const batch = addDays(new Date(`${p.completed_date}T00:00:00Z`), 1);
    const state: TState | 'noEmail' = !p.email
      ? 'noEmail'
      : rng.weighted<TState>([
          ['responded', 50],
          ['invited', 25],
          ['unsubscribed', 10],
          ['recent', 15],
        ]);
    if (state === 'unsubscribed') unsubscribed.add(p.email!);
    const reason =
      state === 'noEmail'
        ? DO_NOT_SEND_REASONS.noEmail
        : state === 'unsubscribed'
          ? DO_NOT_SEND_REASONS.unsubscribed
          : state === 'recent'
            ? DO_NOT_SEND_REASONS.recentlySurveyed(RESURVEY_DAYS_DEFAULT)
            : null;
    const sentAt = reason === null ? new Date(batch.getTime() + 13 * 3_600_000) : null;
    const responseDate = addDays(batch, rng.int(1, 20));
    const responded = state === 'responded' && responseDate.getTime() < today.getTime();
    if (responded) answered.push({ index: surveys.length, answers: answersOf(rng) });
    surveys.push({
      projectId: p.project_id,
      repUserId: p.pm,
      batchDate: isoDate(batch),
      clientEmail: p.email,
      doNotSendReason: reason,
      sentAt,
      responseDate: responded ? responseDate : null,
      comments: responded && rng.chance(0.6) ? rng.pick(COMMENTS) : null,
    });
  }
  const ids: number[] = [];
  await insertInBatches(surveys, async (batch) => {
    const rows = await tx
      .insert(clientSurveys)
      .values(batch)
      .returning({ surveyId: clientSurveys.surveyId });
    ids.push(...rows.map((r) => r.surveyId));
  });
  const answers = answered.flatMap((a) =>
    a.answers.map((x) => ({ surveyId: ids[a.index]!, questionId: x.questionId, value: x.value })),
  );
  await insertInBatches(answers, (batch) => tx.insert(clientSurveyAnswers).values(batch));
  if (unsubscribed.size > 0)
    await tx.insert(surveyUnsubscribes).values([...unsubscribed].map((email) => ({ email })));
  await tx.execute(sql`
    insert into survey_settings (id, last_batch_date) values (1, ${isoDate(today)}::date)
    on conflict (id) do update set last_batch_date = excluded.last_batch_date`);
  return { surveys: surveys.length, surveyResponses: answered.length };
}
