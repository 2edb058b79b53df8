import type { FastifyBaseLogger } from 'fastify';
import type { TSurveysService } from '../modules/surveys/index';
import type { TJobs } from './boss';
import { QUEUES } from './queues';

/** 13:00 UTC (7-8 am in Kansas City) every day: the survey invitation batch. */
export const SURVEY_BATCH_CRON = '0 13 * * *';

/** The scheduled survey invitation batch (issue 33 item 4). */
export async function startSurveyInvitations(
  surveys: Pick<TSurveysService, 'runBatch'>,
  jobs: TJobs,
  log: FastifyBaseLogger,
) {
  await jobs.boss.work(QUEUES.surveyInvitations, { batchSize: 1 }, async () => {
    const result = await surveys.runBatch();
    log.info(result, 'survey invitation batch');
  });
  await jobs.boss.schedule(QUEUES.surveyInvitations, SURVEY_BATCH_CRON, {}, { tz: 'UTC' });
}
