import type { TContractStage } from '../contracts/constants';
import { ESTIMATING_TEXT, type TInclusionStage } from './constants';

/**
 * A condition's inclusion stage (DOMAIN.md "Inclusion stages"): its client contract's stage;
 * without a client contract, Pending while the project's Base contract is not approved and
 * Potential CO after it is.
 */
export function conditionStage(
  clientContractStage: TContractStage | null,
  baseContractApproved: boolean,
): TInclusionStage {
  if (clientContractStage) return clientContractStage;
  return baseContractApproved ? 'Potential CO' : 'Pending';
}

/** The fields setcondition accepts (a whitelist; anything else is a 400). */
export const CONDITION_EDITABLE_FIELDS = [
  'ConditionName',
  'ClientContractID',
  'SubContractID',
  'TotalQuantities',
  'MeasurementType',
  'InternalComments',
  'SubcontractorScope',
  'LaborHours',
  'LaborRate',
  'LaborMarkup',
  'MaterialCost',
  'MaterialMarkup',
  'EquipmentCost',
  'EquipmentMarkup',
  'OtherCostsCost',
  'OtherCostsMarkup',
  'OverwriteCostInd',
] as const;
export type TConditionField = (typeof CONDITION_EDITABLE_FIELDS)[number];

export const COST_FIELDS = [
  'LaborHours',
  'LaborRate',
  'MaterialCost',
  'EquipmentCost',
  'OtherCostsCost',
] as const satisfies readonly TConditionField[];
export const MARKUP_FIELDS = [
  'LaborMarkup',
  'MaterialMarkup',
  'EquipmentMarkup',
  'OtherCostsMarkup',
] as const satisfies readonly TConditionField[];
/** Read-only once the sub contract is approved (besides the bids and the selection). */
export const SUB_APPROVED_FIELDS = [
  'TotalQuantities',
  'MeasurementType',
  'SubContractID',
] as const satisfies readonly TConditionField[];
/**
 * Read-only once the client signed (issue 28 item 2): the fields that would move a signed
 * contract's amount without a change order. Costs stay open to a cost overwrite, but the price
 * is then held (`holdSignedPrice`).
 */
export const SIGNED_FIELDS = [
  'TotalQuantities',
  'ClientContractID',
] as const satisfies readonly TConditionField[];

/** The approval state that decides the locks. */
export interface TLockState {
  clientApprovedInd: number;
  subContractApprovedInd: number;
  overwriteCostInd: number;
}

/**
 * Why a field of the condition cannot be changed, or null when it can (spec 1 §4 "Condition
 * locking"): cost estimates after client approval unless OverwriteCostInd; markups once client
 * approved; quantity and unit once the sub contract is approved. The server answers 409 with
 * this text; the card shows it as the locked field's tooltip.
 */
export function fieldLockReason(field: TConditionField, state: TLockState): string | null {
  const client = state.clientApprovedInd === 1;
  if (client && state.overwriteCostInd !== 1 && (COST_FIELDS as readonly string[]).includes(field))
    return ESTIMATING_TEXT.costLocked;
  if (client && (MARKUP_FIELDS as readonly string[]).includes(field))
    return ESTIMATING_TEXT.markupLocked;
  if (client && (SIGNED_FIELDS as readonly string[]).includes(field))
    return ESTIMATING_TEXT.signedLocked;
  if (
    state.subContractApprovedInd === 1 &&
    (SUB_APPROVED_FIELDS as readonly string[]).includes(field)
  )
    return ESTIMATING_TEXT.subApprovedLocked;
  return null;
}

/** The lock state of a condition as the API sends it (PascalCase). */
export function lockStateOf(c: {
  ClientApprovedInd: number;
  SubContractApprovedInd: number;
  OverwriteCostInd: number;
}): TLockState {
  return {
    clientApprovedInd: c.ClientApprovedInd,
    subContractApprovedInd: c.SubContractApprovedInd,
    overwriteCostInd: c.OverwriteCostInd,
  };
}

/** Bids and the subcontractor selection are read-only once the sub contract is approved. */
export function bidsLockReason(state: TLockState): string | null {
  return state.subContractApprovedInd === 1 ? ESTIMATING_TEXT.subApprovedLocked : null;
}

/** Client- or sub-approved conditions cannot be deleted (the delete item is hidden). */
export function canDeleteCondition(state: TLockState): boolean {
  return state.clientApprovedInd !== 1 && state.subContractApprovedInd !== 1;
}

/**
 * Choosing in-house while a subcontractor is selected and N5SelectedAtSigning is 0 asks for the
 * "Job buyout" confirmation first (spec 1 §4).
 */
export function needsJobBuyout(state: {
  selectedSubcontractorId: number | null;
  n5SelectedAtSigning: number;
}): boolean {
  return state.selectedSubcontractorId !== null && state.n5SelectedAtSigning === 0;
}

/** What the card flags (spec 1 §5 "Condition"). */
export interface TConditionProblems {
  quantityMissing: boolean;
  unitMissing: boolean;
  /** A subcontractor is selected but no sub contract is chosen: the dropdown turns red. */
  subContractMissing: boolean;
  /** Flags the page (the leave prompt). */
  descriptionMissing: boolean;
  subDescriptionMissing: boolean;
}

/**
 * Quantity and unit of measure are required once a client contract or a subcontractor is chosen
 * (spec 1 §5): clearing the quantity then is refused, not saved as 0.
 */
export const needsQuantity = (c: {
  clientContractId: string | null;
  selectedSubcontractorId: number | null;
}) => c.clientContractId !== null || c.selectedSubcontractorId !== null;

/** Empty or zero quantity text ("", "0", "0.00"). */
export const isNoQuantity = (text: string | null) => /^0*(\.0*)?$/.test((text ?? '').trim());

export function conditionProblems(c: {
  clientContractId: string | null;
  subContractId: string | null;
  selectedSubcontractorId: number | null;
  totalQuantities: string;
  measurementType: string | null;
  internalComments: string;
  subcontractorScope: string;
}): TConditionProblems {
  const needed = needsQuantity(c);
  return {
    quantityMissing: needed && isNoQuantity(c.totalQuantities),
    unitMissing: needed && !c.measurementType,
    subContractMissing: c.selectedSubcontractorId !== null && c.subContractId === null,
    descriptionMissing: c.internalComments.trim() === '',
    subDescriptionMissing: c.selectedSubcontractorId !== null && c.subcontractorScope.trim() === '',
  };
}

/** Whether the page is flagged (the leave prompt shows). */
export function hasMissingDescriptions(
  conditions: ReadonlyArray<
    Pick<TConditionProblems, 'descriptionMissing' | 'subDescriptionMissing'>
  >,
  descriptions: ReadonlyArray<{ Description: string; ReadOnlyInd: number }>,
): boolean {
  return (
    conditions.some((c) => c.descriptionMissing || c.subDescriptionMissing) ||
    descriptions.some((x) => x.ReadOnlyInd !== 1 && x.Description.trim() === '')
  );
}
