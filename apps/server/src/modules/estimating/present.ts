import { conditionInputsOf, type TConditionInputs } from '@n5/shared/estimating/math';
import { conditionStage } from '@n5/shared/estimating/rules';
import type { TCondition } from '@n5/shared/estimating/schemas';
import type { TDbOrTx } from '../../db/client';
import { projectOr404, type TEstimatingDeps, type TProjectInfo } from './deps';
import {
  findConditionRow,
  listBids,
  listConditionRows,
  listSubcontractorCompanies,
  type TConditionJoined,
  type TConditionRow,
} from './queries';

type TBidRow = Awaited<ReturnType<typeof listBids>>[number];

/** The per-unit inputs a template keeps (no quantity). */
export function perUnitInputsOf(r: TConditionInputs) {
  const { totalQuantities: _, ...rest } = conditionInputsOf(r);
  return rest;
}

/** The reply shape of a stored condition (never the row). */
export function present(j: TConditionJoined, project: TProjectInfo, bids: TBidRow[]): TCondition {
  const r = j.row;
  return {
    ConditionID: r.conditionId,
    ConditionName: r.conditionName,
    ProjectID: r.projectId,
    MainCategory: j.mainCategory,
    SubCategory: j.subCategory,
    ClientContractID: r.clientContractId,
    SubContractID: r.subContractId,
    TotalQuantities: r.totalQuantities,
    MeasurementType: r.measurementType,
    InternalComments: r.internalComments,
    SubcontractorScope: r.subcontractorScope,
    LaborHours: r.laborHours,
    LaborRate: r.laborRate,
    LaborCost: r.laborCost,
    LaborMarkup: r.laborMarkup,
    LaborTotal: r.laborTotal,
    MaterialCost: r.materialCost,
    MaterialMarkup: r.materialMarkup,
    MaterialTotal: r.materialTotal,
    EquipmentCost: r.equipmentCost,
    EquipmentMarkup: r.equipmentMarkup,
    EquipmentTotal: r.equipmentTotal,
    OtherCostsCost: r.otherCostsCost,
    OtherCostsMarkup: r.otherCostsMarkup,
    OtherCostsTotal: r.otherCostsTotal,
    LaborHoursTotal: r.laborHoursTotal,
    LaborCostTotal: r.laborCostTotal,
    LaborGrandTotal: r.laborGrandTotal,
    MaterialCostTotal: r.materialCostTotal,
    MaterialGrandTotal: r.materialGrandTotal,
    EquipmentCostTotal: r.equipmentCostTotal,
    EquipmentGrandTotal: r.equipmentGrandTotal,
    OtherCostsCostTotal: r.otherCostsCostTotal,
    OtherCostsGrandTotal: r.otherCostsGrandTotal,
    SubCost: r.subCost,
    SubMarkup: r.subMarkup,
    SubTotal: r.subTotal,
    TotalCost: r.totalCost,
    TotalMarkup: r.totalMarkup,
    PreTax: r.preTax,
    UnitPrice: r.unitPrice,
    TaxableTotal: r.taxableTotal,
    Tax: r.tax,
    GrandTotal: r.grandTotal,
    ClientApprovedInd: r.clientApprovedInd === 1 ? 1 : 0,
    SubContractApprovedInd: r.subContractApprovedInd === 1 ? 1 : 0,
    OverwriteCostInd: r.overwriteCostInd === 1 ? 1 : 0,
    N5SelectedAtSigning: r.n5SelectedAtSigning === 1 ? 1 : 0,
    SelectedSubcontractor: r.selectedSubcontractorId,
    ProposalFormatType: project.proposalFormatType,
    Stage: conditionStage(j.contractStage, project.baseApproved),
    Bids: bids.filter((b) => b.conditionId === r.conditionId).map(({ conditionId: _, ...b }) => b),
  };
}

/** The audited fields of a condition (inputs and state, not the derived totals). */
export const auditView = (r: TConditionRow) => ({
  conditionName: r.conditionName,
  clientContractId: r.clientContractId,
  subContractId: r.subContractId,
  totalQuantities: r.totalQuantities,
  measurementType: r.measurementType,
  internalComments: r.internalComments,
  subcontractorScope: r.subcontractorScope,
  ...perUnitInputsOf(r),
  overwriteCostInd: r.overwriteCostInd,
  selectedSubcontractorId: r.selectedSubcontractorId,
  preTax: r.preTax,
});

/** The conditions of a sub-category with their bids, the subcontractors and the tax. */
export async function conditionList(
  deps: TEstimatingDeps,
  tx: TDbOrTx,
  project: TProjectInfo,
  subCategoryId: number,
) {
  const rows = await listConditionRows(tx, project.projectId, subCategoryId);
  const bids = await listBids(
    tx,
    rows.map((r) => r.row.conditionId),
  );
  return {
    conditionList: rows.map((r) => present(r, project, bids)),
    subcontractorOptions: await listSubcontractorCompanies(tx),
    tax: {
      ksRemodelingTaxInd: project.ksRemodelingTaxInd,
      taxRate: deps.config.KS_REMODEL_TAX_RATE,
    },
  };
}

/** One condition as the card shows it, read in the transaction. */
export async function presentOne(tx: TDbOrTx, conditionId: number) {
  const j = (await findConditionRow(tx, conditionId))!;
  const project = await projectOr404(tx, j.row.projectId);
  return present(j, project, await listBids(tx, [conditionId]));
}

/** A condition's three bid slots, the subcontractors to choose from, and the selected one. */
export async function subcontractorsOf(tx: TDbOrTx, conditionId: number, selected: number | null) {
  const bids = await listBids(tx, [conditionId]);
  const slot = (p: number) => {
    const b = bids.find((x) => x.Precedence === p);
    if (!b) return null;
    const { conditionId: _, ...rest } = b;
    return rest;
  };
  return {
    sub1: slot(1),
    sub2: slot(2),
    sub3: slot(3),
    subcontractorOptions: await listSubcontractorCompanies(tx),
    selectedSubcontractor: selected,
  };
}
