import type { TTemplateListSlug } from '@n5/shared/condition-templates/rules';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConditionTemplatesDeps } from './deps';
import { approveTemplate } from './use-cases/approve-template';
import { getOverwriteDetail } from './use-cases/get-overwrite-detail';
import { listTemplates } from './use-cases/list-templates';
import { rejectTemplate } from './use-cases/reject-template';
import { updateTemplate } from './use-cases/update-template';

type TUpdate = { conditionId: number; field: string; value: string | number | null };

/** Condition template approval (spec 2 §2.14). */
export function createConditionTemplatesService(deps: TConditionTemplatesDeps) {
  return {
    listTemplates: (input: { status: TTemplateListSlug; type?: 'New' | 'Overwrite' }) =>
      listTemplates(deps, input),
    getOverwriteDetail: (input: { id: number }) => getOverwriteDetail(deps, input),
    approveTemplate: (input: { conditionId: number }, user: TUser) =>
      approveTemplate(deps, input, user),
    rejectTemplate: (input: { conditionId: number }, user: TUser) =>
      rejectTemplate(deps, input, user),
    updateTemplate: (input: TUpdate, user: TUser) => updateTemplate(deps, input, user),
  };
}
export type TConditionTemplatesService = ReturnType<typeof createConditionTemplatesService>;
