import { estimatingContract } from '@n5/shared/estimating/contract';
import type { TApiCall } from './api-call';
import { buildCondition, type TConditionOverrides } from './estimating';

/**
 * A template request as an estimator sends one from the inclusion editor: a condition (with the
 * fields given), then "request new template", or "overwrite template" of `overwrite` (an active
 * template id of the same sub-category). Returns the request's template id.
 */
export async function buildTemplateRequest(
  call: TApiCall,
  input: TConditionOverrides & { overwrite?: number } = {},
): Promise<{ templateID: number; conditionID: number; templateName: string }> {
  const { overwrite, ...overrides } = input;
  const condition = await buildCondition(call, overrides);
  const reply =
    overwrite === undefined
      ? await call(estimatingContract.templateNew, {
          body: { sourceConditionID: condition.ConditionID },
        })
      : await call(estimatingContract.templateOverwrite, {
          body: { sourceConditionID: condition.ConditionID, targetConditionID: overwrite },
        });
  return { ...reply, conditionID: condition.ConditionID };
}
