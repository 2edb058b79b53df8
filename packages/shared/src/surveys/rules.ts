import { div, fromUnits, PLACES, toNumeric } from '../core/decimal';

/**
 * Client satisfaction surveys (spec 3 §2.6, §4 "Survey", §9; spec 2 §2.7): the questions and their
 * scales, the overall score, the NPS classes, and the invitation's do-not-send rules.
 */

/** The survey's form type in its link (spec 3 §5: mt must be KN, PP or SM). */
export const SURVEY_TYPES = ['KN', 'PP', 'SM'] as const;
export type TSurveyType = (typeof SURVEY_TYPES)[number];

export const FIVE_POINT = '0,1,2,3,4';
export const ZERO_TO_TEN = '0-10';
export type TSurveyScale = typeof FIVE_POINT | typeof ZERO_TO_TEN;

/** Spec 3 §9: 5-point (Strongly Disagree to Strongly Agree) and 0 to 10. */
export const FIVE_POINT_LABELS = [
  'Strongly Disagree',
  'Disagree',
  'Neutral',
  'Agree',
  'Strongly Agree',
] as const;
export const ZERO_TO_TEN_LABELS = { low: 'Not at all likely', high: 'Extremely likely' } as const;

export interface TSurveyQuestionDef {
  id: number;
  criteria: string;
  options: TSurveyScale;
}

/** The NPS question: "how likely ... to recommend", 0 to 10. */
export const NPS_QUESTION_ID = 6;

export const SURVEY_QUESTIONS: readonly TSurveyQuestionDef[] = [
  { id: 1, criteria: 'The project was completed on schedule.', options: FIVE_POINT },
  { id: 2, criteria: 'The quality of the work met my expectations.', options: FIVE_POINT },
  {
    id: 3,
    criteria: 'My Nexus 5 Representative communicated clearly and promptly.',
    options: FIVE_POINT,
  },
  { id: 4, criteria: 'The crew kept the work area clean and safe.', options: FIVE_POINT },
  { id: 5, criteria: 'The final cost matched what I was told to expect.', options: FIVE_POINT },
  {
    id: NPS_QUESTION_ID,
    criteria: 'How likely are you to recommend Nexus 5 to a friend or colleague?',
    options: ZERO_TO_TEN,
  },
];

export const questionById = (id: number) => SURVEY_QUESTIONS.find((q) => q.id === id);

/** The highest value of a scale: 4 on the 5-point scale (stars minus one), 10 on 0-10. */
export const scaleMax = (options: TSurveyScale) => (options === FIVE_POINT ? 4 : 10);

/** Whether a value is on a question's scale (whole number from 0 to the scale's max). */
export function isOnScale(options: TSurveyScale, value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= scaleMax(options);
}

/**
 * Overall score: the points earned over the points possible of the answered questions (each
 * answer earns its value of its scale's max), as a 4-place fraction; null with no answer.
 * Worked example: 4 of 4, 3 of 4 and 9 of 10 → (4 + 3 + 9) / (4 + 4 + 10) = 16 / 18 = 0.8889.
 */
export function overallScore(answers: ReadonlyArray<{ questionId: number; value: number }>) {
  let earned = 0n;
  let possible = 0n;
  for (const { questionId, value } of answers) {
    const question = questionById(questionId);
    if (!question) continue;
    earned += BigInt(value);
    possible += BigInt(scaleMax(question.options));
  }
  if (possible === 0n) return null;
  return toNumeric(div(fromUnits(earned), fromUnits(possible), PLACES.fraction), PLACES.fraction);
}

export type TNpsClass = 'Promoter' | 'Passive' | 'Detractor';

/** Promoters answer 9-10, passives 7-8, detractors 0-6 on the 0-10 question. */
export function npsClass(value: number | null): TNpsClass | null {
  if (value === null) return null;
  if (value >= 9) return 'Promoter';
  if (value >= 7) return 'Passive';
  return 'Detractor';
}

/** The list's NPS badge: icon, text and colour (spec 2 §2.7). */
export const NPS_BADGE: Record<
  TNpsClass,
  { icon: string; color: 'success' | 'warning' | 'error' }
> = {
  Promoter: { icon: 'thumb_up', color: 'success' },
  Passive: { icon: 'thumbs_up_down', color: 'warning' },
  Detractor: { icon: 'thumb_down', color: 'error' },
};

/**
 * NPS = % promoters - % detractors of the 0-10 answers, -100 to 100 with one decimal; null with
 * no answer. Worked example: 10, 9, 8, 6 → 2 promoters, 1 detractor of 4 → 50 - 25 = 25.0.
 */
export function netPromoterScore(values: readonly number[]): string | null {
  if (values.length === 0) return null;
  let promoters = 0n;
  let detractors = 0n;
  for (const value of values) {
    const c = npsClass(value);
    if (c === 'Promoter') promoters += 1n;
    if (c === 'Detractor') detractors += 1n;
  }
  const net = fromUnits((promoters - detractors) * 100n);
  return toNumeric(div(net, fromUnits(BigInt(values.length)), 1), 1);
}

/** Why an invitation was not sent (the list's close badge tooltip). */
export const DO_NOT_SEND_REASONS = {
  unsubscribed: 'The client unsubscribed from surveys.',
  noEmail: 'The client contact has no email address.',
  recentlySurveyed: (days: number) => `The client was surveyed in the last ${days} days.`,
} as const;

export const RESURVEY_DAYS_DEFAULT = 90;

export interface TInvitationCandidate {
  email: string | null;
  unsubscribed: boolean;
  /** Days since this email was last invited (null: never). */
  daysSinceLastInvite: number | null;
}

/** The do-not-send rules in order; null means send. */
export function doNotSendReason(c: TInvitationCandidate, resurveyDays: number): string | null {
  if (!c.email) return DO_NOT_SEND_REASONS.noEmail;
  if (c.unsubscribed) return DO_NOT_SEND_REASONS.unsubscribed;
  if (c.daysSinceLastInvite !== null && c.daysSinceLastInvite < resurveyDays)
    return DO_NOT_SEND_REASONS.recentlySurveyed(resurveyDays);
  return null;
}

/** Survey list status filter (spec 2 §2.2). */
export const SURVEY_STATUSES = [
  { value: 0, label: 'All Projects' },
  { value: 1, label: 'Not Invited' },
  { value: 2, label: 'Invited' },
  { value: 3, label: 'Responded' },
] as const;
export const DEFAULT_SURVEY_STATUS = 2;

export const SURVEY_TEXTS = {
  listTitle: 'Surveys',
  allTeamMembers: 'All Team Members',
  detailTitle: 'STAR Satisfaction Survey',
  submit: 'Submit Survey',
  thanks: 'Thank you so much.',
  unavailable:
    'It looks like this survey has already been completed. Please contact your Nexus 5 Representative if you have questions.',
  unsubscribed: 'You got it.',
  comments: 'Comments',
  emptyList: 'No surveys match these filters.',
} as const;
