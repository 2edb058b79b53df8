import { totalsByStage } from '@n5/shared/contracts/totals';
import type { TContractsDeps } from '../deps';
import { clientContractsOf, invoicedWork } from '../list-contracts';

/** The client contracts' footer: totals by stage; Approved holds the project's billed work. */
export async function getClientTotals(deps: TContractsDeps, input: { projectId: number }) {
  const [rows, billed] = await Promise.all([
    clientContractsOf(deps, input.projectId),
    invoicedWork(deps, deps.db, input.projectId),
  ]);
  const { Approved, Pending, Inactive } = totalsByStage(
    rows.map((r) => ({ ...r, stage: r.ContractStageCategory })),
    (r) => ({ total: r.GrandTotal, invoiced: r.InvoicedTotal, received: r.ReceivedTotal }),
  );
  // Pay apps bill the approved schedule: the Approved footer holds the project's figures.
  return {
    totals: {
      Approved: { ...Approved, InvoicedTotal: billed.invoiced, ReceivedTotal: billed.received },
      Pending,
      Inactive,
    },
  };
}
