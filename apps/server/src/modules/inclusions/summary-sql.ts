import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL pieces of every inclusion summary (docs/rules.md "Inclusion summaries"). PostgreSQL
 * sums the conditions' stored totals exactly (NUMERIC); the rates and markups are divided here
 * and rounded half away from zero at their places, as packages/shared/src/estimating/math.ts
 * `summarizeConditions` does, so both agree to the last digit (routes.test.ts checks the seed).
 */

/**
 * The project's conditions with what the summaries group by. `block` is the stage table a
 * condition counts in (shared `summaryBlock`): its client contract's stage; without one,
 * Pending until the Base contract is approved and Potential CO after; a pending alternate's
 * conditions are in no stage ('Alternate'), only in the Alternates section.
 */
export function summarySourceSql(projectId: number): SQL {
  return sql`
    cc as (
      select contract_id, contract_type, stage,
             row_number() over (
               order by case when contract_type = 'Base' then 0 when contract_type like 'CO %' then 1 else 2 end,
                        contract_number, created_date, contract_id
             )::int as contract_no
      from client_contracts where project_id = ${projectId}
    ),
    base as (
      select exists (select 1 from cc where contract_type = 'Base' and stage = 'Approved') as approved
    ),
    src as (
      select c.project_id, c.client_contract_id, c.selected_subcontractor_id,
             (c.selected_subcontractor_id is not null) as has_sub,
             c.labor_hours_total, c.labor_cost_total, c.labor_grand_total,
             c.material_cost_total, c.material_grand_total,
             c.equipment_cost_total, c.equipment_grand_total,
             c.other_costs_cost_total, c.other_costs_grand_total,
             c.sub_cost, c.sub_total, c.pre_tax, c.taxable_total, c.tax, c.grand_total,
             m.main_category_id as category_id, m.category_code, m.name as category_name,
             s.sub_category_id, s.sub_category_code, s.name as sub_category_name,
             cc.contract_type, cc.contract_no, cc.stage as contract_stage,
             case
               when cc.contract_id is null then
                 case when base.approved then 'Potential CO' else 'Pending' end
               when cc.contract_type like 'Alt %' and cc.stage = 'Pending' then 'Alternate'
               else cc.stage
             end as block
      from conditions c
      join sub_categories s on s.sub_category_id = c.sub_category_id
      join main_categories m on m.main_category_id = s.main_category_id
      left join cc on cc.contract_id = c.client_contract_id
      cross join base
      where c.project_id = ${projectId}
    )`;
}

/** Sums over the grouped conditions (never null: an empty group sums to 0). */
export const SUMS_SQL = sql.raw(`
  coalesce(sum(pre_tax), 0) as total_n,
  coalesce(sum(taxable_total), 0) as taxable_n,
  coalesce(sum(tax), 0) as tax_n,
  coalesce(sum(grand_total), 0) as grand_n,
  coalesce(sum(labor_hours_total) filter (where not has_sub), 0) as labor_hours_n,
  coalesce(sum(labor_cost_total) filter (where not has_sub), 0) as labor_cost_n,
  coalesce(sum(labor_grand_total) filter (where not has_sub), 0) as labor_total_n,
  coalesce(sum(material_cost_total) filter (where not has_sub), 0) as material_cost_n,
  coalesce(sum(material_grand_total) filter (where not has_sub), 0) as material_total_n,
  coalesce(sum(equipment_cost_total) filter (where not has_sub), 0) as equipment_cost_n,
  coalesce(sum(equipment_grand_total) filter (where not has_sub), 0) as equipment_total_n,
  coalesce(sum(other_costs_cost_total) filter (where not has_sub), 0) as other_cost_n,
  coalesce(sum(other_costs_grand_total) filter (where not has_sub), 0) as other_total_n,
  coalesce(sum(sub_cost) filter (where has_sub), 0) as sub_cost_n,
  coalesce(sum(sub_total) filter (where has_sub), 0) as sub_total_n,
  coalesce(bool_or(has_sub), false) as has_sub_any`);

/**
 * n / d rounded half away from zero to `places`, exactly (integer division of scaled values:
 * no intermediate rounding of PostgreSQL's numeric division); null when d is 0.
 */
function ratio(n: string, d: string, places: number): string {
  const scale = 10 ** places;
  return `case when (${d}) = 0 then null else
    (sign(${n}) * sign(${d}) * div(abs(${n}) * ${2 * scale} + abs(${d}), 2 * abs(${d})) / ${scale})::numeric(30, ${places})::text end`;
}
const money = (n: string) => `(${n})::numeric(20, 2)::text`;
const FRACTION = 4;
const PERCENT = 2;

const PARTS = [
  ['labor', 'labor'],
  ['material', 'material'],
  ['equipment', 'equipment'],
  ['other', 'other'],
] as const;

/** The summary row's fields (spec 1 §3 names) from SUMS_SQL's columns of `g`. */
export const SUM_FIELDS_SQL = sql.raw(`
  ${money('g.total_n')} as total,
  ${money('g.taxable_n')} as taxable_total,
  ${money('g.tax_n')} as tax,
  ${money('g.grand_n')} as grand_total,
  (g.labor_hours_n)::numeric(20, 4)::text as labor_hours,
  ${ratio('g.labor_cost_n', 'g.labor_hours_n', 2)} as labor_rate,
  ${PARTS.map(
    ([name, col]) => `
  ${money(`g.${col}_cost_n`)} as ${name}_cost,
  ${ratio(`g.${col}_total_n - g.${col}_cost_n`, `g.${col}_cost_n`, FRACTION)} as ${name}_markup,
  ${money(`g.${col}_total_n`)} as ${name}_total,`,
  ).join('')}
  ${money('g.sub_cost_n')} as subcontractor_cost_live,
  ${ratio('g.sub_total_n - g.sub_cost_n', 'g.sub_cost_n', FRACTION)} as subcontractor_markup_live,
  ${money('g.sub_total_n')} as subcontractor_total,
  ${money('g.sub_total_n')} as subcontractor_total_live,
  g.has_sub_any as has_subcontactor`);

/** The detail rows' markups as percents, 2 places (12.50 for 0.125). */
export const PERCENT_FIELDS_SQL = sql.raw(
  [...PARTS.map(([name, col]) => [name, col] as const), ['subcontractor', 'sub'] as const]
    .map(
      ([name, col]) =>
        `${ratio(`(g.${col}_total_n - g.${col}_cost_n) * 100`, `g.${col}_cost_n`, PERCENT)} as ${name}_markup_percent`,
    )
    .join(',\n'),
);

/** The summary fields as they come out of SUM_FIELDS_SQL. */
export const SUM_FIELD_NAMES = [
  'total',
  'taxable_total',
  'tax',
  'grand_total',
  'labor_hours',
  'labor_rate',
  'labor_cost',
  'labor_markup',
  'labor_total',
  'material_cost',
  'material_markup',
  'material_total',
  'equipment_cost',
  'equipment_markup',
  'equipment_total',
  'other_cost',
  'other_markup',
  'other_total',
  'subcontractor_cost_live',
  'subcontractor_markup_live',
  'subcontractor_total',
  'subcontractor_total_live',
  'has_subcontactor',
] as const;
