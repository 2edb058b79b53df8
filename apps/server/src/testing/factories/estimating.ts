import { estimatingContract } from '@n5/shared/estimating/contract';
import type { TConditionField } from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import type { TApiCall } from './api-call';
import { buildCompany } from './crm';
import { buildProject } from './project';

export type TConditionOverrides = {
  /** The project (a new one when not given). */
  projectID?: number;
  /** Default 09-2900 Gypsum Board (every sub-category has active templates). */
  subCategoryCode?: string;
  /** Which of the sub-category's active templates (by name); the first when not given. */
  template?: string;
} & Partial<Record<TConditionField, string | number | null>>;

/**
 * A condition as the editor makes one: Add Condition from an active template of the
 * sub-category, then one setcondition per field given (in the order given).
 */
export async function buildCondition(
  call: TApiCall,
  overrides: TConditionOverrides = {},
): Promise<TCondition> {
  const { projectID: given, subCategoryCode = '09-2900', template, ...fields } = overrides;
  const projectID = given ?? (await buildProject(call)).ProjectID;
  const { options } = await call(estimatingContract.conditionOptions, {
    query: { projectID, subCategoryCode },
  });
  const option = template ? options.find((o) => o.ConditionName === template) : options[0];
  if (!option) throw new Error(`No active template ${template ?? ''} in ${subCategoryCode}.`);
  const { conditionList } = await call(estimatingContract.addCondition, {
    body: { conditionID: option.conditionID, projectID, subCategoryCode },
  });
  let condition = conditionList[conditionList.length - 1]!;
  for (const [field, value] of Object.entries(fields)) {
    condition = (
      await call(estimatingContract.setCondition, {
        body: {
          conditionID: condition.ConditionID,
          projectID,
          subCategoryCode,
          field,
          value: value ?? null,
        },
      })
    ).condition;
  }
  return condition;
}

/** A bid in a slot of a condition, from a new subcontractor company unless one is given. */
export async function buildSubBid(
  call: TApiCall,
  input: {
    conditionID: number;
    companyID?: number;
    precedence?: 1 | 2 | 3;
    bidAmount?: string;
    markup?: string;
  },
) {
  const companyID =
    input.companyID ?? (await buildCompany(call, { SubcontractorInd: 1 })).CompanyID;
  return call(estimatingContract.setSubBid, {
    body: {
      conditionID: input.conditionID,
      companyID,
      precedence: input.precedence ?? 1,
      bidAmount: input.bidAmount ?? '1000.00',
      markup: input.markup ?? '0.1000',
    },
  });
}
