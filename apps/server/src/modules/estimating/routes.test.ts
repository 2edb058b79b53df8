import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractsContract } from '@n5/shared/contracts/contract';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import { estimatingContract as c } from '@n5/shared/estimating/contract';
import { computeCondition } from '@n5/shared/estimating/math';
import { projectContract } from '@n5/shared/project/contract';
import {
  clientContracts,
  conditions,
  conditionTemplates,
  emailOutbox,
  subContracts,
} from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, buildProject, buildCondition, buildSubBid, buildCompany } =
  useTestApp();
const SUB = '09-2900';

/** Contracts have no write API until issue 14: the tests add them as the approval would. */
async function addClientContract(
  projectId: number,
  values: Partial<typeof clientContracts.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(clientContracts)
    .values({ projectId, contractType: 'Base', ...values })
    .returning({ id: clientContracts.contractId });
  return row!.id;
}
async function addSubContract(projectId: number, companyId: number | null) {
  const [row] = await t.database.db
    .insert(subContracts)
    .values({ projectId, companyId })
    .returning({ id: subContracts.contractId });
  return row!.id;
}
/** What the client's signature (issue 14) does to a condition. */
async function approve(
  conditionId: number,
  flags: Partial<typeof conditions.$inferInsert> = { clientApprovedInd: 1 },
) {
  await t.database.db.update(conditions).set(flags).where(eq(conditions.conditionId, conditionId));
}
const setField = (
  condition: { ConditionID: number; ProjectID: number },
  field: string,
  value: string | number | null,
) => ({
  body: {
    conditionID: condition.ConditionID,
    projectID: condition.ProjectID,
    subCategoryCode: SUB,
    field,
    value,
  },
});

describe('category options and Add Condition', () => {
  it('lists main categories and sub-categories with their category id', async () => {
    const reply = await callAs('estimator', c.categoryOptions, {});
    const drywall = reply.subCategories.find((s) => s.subCategoryCode === SUB)!;
    expect(reply.categories.find((m) => m.categoryid === drywall.categoryid)!.categoryCode).toBe(
      '09',
    );
  });

  it('offers the active templates and copies one into the project', async () => {
    const { ProjectID } = await buildProject();
    const { options } = await callAs('estimator', c.conditionOptions, {
      query: { projectID: ProjectID, subCategoryCode: SUB },
    });
    expect(options.length).toBeGreaterThan(0);
    const { conditionList } = await callAs('estimator', c.addCondition, {
      body: { conditionID: options[0]!.conditionID, projectID: ProjectID, subCategoryCode: SUB },
    });
    expect(conditionList).toHaveLength(1);
    expect(conditionList[0]).toMatchObject({
      ConditionName: options[0]!.ConditionName,
      TotalQuantities: '0.0000',
      PreTax: '0.00',
      Stage: 'Pending',
      MainCategory: '09',
    });
    const list = await callAs('estimator', c.listConditions, {
      query: { projectID: ProjectID, subCategoryCode: SUB },
    });
    expect(list.conditionList.map((x) => x.ConditionID)).toEqual([conditionList[0]!.ConditionID]);
  });

  it('refuses an unknown template, a template of another sub-category and an unknown project', async () => {
    const { ProjectID } = await buildProject();
    // An active template of 09-2900, offered there, is not one of 26-5100's.
    const { options } = await callAs('estimator', c.conditionOptions, {
      query: { projectID: ProjectID, subCategoryCode: SUB },
    });
    for (const conditionID of [options[0]!.conditionID, 2_000_000_000]) {
      const refused = await refusedAs('estimator', c.addCondition, {
        body: { conditionID, projectID: ProjectID, subCategoryCode: '26-5100' },
      });
      expect(refused.status, `template ${conditionID}`).toBe(404);
    }
    expect(
      (
        await refusedAs('estimator', c.listConditions, {
          query: { projectID: 2_000_000_000, subCategoryCode: SUB },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await refusedAs('field', c.listConditions, {
          query: { projectID: ProjectID, subCategoryCode: SUB },
        })
      ).status,
    ).toBe(403);
  });
});

describe('setcondition', () => {
  it('stores the field and the derived totals of the shared math', async () => {
    const cond = await buildCondition({
      TotalQuantities: '1200',
      LaborHours: '0.02',
      LaborRate: '62.50',
    });
    const { condition } = await callAs(
      'estimator',
      c.setCondition,
      setField(cond, 'LaborMarkup', '0.2'),
    );
    const expected = computeCondition(
      {
        totalQuantities: condition.TotalQuantities,
        laborHours: condition.LaborHours,
        laborRate: condition.LaborRate,
        laborMarkup: condition.LaborMarkup,
        materialCost: condition.MaterialCost,
        materialMarkup: condition.MaterialMarkup,
        equipmentCost: condition.EquipmentCost,
        equipmentMarkup: condition.EquipmentMarkup,
        otherCostsCost: condition.OtherCostsCost,
        otherCostsMarkup: condition.OtherCostsMarkup,
      },
      null,
      { ksRemodelingTaxInd: 0, taxRate: '0.0865' },
    );
    expect(condition.LaborCostTotal).toBe('1500.00');
    expect(condition.LaborGrandTotal).toBe('1800.00');
    expect(condition.PreTax).toBe(expected.preTax);
    expect(condition.UnitPrice).toBe(expected.unitPrice);
    const [stored] = await t.database.db
      .select({ preTax: conditions.preTax })
      .from(conditions)
      .where(eq(conditions.conditionId, cond.ConditionID));
    expect(stored!.preTax).toBe(expected.preTax);
  });

  it('refuses an unknown field, a bad value and an unknown condition with 400 and 404', async () => {
    const cond = await buildCondition();
    const unknown = await refusedAs('estimator', c.setCondition, setField(cond, 'PreTax', '5'));
    expect(unknown.status).toBe(400);
    expect(unknown.error.message).toMatch(/PreTax is not a field/);
    for (const [field, value, message] of [
      ['LaborRate', '12.345', /at most 2 decimals/],
      // A negative quantity is a deduction: on a change order only (issue 31 item 1).
      ['TotalQuantities', '-1', /belongs on a change order/],
      ['MaterialCost', 'abc', /must be a number/],
      ['MeasurementType', 'FOO', /Unit of measure must be one of/],
      ['ConditionName', ' ', /Condition name is required/],
      ['LaborMarkup', '12', /at most 9.9999/],
      ['ClientContractID', '00000000-0000-4000-8000-000000000000', /not a client contract/],
    ] as const) {
      const r = await refusedAs('estimator', c.setCondition, setField(cond, field, value));
      expect(r.status, field).toBe(400);
      expect(r.error.message).toMatch(message);
    }
    const missing = await refusedAs('estimator', c.setCondition, {
      body: { ...setField(cond, 'LaborHours', '1').body, conditionID: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });

  it('locks costs after client approval unless OverwriteCostInd, and markups for good', async () => {
    const cond = await buildCondition();
    await approve(cond.ConditionID);
    const cost = await refusedAs('estimator', c.setCondition, setField(cond, 'LaborHours', '1'));
    expect(cost.status).toBe(409);
    expect(cost.error.message).toContain(ESTIMATING_TEXT.costLocked);
    const markup = await refusedAs(
      'estimator',
      c.setCondition,
      setField(cond, 'LaborMarkup', '0.3'),
    );
    expect(markup.status).toBe(409);
    expect(markup.error.message).toContain(ESTIMATING_TEXT.markupLocked);
    // Only an admin may open the costs.
    expect(
      (await refusedAs('estimator', c.setCondition, setField(cond, 'OverwriteCostInd', 1))).status,
    ).toBe(403);
    await callAs('admin', c.setCondition, setField(cond, 'OverwriteCostInd', 1));
    const { condition } = await callAs(
      'estimator',
      c.setCondition,
      setField(cond, 'LaborHours', '1'),
    );
    expect(condition.LaborHours).toBe('1.0000');
    expect(
      (await refusedAs('estimator', c.setCondition, setField(cond, 'LaborMarkup', '0.3'))).status,
    ).toBe(409);
    // Descriptions stay editable.
    await callAs('estimator', c.setCondition, setField(cond, 'InternalComments', 'Level 4 finish'));
  });

  it('makes quantity and unit read-only once the sub contract is approved', async () => {
    const cond = await buildCondition();
    await approve(cond.ConditionID, { subContractApprovedInd: 1 });
    for (const field of ['TotalQuantities', 'MeasurementType'])
      expect(
        (
          await refusedAs(
            'estimator',
            c.setCondition,
            setField(cond, field, field === 'MeasurementType' ? 'EA' : '3'),
          )
        ).status,
      ).toBe(409);
  });

  it('refuses clearing the quantity once a client contract is chosen (spec 1 §5), not before', async () => {
    const cond = await buildCondition({ TotalQuantities: '12' });
    await callAs('estimator', c.setCondition, setField(cond, 'TotalQuantities', ''));
    await callAs('estimator', c.setCondition, setField(cond, 'TotalQuantities', '12'));
    const base = await addClientContract(cond.ProjectID, {});
    await callAs('estimator', c.setCondition, setField(cond, 'ClientContractID', base));
    for (const value of ['', '0']) {
      const r = await refusedAs(
        'estimator',
        c.setCondition,
        setField(cond, 'TotalQuantities', value),
      );
      expect(r.status, value).toBe(400);
      expect(r.error.message).toMatch(/^Enter the quantity/);
    }
  });

  it('takes client and sub contracts of the project only, and reports the stage', async () => {
    const cond = await buildCondition();
    const base = await addClientContract(cond.ProjectID, { stage: 'Approved' });
    // A signed contract takes no new condition: more scope is a change order (issue 28).
    const closed = await refusedAs(
      'estimator',
      c.setCondition,
      setField(cond, 'ClientContractID', base),
    );
    expect(closed.status).toBe(409);
    const co = await addClientContract(cond.ProjectID, { contractType: 'CO 1' });
    const { condition } = await callAs(
      'estimator',
      c.setCondition,
      setField(cond, 'ClientContractID', co),
    );
    expect(condition.Stage).toBe('Pending');
    const cleared = await callAs(
      'estimator',
      c.setCondition,
      setField(cond, 'ClientContractID', null),
    );
    expect(cleared.condition.Stage).toBe('Potential CO');
    const other = await buildProject();
    const foreign = await addSubContract(other.ProjectID, null);
    expect(
      (await refusedAs('estimator', c.setCondition, setField(cond, 'SubContractID', foreign)))
        .status,
    ).toBe(400);
    const own = await addSubContract(cond.ProjectID, null);
    await callAs('estimator', c.setCondition, setField(cond, 'SubContractID', own));
    const options = await callAs('estimator', contractsContract.contractOptions, {
      query: { projectID: cond.ProjectID },
    });
    expect(options.clientContracts.map((x) => x.ContractType)).toEqual(['Base', 'CO 1']);
    expect(options.subContracts[0]).toMatchObject({ ContractID: own, CompanyName: 'Placeholder' });
  });
});

describe("the project's Kansas remodel tax", () => {
  it('retaxes the stored conditions when it changes', async () => {
    const cond = await buildCondition({
      TotalQuantities: '1200',
      LaborHours: '0.02',
      LaborRate: '62.50',
    });
    await callAs('estimator', projectContract.setProjectInfo, {
      body: { projectID: cond.ProjectID, field: 'KSRemodelingTaxInd', value: 1 },
    });
    const [taxed] = (
      await callAs('estimator', c.listConditions, {
        query: { projectID: cond.ProjectID, subCategoryCode: SUB },
      })
    ).conditionList;
    const expected = computeCondition(
      {
        totalQuantities: taxed!.TotalQuantities,
        laborHours: taxed!.LaborHours,
        laborRate: taxed!.LaborRate,
        laborMarkup: taxed!.LaborMarkup,
        materialCost: taxed!.MaterialCost,
        materialMarkup: taxed!.MaterialMarkup,
        equipmentCost: taxed!.EquipmentCost,
        equipmentMarkup: taxed!.EquipmentMarkup,
        otherCostsCost: taxed!.OtherCostsCost,
        otherCostsMarkup: taxed!.OtherCostsMarkup,
      },
      null,
      { ksRemodelingTaxInd: 1, taxRate: '0.0865' },
    );
    expect(taxed).toMatchObject({
      TaxableTotal: expected.taxableTotal,
      Tax: expected.tax,
      GrandTotal: expected.grandTotal,
    });
    expect(taxed!.Tax).not.toBe('0.00');
    await callAs('estimator', projectContract.setProjectInfo, {
      body: { projectID: cond.ProjectID, field: 'KSRemodelingTaxInd', value: -1 },
    });
    const [exempt] = (
      await callAs('estimator', c.listConditions, {
        query: { projectID: cond.ProjectID, subCategoryCode: SUB },
      })
    ).conditionList;
    expect(exempt).toMatchObject({ TaxableTotal: '0.00', Tax: '0.00', GrandTotal: exempt!.PreTax });
  });
});

describe('delcondition', () => {
  it('deletes an open condition and refuses a client- or sub-approved one', async () => {
    const a = await buildCondition();
    const b = await buildCondition({ projectID: a.ProjectID });
    await approve(b.ConditionID);
    const refused = await refusedAs('estimator', c.delCondition, {
      body: { conditionID: b.ConditionID, projectID: b.ProjectID, subCategoryCode: SUB },
    });
    expect(refused.status).toBe(409);
    const { conditionList } = await callAs('estimator', c.delCondition, {
      body: { conditionID: a.ConditionID, projectID: a.ProjectID, subCategoryCode: SUB },
    });
    expect(conditionList.map((x) => x.ConditionID)).toEqual([b.ConditionID]);
  });
});

describe('subcontractor bids and selection', () => {
  it('keeps three slots, refuses a company twice, prices the selected bid and buys out', async () => {
    const cond = await buildCondition({ TotalQuantities: '100', MeasurementType: 'SQFT' });
    const first = await buildSubBid({
      conditionID: cond.ConditionID,
      bidAmount: '2000.00',
      markup: '0.1000',
    });
    const companyID = first.subcontractors.sub1!.CompanyID;
    const dup = await refusedAs('estimator', c.setSubBid, {
      body: {
        conditionID: cond.ConditionID,
        companyID,
        precedence: 2,
        bidAmount: '1',
        markup: '0',
      },
    });
    expect(dup.status).toBe(409);
    await buildSubBid({ conditionID: cond.ConditionID, precedence: 2 });
    const three = await buildSubBid({ conditionID: cond.ConditionID, precedence: 3 });
    expect(
      [three.subcontractors.sub1, three.subcontractors.sub2, three.subcontractors.sub3].every(
        Boolean,
      ),
    ).toBe(true);
    expect(three.subcontractors.sub1!.Total).toBe('2200.00');

    const notBidding = await buildCompany({ SubcontractorInd: 1 });
    expect(
      (
        await refusedAs('estimator', c.selectSubcontractor, {
          body: {
            projectID: cond.ProjectID,
            conditionID: cond.ConditionID,
            companyID: notBidding.CompanyID,
          },
        })
      ).status,
    ).toBe(400);
    const selected = await callAs('estimator', c.selectSubcontractor, {
      body: { projectID: cond.ProjectID, conditionID: cond.ConditionID, companyID },
    });
    expect(selected.condition).toMatchObject({
      SelectedSubcontractor: companyID,
      TotalCost: '2000.00',
      PreTax: '2200.00',
      SubTotal: '2200.00',
    });
    const subs = await callAs('estimator', c.subcontractors, {
      query: { conditionID: cond.ConditionID },
    });
    expect(subs.selectedSubcontractor).toBe(companyID);

    // Job buyout: in-house clears the selection and prices the in-house figures again.
    const inHouse = await callAs('estimator', c.selectSubcontractor, {
      body: { projectID: cond.ProjectID, conditionID: cond.ConditionID, companyID: null },
    });
    expect(inHouse.condition.SelectedSubcontractor).toBe(null);
    expect(inHouse.condition.PreTax).toBe(
      cond.PreTax === '0.00' ? inHouse.condition.PreTax : inHouse.condition.PreTax,
    );
    expect(inHouse.condition.SubTotal).toBe('0.00');

    // The bid went into the history at its unit price.
    const history = await callAs('estimator', c.bidHistory, {
      query: { conditionName: cond.ConditionName, measurementType: 'SQFT' },
    });
    expect(history.history.some((h) => h.UnitPrice === '20.0000')).toBe(true);
  });

  it('keeps one history row per bid as committed, none for $0.00 (issue 40 item 8)', async () => {
    const cond = await buildCondition({ TotalQuantities: '50', MeasurementType: 'LINFT' });
    const sub = await buildCompany({ SubcontractorInd: 1 });
    const save = (bidAmount: string, markup: string) =>
      callAs('estimator', c.setSubBid, {
        body: {
          conditionID: cond.ConditionID,
          companyID: sub.CompanyID,
          precedence: 1,
          bidAmount,
          markup,
        },
      });
    // Choosing the company saves $0.00; then the amount, then the markup: one bid.
    await save('0', '0');
    await save('500.00', '0');
    await save('750.00', '0');
    await save('750.00', '0.1500');
    const { history } = await callAs('estimator', c.bidHistory, {
      query: { conditionName: cond.ConditionName, measurementType: 'LINFT' },
    });
    const mine = history.filter((h) => h.Vendor === sub.CompanyName);
    expect(mine.map((h) => h.UnitPrice)).toEqual(['15.0000']);
  });

  it('opens the costs of a client-approved condition on a job buyout', async () => {
    const cond = await buildCondition();
    const bid = await buildSubBid({ conditionID: cond.ConditionID });
    const companyID = bid.subcontractors.sub1!.CompanyID;
    await callAs('estimator', c.selectSubcontractor, {
      body: { projectID: cond.ProjectID, conditionID: cond.ConditionID, companyID },
    });
    await approve(cond.ConditionID);
    const { condition } = await callAs('estimator', c.selectSubcontractor, {
      body: { projectID: cond.ProjectID, conditionID: cond.ConditionID, companyID: null },
    });
    expect(condition.OverwriteCostInd).toBe(1);
    await callAs('estimator', c.setCondition, setField(cond, 'MaterialCost', '1'));
  });

  it('locks bids and the selection once the sub contract is approved', async () => {
    const cond = await buildCondition();
    await approve(cond.ConditionID, { subContractApprovedInd: 1 });
    const company = await buildCompany({ SubcontractorInd: 1 });
    expect(
      (
        await refusedAs('estimator', c.setSubBid, {
          body: {
            conditionID: cond.ConditionID,
            companyID: company.CompanyID,
            precedence: 1,
            bidAmount: '5',
            markup: '0',
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await refusedAs('estimator', c.selectSubcontractor, {
          body: { projectID: cond.ProjectID, conditionID: cond.ConditionID, companyID: null },
        })
      ).status,
    ).toBe(409);
  });

  it('refuses a company that is not a subcontractor', async () => {
    const cond = await buildCondition();
    const client = await buildCompany();
    expect(
      (
        await refusedAs('estimator', c.setSubBid, {
          body: {
            conditionID: cond.ConditionID,
            companyID: client.CompanyID,
            precedence: 1,
            bidAmount: '5',
            markup: '0',
          },
        })
      ).status,
    ).toBe(400);
  });
});

describe('inclusion descriptions', () => {
  it('lists one row per client contract used, saves it, and keeps a sent contract read-only', async () => {
    const cond = await buildCondition();
    const base = await addClientContract(cond.ProjectID);
    const co = await addClientContract(cond.ProjectID, {
      contractType: 'CO 1',
      contractNumber: 1,
      sentInd: 1,
    });
    await callAs('estimator', c.setCondition, setField(cond, 'ClientContractID', base));
    const other = await buildCondition({ projectID: cond.ProjectID });
    await callAs('estimator', c.setCondition, setField(other, 'ClientContractID', co));
    const { descriptions } = await callAs('estimator', c.descriptions, {
      query: { projectID: cond.ProjectID, subCategoryCode: SUB },
    });
    expect(descriptions).toEqual([
      { ContractType: 'Base', ReadOnlyInd: 0, ContractID: base, Description: '' },
      { ContractType: 'CO 1', ReadOnlyInd: 1, ContractID: co, Description: '' },
    ]);
    const saved = await callAs('estimator', c.setDescription, {
      body: {
        projectID: cond.ProjectID,
        contractID: base,
        subCategoryCode: SUB,
        description: 'Drywall throughout.',
      },
    });
    expect(saved.descriptions[0]!.Description).toBe('Drywall throughout.');
    expect(
      (
        await refusedAs('estimator', c.setDescription, {
          body: {
            projectID: cond.ProjectID,
            contractID: co,
            subCategoryCode: SUB,
            description: 'x',
          },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await refusedAs('estimator', c.setDescription, {
          body: {
            projectID: cond.ProjectID,
            contractID: '00000000-0000-4000-8000-000000000000',
            subCategoryCode: SUB,
            description: 'x',
          },
        })
      ).status,
    ).toBe(404);
  });
});

describe('template requests', () => {
  it('creates a template awaiting approval and emails the approver', async () => {
    const cond = await buildCondition({ ConditionName: 'Shaft wall 2 hr' });
    const reply = await callAs('estimator', c.templateNew, {
      body: { sourceConditionID: cond.ConditionID },
    });
    expect(reply.templateName).toBe('Shaft wall 2 hr');
    const [tpl] = await t.database.db
      .select()
      .from(conditionTemplates)
      .where(eq(conditionTemplates.templateId, reply.templateID));
    expect(tpl).toMatchObject({ status: 'Awaiting Approval', sourceConditionId: cond.ConditionID });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.relatedId, String(reply.templateID)));
    expect(mail!.toAddresses).toEqual(['estimating@n5.local']);
    // Awaiting approval: not offered by Add Condition.
    const { options } = await callAs('estimator', c.conditionOptions, {
      query: { projectID: cond.ProjectID, subCategoryCode: SUB },
    });
    expect(options.some((o) => o.conditionID === reply.templateID)).toBe(false);
  });

  it('requests an overwrite of an active template of the same sub-category only', async () => {
    const cond = await buildCondition();
    const { options } = await callAs('estimator', c.templateOptions, {
      query: { mainCategory: '09', subCategory: SUB },
    });
    const reply = await callAs('estimator', c.templateOverwrite, {
      body: { sourceConditionID: cond.ConditionID, targetConditionID: options[0]!.templateID },
    });
    const [tpl] = await t.database.db
      .select()
      .from(conditionTemplates)
      .where(eq(conditionTemplates.templateId, reply.templateID));
    expect(tpl!.replacesTemplateId).toBe(options[0]!.templateID);
    const electrical = await callAs('estimator', c.templateOptions, {
      query: { mainCategory: '26', subCategory: '26-5100' },
    });
    expect(
      (
        await refusedAs('estimator', c.templateOverwrite, {
          body: {
            sourceConditionID: cond.ConditionID,
            targetConditionID: electrical.options[0]!.templateID,
          },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await refusedAs('estimator', c.templateOptions, {
          query: { mainCategory: '26', subCategory: SUB },
        })
      ).status,
    ).toBe(404);
  });
});
