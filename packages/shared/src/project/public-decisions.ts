import { ARCHIVED_STAGES, type TStageType } from './constants';

/**
 * Decisions a client makes through a public link (signing a contract or change order, choosing
 * alternates) close with the project: Completed, Canceled or Rejected (issue 30 item 12,
 * docs/rules.md "Public decisions on closed projects").
 */
export const isClosedForPublicDecisions = (stage: TStageType) => ARCHIVED_STAGES.includes(stage);

/**
 * A pay app stays approvable on a Completed project (the final invoice and the retention release
 * come after the work is done); Canceled and Rejected projects refuse it too.
 */
export const isClosedForPayAppDecisions = (stage: TStageType) =>
  stage === 'Canceled' || stage === 'Rejected';

/** What the public page shows instead of its buttons, and the refusal's message (409). */
export function closedProjectMessage(stage: TStageType, pmName: string | null | undefined) {
  const who = pmName?.trim() ? `your project manager, ${pmName.trim()},` : 'your project manager';
  return `This project is ${stage.toLowerCase()}, so this can no longer be approved online. Please call ${who} to discuss it.`;
}
