import { quarterRange } from '@n5/shared/kpi/quarters';
import { NPS_BADGE, NPS_QUESTION_ID, npsClass, overallScore } from '@n5/shared/surveys/rules';
import type { TSurveyListRow } from '@n5/shared/surveys/schemas';
import type { TSurveysDeps } from '../deps';
import { listSurveys, type TSurveyRow } from '../queries';

/** One row of the list (spec 2 §3 "Survey list row"), its score and NPS by the shared rules. */
export function surveyListRow(row: TSurveyRow): TSurveyListRow {
  const answers = row.answers.map((a) => ({ questionId: a.q, value: a.v }));
  const responded = row.response_date !== null;
  const nps = row.answers.find((a) => a.q === NPS_QUESTION_ID)?.v ?? null;
  const cls = responded ? npsClass(nps) : null;
  return {
    kpiEventId: row.kpi_event_id,
    projectid: row.project_id,
    n5representative: row.n5representative,
    clientdescription: row.company,
    projectdescription: row.project_name,
    projecttype: row.project_type,
    longprojectdescription: row.project_description,
    batchdate: row.batch_date,
    senddate: row.sent_at,
    donotsendind: row.sent_at === null,
    donotsendreason: row.do_not_send_reason,
    ResponseDate: row.response_date,
    percentScore: responded ? overallScore(answers) : null,
    nps: responded ? nps : null,
    npsicon: cls ? NPS_BADGE[cls].icon : null,
    npsclass: cls,
    surveyguid: row.kpi_event_id,
    comments: row.comments,
  };
}

/** The survey list of a quarter (by batch date), one rep or all, by status. */
export async function listSurveyRows(
  deps: Pick<TSurveysDeps, 'db'>,
  input: { quarter: number; year: number; userID?: number; surveyStatus: number },
) {
  const { from, to } = quarterRange({ year: input.year, quarter: input.quarter });
  const rows = await listSurveys(deps.db, {
    from,
    to,
    repUserId: input.userID ?? null,
    status: input.surveyStatus,
  });
  return { surveyList: rows.map(surveyListRow) };
}
