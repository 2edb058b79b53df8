import { eq, sql, type SQL } from 'drizzle-orm';
import type { TInclusionStage } from '@n5/shared/estimating/constants';
import type { TInclusionSums } from '@n5/shared/inclusions/schemas';
import type { TDbOrTx } from '../../db/client';
import { projects } from '../../db/schema/index';
import { PERCENT_FIELDS_SQL, SUM_FIELDS_SQL, SUMS_SQL, summarySourceSql } from './summary-sql';

async function rowsOf<T>(db: TDbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const CATEGORY = sql.raw('category_id, category_code, category_name');
const SUB_CATEGORY = sql.raw('sub_category_id, sub_category_code, sub_category_name');

export async function findProject(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({ projectId: projects.projectId, apiVersion: projects.apiVersion })
    .from(projects)
    .where(eq(projects.projectId, projectId));
  return row ?? null;
}

export type TGroupedSums = TInclusionSums & {
  category_id: number | null;
  category_code: string | null;
  category_name: string | null;
  sub_category_id: number | null;
  sub_category_code: string | null;
  sub_category_name: string | null;
  /** 1 when the row sums every sub-category of its group (a subtotal or the footer). */
  g_sub: number;
  g_cat: number;
};

/**
 * One stage table in one statement: the sub-category rows, the category subtotals and the
 * footer (grouping sets), and whether each sub-category has contract-level detail rows.
 */
export async function listStageTotals(db: TDbOrTx, projectId: number, stage: TInclusionStage) {
  return rowsOf<TGroupedSums & { has_children: boolean }>(
    db,
    sql`with ${summarySourceSql(projectId)},
    g as (
      select ${CATEGORY}, ${SUB_CATEGORY},
             grouping(sub_category_id)::int as g_sub, grouping(category_id)::int as g_cat,
             count(client_contract_id) > 0 as has_children,
             ${SUMS_SQL}
      from src where block = ${stage}
      group by grouping sets ((${CATEGORY}, ${SUB_CATEGORY}), (${CATEGORY}), ())
    )
    select g.category_id, g.category_code, g.category_name,
           g.sub_category_id, g.sub_category_code, g.sub_category_name,
           g.g_sub, g.g_cat, g.has_children, ${SUM_FIELDS_SQL}
    from g
    order by g.g_cat, g.category_code, g.g_sub desc, g.sub_category_code`,
  );
}

export type TDetailSums = TGroupedSums & {
  client_contract_id: string | null;
  client_contract_type: string | null;
  client_contract_number: number | null;
  labor_markup_percent: string | null;
  material_markup_percent: string | null;
  equipment_markup_percent: string | null;
  other_markup_percent: string | null;
  subcontractor_markup_percent: string | null;
};

/** A sub-category's conditions in one stage, by client contract (one statement). */
export async function listStageDetail(
  db: TDbOrTx,
  params: { projectId: number; categoryId: number; subCategoryId: number; stage: TInclusionStage },
) {
  return rowsOf<TDetailSums>(
    db,
    sql`with ${summarySourceSql(params.projectId)},
    g as (
      select ${CATEGORY}, ${SUB_CATEGORY}, client_contract_id, contract_type, contract_no,
             0 as g_sub, 0 as g_cat, ${SUMS_SQL}
      from src
      where block = ${params.stage} and sub_category_id = ${params.subCategoryId}
        and category_id = ${params.categoryId}
      group by ${CATEGORY}, ${SUB_CATEGORY}, client_contract_id, contract_type, contract_no
    )
    select g.category_id, g.category_code, g.category_name,
           g.sub_category_id, g.sub_category_code, g.sub_category_name, g.g_sub, g.g_cat,
           g.client_contract_id::text as client_contract_id,
           g.contract_type as client_contract_type, g.contract_no as client_contract_number,
           ${SUM_FIELDS_SQL}, ${PERCENT_FIELDS_SQL}
    from g
    order by g.contract_no nulls last`,
  );
}

export async function findSubCategory(db: TDbOrTx, subCategoryId: number) {
  const [row] = await rowsOf<{ category_id: number }>(
    db,
    sql`select main_category_id as category_id from sub_categories where sub_category_id = ${subCategoryId}`,
  );
  return row ?? null;
}

/** The project's alternate client contracts, by number. */
export async function listAlternateContracts(db: TDbOrTx, projectId: number) {
  return rowsOf<{ contract_id: string; contract_type: string; stage: string }>(
    db,
    sql`select contract_id::text, contract_type, stage from client_contracts
        where project_id = ${projectId} and contract_type like 'Alt %'
        order by contract_number, created_date`,
  );
}

/** Every alternate's sub-category rows and total, in one statement. */
export async function listAlternateSums(db: TDbOrTx, projectId: number) {
  return rowsOf<TGroupedSums & { client_contract_id: string }>(
    db,
    sql`with ${summarySourceSql(projectId)},
    g as (
      select client_contract_id, ${CATEGORY}, ${SUB_CATEGORY},
             grouping(sub_category_id)::int as g_sub, grouping(category_id)::int as g_cat,
             ${SUMS_SQL}
      from src where contract_type like 'Alt %'
      group by grouping sets ((client_contract_id, ${CATEGORY}, ${SUB_CATEGORY}), (client_contract_id))
    )
    select g.client_contract_id::text as client_contract_id, g.category_id, g.category_code,
           g.category_name, g.sub_category_id, g.sub_category_code, g.sub_category_name,
           g.g_sub, g.g_cat, ${SUM_FIELDS_SQL}
    from g
    order by g.client_contract_id, g.g_cat, g.category_code, g.sub_category_code`,
  );
}

/**
 * The legacy view in one statement: each stage's sub-category rows and the Alternates block's
 * (each alternate's, selected or not), with the block totals and the selected subcontractors.
 */
export async function listLegacySums(db: TDbOrTx, projectId: number) {
  return rowsOf<
    TGroupedSums & {
      block: string;
      alternate_type: string | null;
      alternate_stage: string | null;
      sub_list: string;
    }
  >(
    db,
    sql`with ${summarySourceSql(projectId)},
    blocks as (
      select src.*, src.block as legacy_block, null::text as alternate_type, null::text as alternate_stage
      from src where src.block <> 'Alternate'
      union all
      select src.*, 'Alternates', src.contract_type, src.contract_stage
      from src where src.contract_type like 'Alt %'
    ),
    g as (
      select legacy_block, alternate_type, alternate_stage, ${CATEGORY}, ${SUB_CATEGORY},
             grouping(sub_category_id)::int as g_sub, grouping(category_id)::int as g_cat,
             coalesce(json_agg(distinct co.company_name order by co.company_name) filter (where has_sub), '[]')::text as sub_list,
             ${SUMS_SQL}
      from blocks left join companies co on co.company_id = blocks.selected_subcontractor_id
      group by grouping sets (
        (legacy_block, alternate_type, alternate_stage, ${CATEGORY}, ${SUB_CATEGORY}),
        (legacy_block)
      )
    )
    select g.legacy_block as block, g.alternate_type, g.alternate_stage, g.category_id,
           g.category_code, g.category_name, g.sub_category_id, g.sub_category_code,
           g.sub_category_name, g.g_sub, g.g_cat, g.sub_list, ${SUM_FIELDS_SQL}
    from g
    order by g.legacy_block, g.g_sub, g.category_code, g.sub_category_code, g.alternate_type`,
  );
}
