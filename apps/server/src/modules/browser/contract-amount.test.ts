import { describe, expect, it } from 'vitest';
import { browserContract as b } from '@n5/shared/browser/contract';
import { contractsContract as cc } from '@n5/shared/contracts/contract';
import { contractAmountOf } from '@n5/shared/contracts/contract-amount';
import { trackingContract as tr } from '@n5/shared/tracking/contract';
import { useTestApp } from '../../testing/build-test-app';

const { callAs } = useTestApp();

/**
 * The seeded demo (issue 40 item 2): every project's Contract column is what its Client
 * Contract tab holds, by the shared rule, and once sold it is Tracking's Adjusted total.
 */
describe("the browser's contract amount over the seed", () => {
  it("is each project's client contracts, and Tracking's Adjusted once approved", async () => {
    const [active, archive] = await Promise.all([
      callAs('pm', b.listActive),
      callAs('pm', b.listArchive),
    ]);
    const rows = [...active.projects, ...archive.projects.slice(0, 20)];
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
