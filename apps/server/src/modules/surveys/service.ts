import type { z } from 'zod';
import type {
  TSurveyLink,
  ZCompleteBody,
  ZSaveAnswerBody,
  ZSurveyListQuery,
} from '@n5/shared/surveys/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TSurveysDeps } from './deps';
import { createLinkSigner } from './link-signing';
import { completeSurvey } from './use-cases/complete-survey';
import { getPublicSurvey } from './use-cases/get-public-survey';
import { getSurveyDetail } from './use-cases/get-survey-detail';
import { listSurveyRows } from './use-cases/list-surveys';
import { runInvitationBatch } from './use-cases/run-invitation-batch';
import { saveAnswer } from './use-cases/save-answer';
import { getSurveySettings, saveSurveySettings } from './use-cases/survey-settings';
import { unsubscribe } from './use-cases/unsubscribe';

/** Client satisfaction surveys: composes the use cases (issue 33). */
export function createSurveysService(base: TSurveysDeps) {
  const deps = { ...base, signer: createLinkSigner(base) };
  return {
    publicSurvey: (link: TSurveyLink) => getPublicSurvey(deps, link),
    saveAnswer: (input: z.infer<typeof ZSaveAnswerBody>) => saveAnswer(deps, input),
    complete: (input: z.infer<typeof ZCompleteBody>) => completeSurvey(deps, input),
    unsubscribe: (input: { e: string; s: string; ipAddress: string | null }) =>
      unsubscribe(deps, input),
    list: (input: z.infer<typeof ZSurveyListQuery>) => listSurveyRows(deps, input),
    detail: (kpiEventId: string) => getSurveyDetail(deps, kpiEventId),
    runBatch: (now?: Date) => runInvitationBatch(deps, now),
    settings: () => getSurveySettings(deps),
    saveSettings: (input: { resurveyDays: number }, user: TUser) =>
      saveSurveySettings(deps, input, user),
    /** The signed links of a survey (seed and tests read the invitation's addresses). */
    signer: deps.signer,
  };
}

export type TSurveysService = ReturnType<typeof createSurveysService>;
