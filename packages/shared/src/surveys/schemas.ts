import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { ZId, ZIdInput } from '../core/ids';
import { wholeNumberInput } from '../core/strict-inputs';
import { SURVEY_TYPES } from './rules';

const id = z.number().int();
export const MAX_COMMENTS = 4000;

/**
 * What an emailed survey link carries (spec 3 §2.6): p project, eid the survey's event id, mt the
 * form type, and s the server's signature over all three, so none can be swapped.
 */
export const ZSurveyLink = z.object({
  p: ZIdInput,
  eid: z.uuid('eid must be the survey id of the link'),
  mt: z.enum(SURVEY_TYPES, { error: 'mt must be KN, PP or SM' }),
  s: z.string().min(1).max(128),
});
export type TSurveyLink = z.infer<typeof ZSurveyLink>;

/** Spec 3 §3 "Survey question" and "Survey info". */
export const ZPublicQuestion = z.object({
  id,
  criteria: z.string(),
  options: z.string(),
  projectid: id,
  value: id.nullable(),
});
export const ZSurveyInfo = z.object({
  projecttype: z.string().nullable(),
  projectnumber: id,
  projectname: z.string(),
  company: z.string().nullable(),
  n5representative: z.string().nullable(),
});
export const ZSurveyDataReply = z.object({
  surveyData: z.object({ questions: z.array(ZPublicQuestion), info: ZSurveyInfo }),
});
export type TSurveyData = z.infer<typeof ZSurveyDataReply>['surveyData'];

export const ZSaveAnswerBody = ZSurveyLink.extend({
  criteriaID: ZId,
  /** null clears the answer. */
  value: z.number().int('value must be a whole number').min(0).max(10).nullable(),
});
export const ZCompleteBody = ZSurveyLink.extend({
  comments: z.string().max(MAX_COMMENTS, `Comments may be at most ${MAX_COMMENTS} characters.`),
});
export const ZUnsubscribeBody = z.object({
  e: z.email('e must be an email address').max(320),
  s: z.string().min(1).max(128),
});
export const ZMessageReply = z.object({ message: z.string() });

/**
 * The list's filters (spec 2 §2.2): quarter, year, team member (left out = All Team Members) and
 * status.
 */
export const ZSurveyListQuery = z.object({
  quarter: wholeNumberInput({ min: 1, max: 4 }),
  year: wholeNumberInput({ min: 2020, max: 2100 }),
  userID: ZIdInput.optional(),
  surveyStatus: wholeNumberInput({ min: 0, max: 3 }),
});

/** Spec 2 §3 "Survey list row". */
export const ZSurveyListRow = z.object({
  kpiEventId: z.string(),
  projectid: id,
  n5representative: z.string().nullable(),
  clientdescription: z.string().nullable(),
  projectdescription: z.string(),
  projecttype: z.string().nullable(),
  longprojectdescription: z.string().nullable(),
  batchdate: z.string(),
  senddate: z.string().nullable(),
  donotsendind: z.boolean(),
  donotsendreason: z.string().nullable(),
  ResponseDate: z.string().nullable(),
  percentScore: ZDecimalText.nullable(),
  nps: id.nullable(),
  npsicon: z.string().nullable(),
  npsclass: z.string().nullable(),
  surveyguid: z.string(),
  comments: z.string().nullable(),
});
export type TSurveyListRow = z.infer<typeof ZSurveyListRow>;
export const ZSurveyListReply = z.object({ surveyList: z.array(ZSurveyListRow) });

export const ZSurveyDetailQuery = z.object({ kpiEventID: z.uuid() });
export const ZSurveyDetailReply = z.object({
  surveyData: z.object({
    questions: z.array(z.object({ id, criteria: z.string(), value: id.nullable() })),
    row: ZSurveyListRow,
  }),
});

/** How many days after an invitation the same client address may be asked again (0–3650). */
export const RESURVEY_DAYS_RANGE = { min: 0, max: 3650 } as const;

export const ZSurveySettingsReply = z.object({
  settings: z.object({ resurveyDays: id, lastBatchDate: z.string().nullable() }),
});
export const ZSaveSurveySettingsBody = z.object({
  resurveyDays: wholeNumberInput(RESURVEY_DAYS_RANGE),
});

export const ZBatchReply = z.object({
  batchDate: z.string(),
  invited: id,
  notInvited: id,
});
