import type { TAlternateApprovalDeps } from './deps';
import { getAlternateItems } from './use-cases/get-alternate-items';
import { submitAlternateSelection } from './use-cases/submit-alternate-selection';

/** A use case's input: its second parameter. */
type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/** The public alternate-approval page (spec 3 §2.5, issue 15 item 5); composes its use cases. */
export function createAlternateApprovalService(deps: TAlternateApprovalDeps) {
  return {
    items: (input: TInput<typeof getAlternateItems>) => getAlternateItems(deps, input),
    submit: (input: TInput<typeof submitAlternateSelection>, caller: { ip: string | null }) =>
      submitAlternateSelection(deps, input, caller),
  };
}
export type TAlternateApprovalService = ReturnType<typeof createAlternateApprovalService>;
