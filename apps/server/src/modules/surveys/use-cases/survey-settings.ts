import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import type { TSurveysDeps } from '../deps';
import { readBatchSettings, saveResurveyDays } from '../queries';

/** The invitation batch's settings as the survey list shows them. */
export async function getSurveySettings(deps: Pick<TSurveysDeps, 'db'>) {
  const row = await readBatchSettings(deps.db);
  return {
    settings: { resurveyDays: row.resurvey_days, lastBatchDate: row.last_batch_date },
  };
}

/**
 * Sets how many days after an invitation the same address may be surveyed again (the
 * do-not-send rule "surveyed recently"); the next batch uses it. Audited with the old value.
 */
export async function saveSurveySettings(
  deps: Pick<TSurveysDeps, 'db'>,
  input: { resurveyDays: number },
  user: TUser,
) {
  await deps.db.transaction(async (tx) => {
    const before = await readBatchSettings(tx);
    await saveResurveyDays(tx, input.resurveyDays);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'survey_settings',
      entityId: 1,
      action: 'update',
      before: { resurveyDays: before.resurvey_days },
      after: { resurveyDays: input.resurveyDays },
    });
  });
  return getSurveySettings(deps);
}
