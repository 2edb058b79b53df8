import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import * as s from './schemas';

const SIGNED =
  'Public, by the signed link of the invitation email; a tampered, completed or hidden link is a ' +
  '404 with the page’s message';

/**
 * Client satisfaction surveys: the public survey and unsubscribe pages (spec 3 §7 "Survey"), the
 * office's survey list and detail (spec 2 §7), and the invitation batch.
 */
export const surveysContract = {
  questions: defineRoute({
    method: 'POST',
    path: '/api/survey/questions',
    access: ACCESS.public,
    // A read: the same request again answers the same.
    idempotency: 'repeatable',
    summary: `The survey’s questions with the answers so far, and its header. ${SIGNED}`,
    body: s.ZSurveyLink,
    reply: s.ZSurveyDataReply,
  }),
  saveAnswer: defineRoute({
    method: 'POST',
    path: '/api/survey/results',
    access: ACCESS.public,
    idempotency: 'repeatable',
    summary: `Saves one rating at once (null clears it); 409 once completed. ${SIGNED}`,
    body: s.ZSaveAnswerBody,
    reply: s.ZMessageReply,
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/api/survey/complete',
    access: ACCESS.public,
    idempotency: 'repeatable',
    summary: `Completes the survey with its comments; 400 without an answer, 409 the second time. ${SIGNED}`,
    body: s.ZCompleteBody,
    reply: s.ZMessageReply,
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/survey/unsubscribe',
    access: ACCESS.public,
    idempotency: 'repeatable',
    summary: 'Stops survey invitations to the email of the signed link (404 when tampered)',
    body: s.ZUnsubscribeBody,
    reply: s.ZMessageReply,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/kpi/survey-list',
    access: ACCESS.office,
    summary: 'The survey list of a quarter, by team member (none = all) and status (0-3)',
    query: s.ZSurveyListQuery,
    reply: s.ZSurveyListReply,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/kpi/survey-questions',
    access: ACCESS.office,
    summary: 'One survey’s answers and comments (the STAR Satisfaction Survey modal)',
    query: s.ZSurveyDetailQuery,
    reply: s.ZSurveyDetailReply,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/kpi/survey-settings',
    access: ACCESS.office,
    summary:
      'The invitation batch’s settings: days before an address is surveyed again, last batch',
    reply: s.ZSurveySettingsReply,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/kpi/survey-settings',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Sets the days before an address is surveyed again (admins; the next batch uses it)',
    body: s.ZSaveSurveySettingsBody,
    reply: s.ZSurveySettingsReply,
  }),
  runBatch: defineRoute({
    method: 'POST',
    path: '/api/kpi/survey-batch',
    access: ACCESS.admin,
    // Again at once finds no newly completed project: nothing more is sent.
    idempotency: 'repeatable',
    summary:
      'Runs the invitation batch now (the scheduled job runs it daily): projects completed since ' +
      'the last batch, with the do-not-send rules',
    reply: s.ZBatchReply,
  }),
} as const;
