import { templateTotals } from '@n5/shared/condition-templates/rules';
import type { TConditionTemplate } from '@n5/shared/condition-templates/schemas';
import type { TTemplateRow } from './queries';

/** The reply shape of a stored template (spec 2 §3 names), with its read-only totals. */
export function presentTemplate(r: TTemplateRow): TConditionTemplate {
  const inputs = {
    LaborHours: r.laborHours,
    LaborRate: r.laborRate,
    LaborMarkup: r.laborMarkup,
    MaterialCost: r.materialCost,
    MaterialMarkup: r.materialMarkup,
    EquipmentCost: r.equipmentCost,
    EquipmentMarkup: r.equipmentMarkup,
    OtherCostsCost: r.otherCostsCost,
    OtherCostsMarkup: r.otherCostsMarkup,
  };
  return {
    ConditionID: r.templateId,
    SubCategoryCode: r.subCategoryCode,
    SubCategoryName: r.subCategoryName,
    ConditionName: r.conditionName,
    InternalComments: r.internalComments,
    SubcontractorScope: r.subcontractorScope,
    TotalQuantities: r.totalQuantities,
    MeasurementType: r.measurementType,
    ...inputs,
    ...templateTotals(inputs),
    CreatedByLastName: r.requesterLastName,
    CreatedDate: r.createdDate.toISOString(),
    Status: r.status,
    ActiveInd: r.status === 'Active' ? 1 : 0,
    RejectedInd: r.status === 'Inactive' ? 1 : 0,
    ApprovalType: r.replacesTemplateId === null ? 'New' : 'Overwrite',
    ReplacesConditionID: r.replacesTemplateId,
  };
}
