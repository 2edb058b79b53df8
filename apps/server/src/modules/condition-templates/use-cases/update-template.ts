import {
  isEditableTemplateField,
  parseTemplateValue,
  TEMPLATE_EDITABLE_FIELDS,
  type TTemplateField,
} from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TUnitOfMeasure } from '@n5/shared/estimating/constants';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import type { TConditionTemplatesDeps } from '../deps';
import { presentTemplate } from '../present';
import { findTemplate, lockTemplate, updateTemplate as writeTemplate } from '../queries';

/** The column of each editable field. */
const COLUMN: Record<TTemplateField, string> = {
  ConditionName: 'conditionName',
  InternalComments: 'internalComments',
  SubcontractorScope: 'subcontractorScope',
  TotalQuantities: 'totalQuantities',
  MeasurementType: 'measurementType',
  LaborHours: 'laborHours',
  LaborRate: 'laborRate',
  MaterialCost: 'materialCost',
  MaterialMarkup: 'materialMarkup',
  EquipmentCost: 'equipmentCost',
  EquipmentMarkup: 'equipmentMarkup',
  OtherCostsCost: 'otherCostsCost',
  OtherCostsMarkup: 'otherCostsMarkup',
};

/**
 * Sets one editable field (POST /api/condition/update-condition-template): 400 for a field
 * outside spec 2 §5 (totals, LaborMarkup) or a value its column cannot hold; 409 on an
 * overwritten request (history). The change and its audit row are one transaction.
 */
export async function updateTemplate(
  deps: TConditionTemplatesDeps,
  input: { conditionId: number; field: string; value: string | number | null },
  user: TUser,
): Promise<{ template: TConditionTemplate }> {
  const { field } = input;
  if (!isEditableTemplateField(field))
    throw badRequest(
      `${field} is not an editable template field (editable: ${TEMPLATE_EDITABLE_FIELDS.join(', ')}).`,
    );
  const parsed = parseTemplateValue(field, input.value);
  if (!parsed.ok) throw badRequest(parsed.message);
  return deps.db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, input.conditionId)))
      throw notFound(`There is no condition template ${input.conditionId}.`);
    const before = (await findTemplate(tx, input.conditionId))!;
    if (before.status === 'Overwritten')
      throw conflict('This request was approved into its target template and is kept as history.');
    const column = COLUMN[field] as keyof typeof before;
    const value =
      field === 'MeasurementType' ? (parsed.value as TUnitOfMeasure | null) : parsed.value;
    await writeTemplate(tx, input.conditionId, { [column]: value });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition_template',
      entityId: input.conditionId,
      action: 'update',
      before: { [column]: before[column] },
      after: { [column]: value },
    });
    return { template: presentTemplate((await findTemplate(tx, input.conditionId))!) };
  });
}
