import { TEMPLATE_LISTS, type TTemplateListSlug } from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TConditionTemplatesDeps } from '../deps';
import { presentTemplate } from '../present';
import { listTemplates as selectTemplates } from '../queries';

/** One of the three lists (GET /api/condition/condition-template?status). */
export async function listTemplates(
  deps: TConditionTemplatesDeps,
  input: { status: TTemplateListSlug; type?: 'New' | 'Overwrite' },
): Promise<{ templates: TConditionTemplate[] }> {
  const status = TEMPLATE_LISTS.find((l) => l.slug === input.status)!.status;
  const rows = await selectTemplates(deps.db, { status, type: input.type });
  return { templates: rows.map(presentTemplate) };
}
