import { contractKind } from '@n5/shared/contracts/constants';
import { clientReadiness, subReadiness } from '@n5/shared/contracts/rules';
import type { TDbOrTx } from '../../db/client';
import {
  clientContractRows,
  projectConditionAmounts,
  subContractRows,
  type TClientContractRow,
  type TSubContractRow,
} from './queries';

/** Spec 1 §8: whether a client contract may be sent or approved by upload, and why not. */
export async function clientReadinessOf(tx: TDbOrTx, row: TClientContractRow) {
  const [all, amounts] = await Promise.all([
    clientContractRows(tx, { projectId: row.projectId }),
    projectConditionAmounts(tx, row.projectId),
  ]);
  const subs = await subContractRows(tx, { projectId: row.projectId });
  const placeholderSubs = new Set(
    subs.filter((s) => s.companyId === null).map((s) => s.contractId),
  );
  const baseApproved = all.some((c) => c.contractType === 'Base' && c.stage === 'Approved');
  const pendingAlternates = new Set(
    all
      .filter((c) => contractKind(c.contractType) === 'Alt' && c.stage === 'Pending')
      .map((c) => c.contractId),
  );
  return clientReadiness({
    contractType: row.contractType,
    description: row.description,
    workDays: row.workDays,
    baseApproved,
    unresolvedAlternateConditions: baseApproved
      ? amounts.filter((a) => a.clientContractId && pendingAlternates.has(a.clientContractId))
          .length
      : 0,
    placeholderConditions: amounts.filter(
      (a) =>
        a.clientContractId === row.contractId &&
        a.subContractId &&
        placeholderSubs.has(a.subContractId),
    ).length,
  });
}

/** Spec 1 §8: whether a sub contract may be sent, and why not. */
export async function subReadinessOf(tx: TDbOrTx, row: TSubContractRow) {
  const [clients, amounts] = await Promise.all([
    clientContractRows(tx, { projectId: row.projectId }),
    projectConditionAmounts(tx, row.projectId),
  ]);
  return subReadiness({
    baseApproved: clients.some((c) => c.contractType === 'Base' && c.stage === 'Approved'),
    companyId: row.companyId,
    conditionCount: amounts.filter((a) => a.subContractId === row.contractId).length,
    workDays: row.workDays,
  });
}
