import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import { notFound } from '../../../lib/errors';
import type { TConditionTemplatesDeps } from '../deps';
import { presentTemplate } from '../present';
import { findTemplate } from '../queries';

/**
 * The comparison of an overwrite request (GET /api/condition/condition-template/{id}): oldValue
 * is the template it would replace, newValue the request. A new-template request has no old value.
 */
export async function getOverwriteDetail(
  deps: TConditionTemplatesDeps,
  input: { id: number },
): Promise<{ oldValue: TConditionTemplate | null; newValue: TConditionTemplate }> {
  const request = await findTemplate(deps.db, input.id);
  if (!request) throw notFound(`There is no condition template ${input.id}.`);
  const target =
    request.replacesTemplateId === null
      ? null
      : await findTemplate(deps.db, request.replacesTemplateId);
  return {
    oldValue: target ? presentTemplate(target) : null,
    newValue: presentTemplate(request),
  };
}
