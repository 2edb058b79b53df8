import { describe, expect, it } from 'vitest';
import { browserContract as b } from '@n5/shared/browser/contract';
import { contractsContract as cc } from '@n5/shared/contracts/contract';
import { contractAmountOf } from '@n5/shared/contracts/contract-amount';
import { trackingContract as tr } from '@n5/shared/tracking/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs, buildProject, buildBillableProject, approveDeductiveChangeOrder, buildCondition } =
  useTestApp();

/** A client contract left pending (Base on a proposal, a change order once sold), priced. */
async function pendingContract(projectID: number, MaterialCost: string) {
  const { ClientContractID } = await callAs('superuser', cc.addClientContract, {
    body: { projectID },
  });
  await buildCondition({
    ...{ projectID, ClientContractID, TotalQuantities: '10', MeasurementType: 'EA' },
    ...{ LaborHours: '0', MaterialCost, MaterialMarkup: '0' },
  });
}

/**
 * Projects of every basis: sold (an approved Base), sold with an approved deductive and a pending
 * change order, a proposal with a pending Base, and one with no contract.
 */
async function buildProjects() {
  const sold = (await buildBillableProject()).ProjectID;
  const changed = (await buildBillableProject()).ProjectID;
  await approveDeductiveChangeOrder(changed);
  await pendingContract(changed, '25');
  const proposal = (await buildProject()).ProjectID;
  await pendingContract(proposal, '40.5');
  const empty = (await buildProject()).ProjectID;
  return [sold, changed, proposal, empty];
}

/**
 * Issue 40 item 2: a project's Contract column is what its Client Contract tab holds, by the
 * shared rule, and once sold it is Tracking's Adjusted total.
 */
describe("the browser's contract amount", () => {
  it("is each project's client contracts, and Tracking's Adjusted once approved", async () => {
    const ids = await buildProjects();
    const [active, archive] = await Promise.all([
      callAs('pm', b.listActive),
      callAs('pm', b.listArchive),
    ]);
    const rows = [...active.projects, ...archive.projects].filter((r) => ids.includes(r.ProjectID));
    expect(rows).toHaveLength(ids.length);
    expect(rows.some((r) => r.ContractAmountBasis === 'Approved')).toBe(true);
    expect(rows.some((r) => r.ContractAmountBasis === 'Proposal')).toBe(true);
    for (const row of rows) {
      const query = { projectID: row.ProjectID };
      const { contracts } = await callAs('pm', cc.clientContracts, { query });
      const expected = contractAmountOf(
        contracts.map((k) => ({
          contractType: k.ContractType,
          stage: k.ContractStageCategory,
          grandTotal: k.GrandTotal,
        })),
      );
      expect({
        id: row.ProjectID,
        amount: row.ContractAmount,
        basis: row.ContractAmountBasis,
      }).toEqual({ id: row.ProjectID, ...expected });
      if (expected.basis === 'Approved') {
        const { totals } = await callAs('pm', tr.costTrackingTotals, { query });
        expect({ id: row.ProjectID, adjusted: totals.adjusted }).toEqual({
          id: row.ProjectID,
          adjusted: expected.amount,
        });
      }
    }
  });
});
