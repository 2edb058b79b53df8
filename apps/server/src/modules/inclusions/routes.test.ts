import { sql } from 'drizzle-orm';
import { contractsContract as cc } from '@n5/shared/contracts/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { div, fromNumeric, isZero, mul, sub, toNumeric } from '@n5/shared/core/decimal';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { INCLUSION_STAGES } from '@n5/shared/estimating/constants';
import { estimatingContract as ec } from '@n5/shared/estimating/contract';
import {
  summarizeConditions,
  type TInclusionSummary,
  type TSummaryInput,
} from '@n5/shared/estimating/math';
import { inclusionsContract as c } from '@n5/shared/inclusions/contract';
import { summaryBlock } from '@n5/shared/inclusions/rules';
import type { TInclusionSums } from '@n5/shared/inclusions/schemas';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, buildProject, buildBillableProject, buildCondition, buildSubBid } =
  useTestApp();

interface TBuiltCondition extends TSummaryInput {
  projectId: number;
  categoryId: number;
  subCategoryId: number;
  clientContractId: string | null;
  contractType: string | null;
  contractStage: TContractStage | null;
  baseApproved: boolean;
  subName: string | null;
}

/** The shared math's summary with the reply's (spec 1 §3) field names. */
function expected(rows: TBuiltCondition[]): TInclusionSums {
  const s: TInclusionSummary = summarizeConditions(rows);
  return {
    total: s.total,
    taxable_total: s.taxable_total,
    tax: s.tax,
    grand_total: s.grand_total,
    labor_hours: s.labor_hours,
    labor_rate: s.labor_rate,
    labor_cost: s.labor_cost,
    labor_markup: s.labor_markup,
    labor_total: s.labor_total,
    material_cost: s.material_cost,
    material_markup: s.material_markup,
    material_total: s.material_total,
    equipment_cost: s.equipment_cost,
    equipment_markup: s.equipment_markup,
    equipment_total: s.equipment_total,
    other_cost: s.other_cost,
    other_markup: s.other_markup,
    other_total: s.other_total,
    subcontractor_cost_live: s.subcontractor_cost,
    subcontractor_markup_live: s.subcontractor_markup,
    subcontractor_total: s.subcontractor_total,
    subcontractor_total_live: s.subcontractor_total,
    has_subcontactor: s.has_subcontractor,
  };
}

const percentOf = (cost: string, total: string) => {
  const c = fromNumeric(cost);
  return isZero(c)
    ? null
    : toNumeric(div(mul(sub(fromNumeric(total), c), fromNumeric('100')), c, 2), 2);
};

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

let built: TBuiltCondition[] = [];
let projectIds: number[] = [];

/** Priced fields of a condition: labour, material with markup, equipment and other costs. */
const priced = (n: number) => ({
  ...{ TotalQuantities: String(10 * n), MeasurementType: 'SQFT', LaborHours: `${n}.5` },
  ...{ LaborMarkup: '0.1500', MaterialCost: `${12 * n}.35`, MaterialMarkup: '0.2000' },
  ...{ EquipmentCost: String(40 * n), OtherCostsCost: '17.25', OtherCostsMarkup: '0.0500' },
});

/**
 * Projects whose conditions fill every stage table: a sold job (the billable project's approved
 * Base in two divisions, a pending and an inactive change order, an alternate, conditions on no
 * contract (Potential CO), one of them with a selected subcontractor) and a proposal (conditions
 * on no contract before any Base is approved: Pending). Returns their ids.
 */
async function buildInclusionProjects(): Promise<number[]> {
  const sold = (await buildBillableProject()).ProjectID;
  const contract = async (kind: 'client' | 'alternate') =>
    (
      await callAs('superuser', kind === 'client' ? cc.addClientContract : cc.addAlternate, {
        body: { projectID: sold },
      })
    ).ClientContractID;
  const [co, inactive, alternate] = [
    await contract('client'),
    await contract('client'),
    await contract('alternate'),
  ];
  for (const [subCategoryCode, ClientContractID, n] of [
    ['09-2900', co, 1],
    ['09-9100', co, 2],
    ['26-5100', inactive, 3],
    ['22-4000', alternate, 4],
    ['09-2900', alternate, 5],
    ['09-3000', null, 6],
  ] as const) {
    await buildCondition({ projectID: sold, subCategoryCode, ClientContractID, ...priced(n) });
  }
  await callAs('superuser', cc.clientInactive, { body: { guid: inactive } });
  const withSub = await buildCondition({
    projectID: sold,
    subCategoryCode: '26-5100',
    ...priced(7),
  });
  const bid = await buildSubBid({ conditionID: withSub.ConditionID, bidAmount: '2400.00' });
  await callAs('superuser', ec.selectSubcontractor, {
    body: {
      projectID: sold,
      conditionID: withSub.ConditionID,
      companyID: bid.subcontractors.sub1!.CompanyID,
    },
  });
  const proposal = (await buildProject()).ProjectID;
  for (const [subCategoryCode, n] of [
    ['09-2900', 8],
    ['09-2900', 9],
    ['26-5100', 10],
  ] as const) {
    await buildCondition({ projectID: proposal, subCategoryCode, ...priced(n) });
  }
  return [sold, proposal];
}

beforeAll(async () => {
  const ids = await buildInclusionProjects();
  const { rows } = (await t.database.db.execute(sql`
    select c.project_id, s.main_category_id, c.sub_category_id, c.client_contract_id::text,
           cc.contract_type, cc.stage, co.company_name,
           exists (select 1 from client_contracts b where b.project_id = c.project_id
                   and b.contract_type = 'Base' and b.stage = 'Approved') as base_approved,
           c.labor_hours_total::text, c.labor_cost_total::text, c.labor_grand_total::text,
           c.material_cost_total::text, c.material_grand_total::text,
           c.equipment_cost_total::text, c.equipment_grand_total::text,
           c.other_costs_cost_total::text, c.other_costs_grand_total::text,
           c.sub_cost::text, c.sub_total::text, c.pre_tax::text, c.taxable_total::text,
           c.tax::text, c.grand_total::text, c.selected_subcontractor_id
    from conditions c join sub_categories s using (sub_category_id)
    left join client_contracts cc on cc.contract_id = c.client_contract_id
    left join companies co on co.company_id = c.selected_subcontractor_id
    where c.project_id in (${sql.join(ids, sql`, `)})`)) as unknown as {
    rows: Array<Record<string, string | number | boolean | null>>;
  };
  built = rows.map((r) => ({
    projectId: r.project_id as number,
    categoryId: r.main_category_id as number,
    subCategoryId: r.sub_category_id as number,
    clientContractId: r.client_contract_id as string | null,
    contractType: r.contract_type as string | null,
    contractStage: r.stage as TContractStage | null,
    baseApproved: r.base_approved as boolean,
    subName: r.company_name as string | null,
    hasSelectedSub: r.selected_subcontractor_id !== null,
    laborHoursTotal: r.labor_hours_total as string,
    laborCostTotal: r.labor_cost_total as string,
    laborGrandTotal: r.labor_grand_total as string,
    materialCostTotal: r.material_cost_total as string,
    materialGrandTotal: r.material_grand_total as string,
    equipmentCostTotal: r.equipment_cost_total as string,
    equipmentGrandTotal: r.equipment_grand_total as string,
    otherCostsCostTotal: r.other_costs_cost_total as string,
    otherCostsGrandTotal: r.other_costs_grand_total as string,
    subCost: r.sub_cost as string,
    subTotal: r.sub_total as string,
    preTax: r.pre_tax as string,
    taxableTotal: r.taxable_total as string,
    tax: r.tax as string,
    grandTotal: r.grand_total as string,
  }));
  projectIds = [...new Set(built.map((s) => s.projectId))].sort((a, b) => a - b);
});

const blockOf = (s: TBuiltCondition) =>
  summaryBlock(
    s.contractType ? { contractType: s.contractType, stage: s.contractStage! } : null,
    s.baseApproved,
  );

describe('inclusion totals agree with the shared math on projects that fill every table', () => {
  it('every stage table of every project: sub-category rows, category subtotals, footer', async () => {
    const stagesSeen = new Set<string>();
    let rowsChecked = 0;
    for (const projectId of projectIds) {
      const mine = built.filter((s) => s.projectId === projectId);
      for (const stage of INCLUSION_STAGES) {
        const inStage = mine.filter((s) => blockOf(s) === stage);
        const reply = await callAs('estimator', c.totals, { params: { projectId, status: stage } });
        expect(reply.footer, `${projectId} ${stage} footer`).toEqual(expected(inStage));
        const bySub = groupBy(inStage, (s) => s.subCategoryId);
        expect(reply.inclusions.map((r) => r.sub_category_id).sort()).toEqual(
          [...bySub.keys()].sort(),
        );
        for (const row of reply.inclusions) {
          const rows = bySub.get(row.sub_category_id)!;
          const { category_id, project_id, contract_stage_type } = row;
          expect({ category_id, project_id, contract_stage_type }).toEqual({
            category_id: rows[0]!.categoryId,
            project_id: projectId,
            contract_stage_type: stage,
          });
          expect(row, `${projectId} ${stage} ${row.sub_category_code}`).toMatchObject(
            expected(rows),
          );
          rowsChecked++;
        }
        const byCategory = groupBy(inStage, (s) => s.categoryId);
        expect(reply.categories).toHaveLength(byCategory.size);
        for (const cat of reply.categories)
          expect(cat).toMatchObject(expected(byCategory.get(cat.category_id)!));
        expect(reply.subs_with_children.sort()).toEqual(
          [...bySub]
            .filter(([, r]) => r.some((s) => s.clientContractId))
            .map(([id]) => id)
            .sort(),
        );
        if (inStage.length) stagesSeen.add(stage);
      }
    }
    expect([...stagesSeen].sort()).toEqual([...INCLUSION_STAGES].sort());
    expect(rowsChecked).toBeGreaterThan(5);
  });

  it('detail rows by client contract, on every sub-category', async () => {
    let checked = 0;
    for (const projectId of projectIds) {
      const mine = built.filter((s) => s.projectId === projectId);
      for (const stage of INCLUSION_STAGES) {
        const inStage = mine.filter((s) => blockOf(s) === stage);
        for (const [subCategoryId, rows] of groupBy(inStage, (s) => s.subCategoryId)) {
          const reply = await callAs('pm', c.detail, {
            params: {
              projectId,
              categoryId: rows[0]!.categoryId,
              subCategoryId,
              contractStageType: stage,
            },
          });
          const byContract = groupBy(rows, (s) => s.clientContractId);
          expect(reply.inclusions.map((r) => r.client_contract_id).sort()).toEqual(
            [...byContract.keys()].sort(),
          );
          for (const row of reply.inclusions) {
            const own = byContract.get(row.client_contract_id)!;
            const sums = expected(own);
            expect(row).toMatchObject(sums);
            expect(row.client_contract_type).toBe(own[0]!.contractType);
            if (row.client_contract_type === 'Base') expect(row.client_contract_number).toBe(1);
            // The percents are (total - cost) x 100 / cost at 2 places, from the exact sums.
            expect(row.labor_markup_percent).toBe(percentOf(sums.labor_cost, sums.labor_total));
            expect(row.subcontractor_markup_percent).toBe(
              percentOf(sums.subcontractor_cost_live, sums.subcontractor_total),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('the legacy reply: each stage and the Alternates block, with block totals and sub names', async () => {
    let alternates = 0;
    for (const projectId of projectIds) {
      const mine = built.filter((s) => s.projectId === projectId);
      const reply = await callAs('pm', c.legacy, { query: { projectID: projectId } });
      for (const block of reply.inclusionSummary) {
        const rows =
          block.contractStageCategory === 'Alternates'
            ? mine.filter((s) => s.contractType?.startsWith('Alt '))
            : mine.filter((s) => blockOf(s) === block.contractStageCategory);
        const e = expected(rows);
        expect(block.preTax).toBe(e.total);
        expect(block.grandTotal).toBe(e.grand_total);
        expect(block.laborRate).toBe(e.labor_rate);
        expect(block.subMarkup).toBe(e.subcontractor_markup_live);
        expect(block.subList).toEqual(
          [...new Set(rows.map((s) => s.subName).filter((n) => n !== null))].sort(),
        );
      }
      for (const row of reply.inclusions) {
        const rows = mine.filter(
          (s) =>
            s.subCategoryId === row.subCategoryID &&
            (row.contractStageCategory === 'Alternates'
              ? s.contractType === row.alternateContractType
              : blockOf(s) === row.contractStageCategory),
        );
        const e = expected(rows);
        expect(row.inclusionSummary.preTax).toBe(e.total);
        expect(row.inclusionSummary.materialMarkup).toBe(e.material_markup);
        expect(row.inclusionSummary.subTotal).toBe(e.subcontractor_total);
        if (row.contractStageCategory === 'Alternates') alternates++;
      }
    }
    expect(alternates).toBeGreaterThan(0);
  });

  it('each alternate contract type with its summary', async () => {
    let seen = 0;
    for (const projectId of projectIds) {
      const mine = built.filter((s) => s.projectId === projectId);
      const reply = await callAs('pm', c.alternateInclusions, { query: { projectID: projectId } });
      for (const alt of reply.alternates) {
        const rows = mine.filter((s) => s.clientContractId === alt.contractID);
        expect(alt.footer).toEqual(expected(rows));
        for (const row of alt.inclusions)
          expect(row).toMatchObject(
            expected(rows.filter((s) => s.subCategoryId === row.sub_category_id)),
          );
        expect(alt.alternateSelectedInd).toBe(alt.contractStageCategory === 'Approved' ? 1 : 0);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('refusals and empty projects', () => {
  it('answers an empty stage with no rows and a zero footer', async () => {
    const { ProjectID } = await buildProject();
    const reply = await callAs('pm', c.totals, {
      params: { projectId: ProjectID, status: 'inactive' },
    });
    expect(reply.inclusions).toEqual([]);
    expect(reply.categories).toEqual([]);
    expect(reply.footer).toEqual(expected([]));
    // Without a status: Approved (spec 1 §7 "Approved default").
    const first = projectIds[0]!;
    expect(await callAs('pm', c.totalsApproved, { params: { projectId: first } })).toEqual(
      await callAs('pm', c.totals, { params: { projectId: first, status: 'Approved' } }),
    );
    const legacy = await callAs('pm', c.legacy, { query: { projectID: ProjectID } });
    expect(legacy).toEqual({ inclusions: [], inclusionSummary: [] });
    const alternates = await callAs('pm', c.alternateInclusions, {
      query: { projectID: ProjectID },
    });
    expect(alternates.alternates).toEqual([]);
  });

  it('refuses an unknown project (404), a bad status (400), and a wrong category (404)', async () => {
    const unknown = await refusedAs('pm', c.totals, {
      params: { projectId: 987654, status: 'Approved' },
    });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'NOT_FOUND' } });
    for (const refused of [
      await refusedAs('pm', c.legacy, { query: { projectID: 987654 } }),
      await refusedAs('pm', c.alternateInclusions, { query: { projectID: 987654 } }),
    ])
      expect(refused.status).toBe(404);
    const bad = await refusedAs('pm', c.totals, {
      params: { projectId: projectIds[0]!, status: 'Done' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toContain('Approved, Pending, Potential CO, Inactive');
    expect((await refusedAs('pm', c.legacy, { query: { projectID: 'abc' } })).status).toBe(400);
    const first = built.find((s) => s.projectId === projectIds[0])!;
    const wrongCategory = await refusedAs('pm', c.detail, {
      params: {
        projectId: first.projectId,
        categoryId: first.categoryId + 1000,
        subCategoryId: first.subCategoryId,
        contractStageType: 'Approved',
      },
    });
    expect(wrongCategory.status).toBe(404);
  });

  it('is for office users: field users 403, anonymous 401', async () => {
    const params = { projectId: projectIds[0]!, status: 'Approved' };
    expect((await refusedAs('field', c.totals, { params })).status).toBe(403);
    expect((await refusedAs('anonymous', c.totals, { params })).status).toBe(401);
    expect(
      (await refusedAs('field', c.legacy, { query: { projectID: projectIds[0]! } })).status,
    ).toBe(403);
  });
});
