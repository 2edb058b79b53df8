import { doNotSendReason } from '@n5/shared/surveys/rules';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { TSurveysDeps } from '../deps';
import { surveyLinks, type TLinkSigner } from '../link-signing';
import {
  insertSurvey,
  listBatchCandidates,
  readBatchSettings,
  saveLastBatchDate,
  setSurveyEmail,
  type TBatchCandidate,
} from '../queries';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function invitationText(
  name: string | null,
  project: string,
  links: { survey: string; unsubscribe: string },
) {
  return [
    `Hello${name ? ` ${name}` : ''},`,
    '',
    `Thank you for choosing Nexus 5 for ${project}. Would you take two minutes to tell us how we did?`,
    '',
    links.survey,
    '',
    `To stop receiving these surveys: ${links.unsubscribe}`,
  ].join('\n');
}

type TBatchDeps = TSurveysDeps & { signer: TLinkSigner };

/** One candidate: its survey row, and the email when the rules allow it. */
async function inviteOne(
  deps: TBatchDeps,
  tx: TDbOrTx,
  c: TBatchCandidate,
  batch: { today: string; resurveyDays: number; sentThisBatch: Set<string> },
) {
  const reason = doNotSendReason(
    {
      email: c.email,
      unsubscribed: c.unsubscribed,
      daysSinceLastInvite:
        c.email && batch.sentThisBatch.has(c.email) ? 0 : c.days_since_last_invite,
    },
    batch.resurveyDays,
  );
  const survey = await insertSurvey(tx, {
    projectId: c.project_id,
    repUserId: c.rep_user_id,
    batchDate: batch.today,
    clientEmail: c.email,
    doNotSendReason: reason,
    sent: reason === null,
  });
  if (!survey) return null;
  await recordAudit(tx, {
    userId: null,
    entity: 'client_survey',
    entityId: survey.surveyId,
    action: 'insert',
    after: { projectId: c.project_id, email: c.email, doNotSendReason: reason },
  });
  if (reason !== null || !c.email) return { sent: false, emailId: null };
  batch.sentThisBatch.add(c.email);
  const links = await surveyLinks(deps.signer, deps.config.publicUrl, {
    projectId: c.project_id,
    kpiEventId: survey.kpiEventId,
    surveyType: 'PP',
    email: c.email,
  });
  const emailId = await deps.email.queue(tx, {
    to: [c.email],
    subject: `How did we do on ${c.project_name}?`,
    text: invitationText(c.contact_name, c.project_name, links),
    relatedEntity: 'client_survey',
    relatedId: survey.kpiEventId,
  });
  await setSurveyEmail(tx, survey.surveyId, emailId);
  return { sent: true, emailId };
}

/**
 * The invitation batch (issue 33 item 4): every project completed since the last batch (the
 * first batch looks back 30 days) gets its survey row; the do-not-send rules decide whether it is
 * emailed, and the reason is kept. One transaction; delivery is woken after the commit.
 */
export async function runInvitationBatch(deps: TBatchDeps, now = new Date()) {
  const today = isoDay(now);
  await deps.signer.ready();
  const result = await deps.db.transaction(async (tx) => {
    const settings = await readBatchSettings(tx);
    const since = settings.last_batch_date ?? isoDay(new Date(now.getTime() - 30 * DAY_MS));
    const candidates = await listBatchCandidates(tx, { since, today });
    const batch = { today, resurveyDays: settings.resurvey_days, sentThisBatch: new Set<string>() };
    const emailIds: number[] = [];
    let invited = 0;
    let notInvited = 0;
    for (const candidate of candidates) {
      const done = await inviteOne(deps, tx, candidate, batch);
      if (!done) continue;
      if (done.sent) invited += 1;
      else notInvited += 1;
      if (done.emailId !== null) emailIds.push(done.emailId);
    }
    await saveLastBatchDate(tx, today);
    return { batchDate: today, invited, notInvited, emailIds };
  });
  await deps.email.wake(result.emailIds);
  return { batchDate: result.batchDate, invited: result.invited, notInvited: result.notInvited };
}
