import { describe, expect, it } from 'vitest';
import { billingContract as c } from '@n5/shared/billing/contract';
import { contractsContract as k } from '@n5/shared/contracts/contract';
import { estimatingContract as e } from '@n5/shared/estimating/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { multipart, useTestApp } from '../../testing/build-test-app';
import { pdfPageTexts } from '../../testing/pdf-text';

const { callAs, refusedAs, requestAs, buildCondition, buildBillableProject } = useTestApp();

const pdf = Buffer.from('%PDF-1.4\n% signed change order\ntrailer<<>>\n%%EOF\n');
const which = (projectID: number, paymentApplicationType = 1) => ({
  projectID,
  paymentApplicationType,
});

/** A condition priced at $40.00 a unit, in-house, with nothing else (so PreTax = q × 40). */
async function fortyDollarCondition(projectID: number) {
  return buildCondition({
    projectID,
    subCategoryCode: '09-2900',
    ...{ LaborHours: '0', MaterialCost: '40', MaterialMarkup: '0' },
    ...{ EquipmentCost: '0', OtherCostsCost: '0' },
  });
}
const setField = (projectID: number, conditionID: number, field: string, value: string | null) =>
  requestAs('pm', e.setCondition, {
    body: { conditionID, projectID, subCategoryCode: '09-2900', field, value },
  });

/** Approves a client contract as the tab's manual upload does. */
async function approveByUpload(guid: string) {
  await callAs('pm', k.setClientDescription, { body: { guid, contractDescription: 'Deduct.' } });
  await callAs('pm', k.setClientWorkDays, { body: { guid, clientWorkDays: 0 } });
  return requestAs(
    'pm',
    k.uploadClientContract,
    {},
    multipart({ name: 'co.pdf', data: pdf, type: 'application/pdf' }, { contractGUID: guid }),
  );
}

describe('deductive change orders (issue 31 item 1)', () => {
  it('takes a negative quantity on a change order only, in-house', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const condition = await fortyDollarCondition(projectID);
    const id = condition.ConditionID;
    const loose = await setField(projectID, id, 'TotalQuantities', '-10');
    expect(loose.statusCode).toBe(400);
    expect(loose.json().error.message).toMatch(/belongs on a change order/);
    const { ClientContractID: co } = await callAs('pm', k.addClientContract, {
      body: { projectID },
    });
    expect((await setField(projectID, id, 'ClientContractID', co)).statusCode).toBe(200);
    const deducted = await setField(projectID, id, 'TotalQuantities', '-10');
    expect(deducted.statusCode).toBe(200);
    expect(deducted.json().condition).toMatchObject({ TotalQuantities: '-10.0000' });
    expect(deducted.json().condition.PreTax).toBe('-400.00');
    expect((await setField(projectID, id, 'TotalQuantities', '-99999999999')).statusCode).toBe(400);
    // Moving the deduction off its change order is refused; so is a negative labor rate.
    expect((await setField(projectID, id, 'ClientContractID', null)).statusCode).toBe(400);
    expect((await setField(projectID, id, 'LaborRate', '-1')).statusCode).toBe(400);
    const { contracts } = await callAs('pm', k.clientContracts, { query: { projectID } });
    expect(contracts.find((x) => x.ContractType === 'CO 1')?.GrandTotal).toBe('-400.00');
  });

  it('approves a deduction no line is billed past; refuses one that would be (409); shows it on the G702/G703', async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const { ClientContractID: co } = await callAs('pm', k.addClientContract, {
      body: { projectID },
    });
    const condition = await fortyDollarCondition(projectID);
    await setField(projectID, condition.ConditionID, 'ClientContractID', co);
    await setField(projectID, condition.ConditionID, 'TotalQuantities', '-10');
    // Pay app 1 bills $900.00 of gypsum board's $1,000.00: a $400.00 deduction would leave
    // $600.00 scheduled under $900.00 billed.
    const added = await callAs('pm', c.addPayApp, { body: { projectID } });
    const cell = { ...which(projectID), subCategoryCode: '09-2900' };
    await callAs('pm', c.setAmount, { body: { ...cell, amount: '900.00' } });
    // Sending it to the client is refused first: the client would sign what cannot be approved.
    await callAs('pm', k.setClientDescription, {
      body: { guid: co, contractDescription: 'Deduct.' },
    });
    await callAs('pm', k.setClientWorkDays, { body: { guid: co, clientWorkDays: 0 } });
    const send = await refusedAs('pm', k.sendClientContract, {
      body: { guid: co, projectID, recipients: ['client@example.com'], message: 'Please sign.' },
    });
    expect(send).toMatchObject({ status: 400 });
    expect(send.error.message).toMatch(/^CO 1 cannot be sent: .*\(\$300\.00 short\)/);
    const refused = await approveByUpload(co);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(
      '09-2900 Gypsum Board would be scheduled at $600.00, below the $900.00 already billed on it ($300.00 short).',
    );
    const still = await callAs('pm', k.clientContracts, { query: { projectID } });
    expect(still.contracts.find((x) => x.ContractType === 'CO 1')?.ContractStageCategory).toBe(
      'Pending',
    );

    await callAs('pm', c.setAmount, { body: { ...cell, amount: '600.00' } });
    expect((await approveByUpload(co)).statusCode).toBe(200);
    const tab = await callAs('pm', c.clientInvoicing, { query: { projectID } });
    expect(tab.payapps[0]).toMatchObject({
      subCategoryCode: '09-2900',
      approvedChanges: '-400.00',
      adjusted: '600.00',
      balanceToInvoice: '0.00',
    });
    // Billing past the reduced line: refused (403 without permissions 3 and 1).
    expect(
      (await refusedAs('pm', c.setAmount, { body: { ...cell, amount: '600.01' } })).status,
    ).toBe(403);

    const { payAppApprovalGrandTotals: head } = await callAs(
      'anonymous',
      payappContract.grandTotals,
      {
        query: { guid: added.guid },
      },
    );
    expect(head.g702).toMatchObject({
      originalContractSum: '4000.00',
      netChangeByChangeOrders: '-400.00',
      contractSumToDate: '3600.00',
    });
    expect(head.changeOrders).toEqual({ additions: '0.00', deductions: '-400.00', net: '-400.00' });
    await callAs('accounting', c.setStatus, { body: { ...which(projectID), status: 'Approved' } });
    const file = await requestAs('anonymous', payappContract.pdf, { query: { guid: added.guid } });
    const text = (await pdfPageTexts(file.rawPayload)).join('\n');
    expect(text).toContain('Change Order Summary');
    expect(text).toContain('-$400.00');
    expect(text).toContain('$600.00');
  });
});
