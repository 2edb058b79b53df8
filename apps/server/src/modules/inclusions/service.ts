import type { TContractStage } from '@n5/shared/contracts/constants';
import type { TInclusionStage } from '@n5/shared/estimating/constants';
import type {
  TAlternateInclusions,
  TInclusionSums,
  TInclusionSummaryRow,
  TLegacyBlock,
  TLegacyInclusionsReply,
  TLegacySummary,
} from '@n5/shared/inclusions/schemas';
import type { TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  findProject,
  findSubCategory,
  listAlternateContracts,
  listAlternateSums,
  listLegacySums,
  listStageDetail,
  listStageTotals,
  type TGroupedSums,
} from './queries';
import { SUM_FIELD_NAMES } from './summary-sql';

function sumsOf(row: TInclusionSums): TInclusionSums {
  return Object.fromEntries(SUM_FIELD_NAMES.map((k) => [k, row[k]])) as TInclusionSums;
}

/** A sub-category row of a grouped statement (its category and sub-category are set). */
function subCategoryRow(projectId: number, row: TGroupedSums) {
  return {
    project_id: projectId,
    category_id: row.category_id!,
    category_code: row.category_code!,
    category_name: row.category_name!,
    sub_category_id: row.sub_category_id!,
    sub_category_code: row.sub_category_code!,
    sub_category_name: row.sub_category_name!,
    ...sumsOf(row),
  };
}

function legacySummary(row: TInclusionSums, subList: string[]): TLegacySummary {
  return {
    preTax: row.total,
    taxableTotal: row.taxable_total,
    tax: row.tax,
    grandTotal: row.grand_total,
    laborHours: row.labor_hours,
    laborRate: row.labor_rate,
    laborCost: row.labor_cost,
    laborMarkup: row.labor_markup,
    laborTotal: row.labor_total,
    materialCost: row.material_cost,
    materialMarkup: row.material_markup,
    materialTotal: row.material_total,
    equipmentCost: row.equipment_cost,
    equipmentMarkup: row.equipment_markup,
    equipmentTotal: row.equipment_total,
    otherCostsCost: row.other_cost,
    otherCostsMarkup: row.other_markup,
    otherCostsTotal: row.other_total,
    subCost: row.subcontractor_cost_live,
    subMarkup: row.subcontractor_markup_live,
    subTotal: row.subcontractor_total,
    subList,
  };
}

const BLOCK_ORDER: readonly TLegacyBlock[] = [
  'Approved',
  'Pending',
  'Potential CO',
  'Inactive',
  'Alternates',
];
const blockRank = (b: string) => BLOCK_ORDER.indexOf(b as TLegacyBlock);

/** The Inclusions tab's summaries: read-only, every figure summed by PostgreSQL. */
export function createInclusionsService(deps: { db: TDbOrTx }) {
  const { db } = deps;

  async function requireProject(projectId: number) {
    const project = await findProject(db, projectId);
    if (!project) throw notFound(`Project ${projectId} was not found.`);
    return project;
  }

  return {
    async totals(projectId: number, stage: TInclusionStage) {
      await requireProject(projectId);
      const rows = await listStageTotals(db, projectId, stage);
      const footer = rows.find((r) => r.g_cat === 1)!;
      const subs = rows.filter((r) => r.g_sub === 0);
      return {
        inclusions: subs.map((r): TInclusionSummaryRow => ({
          ...subCategoryRow(projectId, r),
          contract_stage_type: stage,
        })),
        categories: rows
          .filter((r) => r.g_sub === 1 && r.g_cat === 0)
          .map((r) => ({
            category_id: r.category_id!,
            category_code: r.category_code!,
            category_name: r.category_name!,
            ...sumsOf(r),
          })),
        footer: sumsOf(footer),
        subs_with_children: subs.filter((r) => r.has_children).map((r) => r.sub_category_id!),
      };
    },

    async detail(params: {
      projectId: number;
      categoryId: number;
      subCategoryId: number;
      stage: TInclusionStage;
    }) {
      await requireProject(params.projectId);
      const sub = await findSubCategory(db, params.subCategoryId);
      if (!sub || sub.category_id !== params.categoryId)
        throw notFound(
          `Sub-category ${params.subCategoryId} of category ${params.categoryId} was not found.`,
        );
      const rows = await listStageDetail(db, params);
      return {
        inclusions: rows.map((r) => ({
          ...subCategoryRow(params.projectId, r),
          contract_stage_type: params.stage,
          client_contract_id: r.client_contract_id,
          client_contract_type: r.client_contract_type,
          client_contract_number: r.client_contract_number,
          labor_markup_percent: r.labor_markup_percent,
          material_markup_percent: r.material_markup_percent,
          equipment_markup_percent: r.equipment_markup_percent,
          other_markup_percent: r.other_markup_percent,
          subcontractor_markup_percent: r.subcontractor_markup_percent,
        })),
      };
    },

    async alternateContractTypes(projectId: number) {
      await requireProject(projectId);
      const rows = await listAlternateContracts(db, projectId);
      return {
        alternateContractTypes: rows.map((r) => ({
          contractType: r.contract_type,
          contractID: r.contract_id,
          contractStageCategory: r.stage as TContractStage,
          alternateSelectedInd: r.stage === 'Approved' ? 1 : 0,
        })),
      };
    },

    async alternateInclusions(projectId: number) {
      const { alternateContractTypes } = await this.alternateContractTypes(projectId);
      const rows = await listAlternateSums(db, projectId);
      const alternates = alternateContractTypes.map((alt): TAlternateInclusions => {
        const own = rows.filter((r) => r.client_contract_id === alt.contractID);
        const total = own.find((r) => r.g_cat === 1);
        return {
          ...alt,
          inclusions: own.filter((r) => r.g_sub === 0).map((r) => subCategoryRow(projectId, r)),
          // An alternate without conditions sums to 0: the empty block of the same statement.
          footer: total ? sumsOf(total) : EMPTY_SUMS,
        };
      });
      return { alternates };
    },

    async legacy(projectId: number): Promise<TLegacyInclusionsReply> {
      await requireProject(projectId);
      const rows = await listLegacySums(db, projectId);
      const byBlock = [...rows].sort((a, b) => blockRank(a.block) - blockRank(b.block));
      return {
        inclusions: byBlock
          .filter((r) => r.g_sub === 0)
          .map((r) => ({
            contractStageCategory: r.block as TLegacyBlock,
            categoryID: r.category_id!,
            categoryCode: r.category_code!,
            subCategoryID: r.sub_category_id!,
            subCategoryCode: r.sub_category_code!,
            subCategoryName: r.sub_category_name!,
            alternateContractType: r.alternate_type,
            alternateSelectedInd: r.alternate_stage === 'Approved' ? 1 : 0,
            inclusionSummary: legacySummary(r, JSON.parse(r.sub_list) as string[]),
          })),
        inclusionSummary: byBlock
          .filter((r) => r.g_sub === 1)
          .map((r) => ({
            contractStageCategory: r.block as TLegacyBlock,
            ...legacySummary(r, JSON.parse(r.sub_list) as string[]),
          })),
      };
    },
  };
}

const EMPTY_SUMS: TInclusionSums = {
  total: '0.00',
  taxable_total: '0.00',
  tax: '0.00',
  grand_total: '0.00',
  labor_hours: '0.0000',
  labor_rate: null,
  labor_cost: '0.00',
  labor_markup: null,
  labor_total: '0.00',
  material_cost: '0.00',
  material_markup: null,
  material_total: '0.00',
  equipment_cost: '0.00',
  equipment_markup: null,
  equipment_total: '0.00',
  other_cost: '0.00',
  other_markup: null,
  other_total: '0.00',
  subcontractor_cost_live: '0.00',
  subcontractor_markup_live: null,
  subcontractor_total: '0.00',
  subcontractor_total_live: '0.00',
  has_subcontactor: false,
};

export type TInclusionsService = ReturnType<typeof createInclusionsService>;
