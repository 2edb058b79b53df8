import type { TDbOrTx } from '../../db/client';
import { projectOr404, type TContractsDeps } from './deps';
import { toClient, toSub } from './present';
import { clientContractRows, projectConditionAmounts, subContractRows } from './queries';

/** The project's invoiced and received work on pay apps (0 without the billing module). */
export function invoicedWork(deps: TContractsDeps, tx: TDbOrTx, projectId: number) {
  return deps.billing?.invoicedWork(tx, projectId) ?? { invoiced: '0.00', received: '0.00' };
}

/** The project's client contracts as the tab shows them (404 for an unknown project). */
export async function clientContractsOf(
  deps: TContractsDeps,
  projectId: number,
  tx: TDbOrTx = deps.db,
) {
  const project = await projectOr404(tx, projectId);
  const [rows, amounts, billed] = await Promise.all([
    clientContractRows(tx, { projectId }),
    projectConditionAmounts(tx, projectId),
    invoicedWork(deps, tx, projectId),
  ]);
  const approved = rows.filter((r) => r.stage === 'Approved');
  return rows.map((r) => {
    const row = toClient(r, project, amounts);
    // Pay apps bill sub-categories, not contracts: a contract's share is exact only when it
    // is the project's one approved contract (docs/rules.md "Billing").
    return approved.length === 1 && approved[0] === r
      ? { ...row, InvoicedTotal: billed.invoiced, ReceivedTotal: billed.received }
      : row;
  });
}

/** The project's sub contracts as the tab shows them (404 for an unknown project). */
export async function subContractsOf(
  deps: TContractsDeps,
  projectId: number,
  tx: TDbOrTx = deps.db,
) {
  const project = await projectOr404(tx, projectId);
  const [rows, amounts] = await Promise.all([
    subContractRows(tx, { projectId }),
    projectConditionAmounts(tx, projectId),
  ]);
  return rows.map((r) => toSub(r, project, amounts));
}

type TRowRef = { projectId: number; contractId: string };
const pick = <T extends { GUID: string }>(rows: T[], guid: string) =>
  rows.find((c) => c.GUID === guid)!;

/** One client contract as the tab shows it, after a change in the transaction. */
export const clientContractOf = async (deps: TContractsDeps, tx: TDbOrTx, row: TRowRef) =>
  pick(await clientContractsOf(deps, row.projectId, tx), row.contractId);

/** One sub contract as the tab shows it, after a change in the transaction. */
export const subContractOf = async (deps: TContractsDeps, tx: TDbOrTx, row: TRowRef) =>
  pick(await subContractsOf(deps, row.projectId, tx), row.contractId);
