import { describe, expect, it } from 'vitest';
import { billingContract } from '@n5/shared/billing/contract';
import { estimatingContract } from '@n5/shared/estimating/contract';
import { kpiContract } from '@n5/shared/kpi/contract';
import { projectContract } from '@n5/shared/project/contract';
import { useTestApp } from '../testing/build-test-app';

const { callAs, refusedAs, buildCondition, buildCompany, buildBillableProject } = useTestApp();

/** A 400 whose message names the field (or what the field made too large). */
async function expect400(
  refusal: Promise<{ status: number; error: { message: string } }>,
  name: RegExp,
) {
  const { status, error } = await refusal;
  expect(status, error.message).toBe(400);
  expect(error.message).toMatch(name);
}

/**
 * Numbers the database cannot hold (issue 30 item 1: PostgreSQL 22003 answered 500) and
 * padded numeric text (item 9: " 1 " was taken for money, percents and Days, refused for ids).
 */
describe('numbers a column cannot hold, and padded numbers, are 400s naming the field', () => {
  it('a condition field or bid whose totals would not fit their columns', async () => {
    const condition = await buildCondition();
    const at = {
      conditionID: condition.ConditionID,
      projectID: condition.ProjectID,
      subCategoryCode: '09-2900',
    };
    const set = (field: string, value: string | number) =>
      refusedAs('pm', estimatingContract.setCondition, { body: { ...at, field, value } });
    await callAs('pm', estimatingContract.setCondition, {
      body: { ...at, field: 'TotalQuantities', value: '9999999999.9999' },
    });
    await expect400(
      set('LaborHours', 2147483648),
      /^Labor hours 2147483648 is too large: the condition's/,
    );
    await expect400(set('LaborHours', '9999999999.9999'), /^Labor hours/);
    await expect400(set('MaterialCost', '9999999999.9999'), /^Material cost/);
    await expect400(set('LaborRate', '99999.99'), /^Labor rate/);

    const company = await buildCompany({ SubcontractorInd: 1 });
    const bid = (bidAmount: string, markup: string) =>
      refusedAs('pm', estimatingContract.setSubBid, {
        body: {
          conditionID: condition.ConditionID,
          companyID: company.CompanyID,
          precedence: 1,
          bidAmount,
          markup,
        },
      });
    await expect400(bid('999999999999.99', '0.1'), /bid amount/);
    await expect400(bid('1000000000000000', '0'), /bidAmount/);
    await expect400(bid('1', '2147483648'), /markup/);
    // Nothing was stored by the refusals: the card still reads.
    const { sub1 } = await callAs('pm', estimatingContract.subcontractors, {
      query: { conditionID: condition.ConditionID },
    });
    expect(sub1).toBeNull();
  });

  it('a pay app amount or percent beyond its column', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const { paymentApplicationType } = await callAs('pm', billingContract.addPayApp, {
      body: { projectID },
    });
    const which = { projectID, paymentApplicationType };
    await expect400(
      refusedAs('pm', billingContract.setAmount, {
        body: { ...which, subCategoryCode: '09-2900', amount: '1000000000000000' },
      }),
      /"amount": must be a number from 0 to 999999999999.99/,
    );
    await expect400(
      refusedAs('pm', billingContract.setColumn, { body: { ...which, percent: 2147483648 } }),
      /"percent": must be a number from 0 to 99999.9999/,
    );
  });

  it('refuses padded numeric text for money, percents, Days, hours and quarters, as for ids', async () => {
    const condition = await buildCondition();
    const at = {
      conditionID: condition.ConditionID,
      projectID: condition.ProjectID,
      subCategoryCode: '09-2900',
    };
    const company = await buildCompany({ SubcontractorInd: 1 });
    const projectID = (await buildBillableProject()).ProjectID;
    const { paymentApplicationType } = await callAs('pm', billingContract.addPayApp, {
      body: { projectID },
    });
    const which = { projectID, paymentApplicationType };
    for (const padded of [' 1 ', '1 ', ' 1', '\t1']) {
      await expect400(
        refusedAs('pm', estimatingContract.setCondition, {
          body: { ...at, field: 'LaborHours', value: padded },
        }),
        /Labor hours must be a number/,
      );
      await expect400(
        refusedAs('pm', estimatingContract.setSubBid, {
          body: {
            conditionID: condition.ConditionID,
            companyID: company.CompanyID,
            precedence: 1,
            bidAmount: padded,
            markup: '0',
          },
        }),
        /bidAmount/,
      );
      await expect400(
        refusedAs('pm', billingContract.setAmount, {
          body: { ...which, subCategoryCode: '09-2900', amount: padded },
        }),
        /amount/,
      );
      await expect400(
        refusedAs('pm', billingContract.setColumn, { body: { ...which, percent: padded } }),
        /percent/,
      );
      for (const [field, label] of [
        ['Days', /Days must be a whole number/],
        ['Retention', /Retention must be a percent/],
        ['Probability', /Probability must be a percent/],
      ] as const) {
        await expect400(
          refusedAs('superuser', projectContract.setProjectInfo, {
            body: {
              projectID: condition.ProjectID,
              field,
              value: field === 'Days' ? padded : padded.replace('1', '0.1'),
            },
          }),
          label,
        );
      }
      await expect400(
        refusedAs('pm', kpiContract.kpi, { query: { quarter: padded, year: '2026' } }),
        /quarter/,
      );
    }
  });
});
