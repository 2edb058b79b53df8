import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conditionTemplatesContract as c } from '@n5/shared/condition-templates/contract';
import { estimatingContract } from '@n5/shared/estimating/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { emailOutbox } from '../../db/schema/index';
import { useTestApp } from '../../testing/build-test-app';

const { t, callAs, refusedAs, userOf, buildCondition, buildTemplateRequest } = useTestApp();
let estimator: TUser;

beforeAll(async () => {
  estimator = await userOf('estimator');
});

const listOf = async (status: 'awaiting-approval' | 'active' | 'inactive') =>
  (await callAs('admin', c.list, { query: { status } })).templates;
const activeTemplateOf = async (name?: string) => {
  const { options } = await callAs('admin', estimatingContract.templateOptions, {
    query: { mainCategory: '09', subCategory: '09-2900' },
  });
  return name ? options.find((o) => o.ConditionName === name)! : options[0]!;
};
const decisionEmailOf = async (templateId: number) => {
  const [email] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.relatedEntity, 'condition_template'),
        eq(emailOutbox.relatedId, String(templateId)),
      ),
    )
    .orderBy(desc(emailOutbox.emailId));
  return email;
};

describe('condition template approval', () => {
  it('lists an estimator’s new request awaiting approval, approves it and emails the requester', async () => {
    const condition = await buildCondition({ MaterialCost: '12.5000' });
    const request = await callAs('estimator', estimatingContract.templateNew, {
      body: { sourceConditionID: condition.ConditionID },
    });
    const awaiting = (await listOf('awaiting-approval')).find(
      (x) => x.ConditionID === request.templateID,
    )!;
    expect(awaiting).toMatchObject({
      ApprovalType: 'New',
      ActiveInd: 0,
      RejectedInd: 0,
      MaterialCost: '12.5000',
      CreatedByLastName: estimator.LastName,
      SubCategoryCode: '09-2900',
    });
    const { template } = await callAs('admin', c.approve, {
      body: { conditionID: request.templateID },
    });
    expect(template).toMatchObject({ Status: 'Active', ActiveInd: 1 });
    expect((await listOf('active')).map((x) => x.ConditionID)).toContain(request.templateID);
    const email = await decisionEmailOf(request.templateID);
    expect(email!.toAddresses).toEqual([estimator.EmailAddress]);
    expect(email!.subject).toContain('approved');
  });

  it('rejects a request, reactivates it with approve and deactivates it with reject', async () => {
    const { templateID } = await buildTemplateRequest();
    const rejected = await callAs('admin', c.reject, { body: { conditionID: templateID } });
    expect(rejected.template).toMatchObject({ Status: 'Inactive', RejectedInd: 1 });
    expect((await decisionEmailOf(templateID))!.subject).toContain('rejected');
    expect((await listOf('inactive')).map((x) => x.ConditionID)).toContain(templateID);
    const again = await callAs('admin', c.reject, { body: { conditionID: templateID } });
    expect(again.template.Status).toBe('Inactive');
    const back = await callAs('admin', c.approve, { body: { conditionID: templateID } });
    expect(back.template.Status).toBe('Active');
    const off = await callAs('admin', c.reject, { body: { conditionID: templateID } });
    expect(off.template.Status).toBe('Inactive');
  });

  it('compares an overwrite request with its target, and approving it overwrites the target', async () => {
    const target = await activeTemplateOf();
    const { templateID } = await buildTemplateRequest({
      template: target.ConditionName,
      ConditionName: 'Gypsum board - overwrite check',
      LaborRate: '71.25',
      overwrite: target.templateID,
    });
    const detail = await callAs('admin', c.overwriteDetail, { params: { id: String(templateID) } });
    expect(detail.oldValue?.ConditionID).toBe(target.templateID);
    expect(detail.newValue).toMatchObject({ ApprovalType: 'Overwrite', LaborRate: '71.25' });
    const { template } = await callAs('admin', c.approve, { body: { conditionID: templateID } });
    expect(template).toMatchObject({
      ConditionID: target.templateID,
      ConditionName: 'Gypsum board - overwrite check',
      LaborRate: '71.25',
      Status: 'Active',
    });
    const lists = [...(await listOf('awaiting-approval')), ...(await listOf('inactive'))];
    expect(lists.map((x) => x.ConditionID)).not.toContain(templateID);
    const twice = await refusedAs('admin', c.approve, { body: { conditionID: templateID } });
    expect(twice.status).toBe(409);
  });

  it('edits the fields of spec 2 §5 and refuses the others and out-of-range values', async () => {
    const { templateID } = await buildTemplateRequest();
    const edit = (field: string, value: string | number | null) => ({
      body: { conditionID: templateID, field, value },
    });
    const { template } = await callAs('admin', c.update, edit('MaterialMarkup', '0.25'));
    expect(template.MaterialMarkup).toBe('0.2500');
    expect(
      (await callAs('admin', c.update, edit('MeasurementType', 'SQYD'))).template,
    ).toMatchObject({ MeasurementType: 'SQYD' });
    expect(
      (await callAs('admin', c.update, edit('TotalQuantities', 40))).template.TotalQuantities,
    ).toBe('40.0000');
    const markup = await refusedAs('admin', c.update, edit('LaborMarkup', '0.5'));
    expect(markup.status).toBe(400);
    expect(markup.error.message).toContain('LaborMarkup is not an editable template field');
    expect((await refusedAs('admin', c.update, edit('LaborTotal', '1'))).status).toBe(400);
    const big = await refusedAs('admin', c.update, edit('MaterialMarkup', '10'));
    expect(big.status).toBe(400);
    expect(big.error.message).toContain('MaterialMarkup');
    expect((await refusedAs('admin', c.update, edit('MeasurementType', 'BOX'))).status).toBe(400);
    expect((await refusedAs('admin', c.update, edit('ConditionName', ' '))).status).toBe(400);
  });

  it('refuses non-admins, unknown templates and bad lists', async () => {
    const { templateID } = await buildTemplateRequest();
    const body = { body: { conditionID: templateID } };
    expect((await refusedAs('pm', c.list, { query: { status: 'active' } })).status).toBe(403);
    expect((await refusedAs('estimator', c.approve, body)).status).toBe(403);
    expect((await refusedAs('accounting', c.reject, body)).status).toBe(403);
    expect(
      (
        await refusedAs('pm', c.update, {
          body: { conditionID: templateID, field: 'LaborRate', value: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (await refusedAs('pm', c.overwriteDetail, { params: { id: String(templateID) } })).status,
    ).toBe(403);
    expect((await refusedAs('admin', c.approve, { body: { conditionID: 999999 } })).status).toBe(
      404,
    );
    expect(
      (await refusedAs('admin', c.list, { query: { status: 'everything' as 'active' } })).status,
    ).toBe(400);
  });

  it('keeps the overwrite and new tabs apart', async () => {
    const target = await activeTemplateOf();
    const overwrite = await buildTemplateRequest({ overwrite: target.templateID });
    const fresh = await buildTemplateRequest();
    const only = (
      await callAs('admin', c.list, { query: { status: 'awaiting-approval', type: 'Overwrite' } })
    ).templates.map((x) => x.ConditionID);
    expect(only).toContain(overwrite.templateID);
    expect(only).not.toContain(fresh.templateID);
  });
});
