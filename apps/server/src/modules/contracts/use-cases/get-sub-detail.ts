import { contractNumberOf } from '@n5/shared/contracts/rules';
import { contractDetail } from '@n5/shared/contracts/totals';
import { projectOr404, type TContractsDeps } from '../deps';
import { projectConditionAmounts, subContractRows } from '../queries';

/** The sub contract detail: bid amounts by category, company and contract type. */
export async function getSubDetail(deps: TContractsDeps, input: { projectId: number }) {
  const { db } = deps;
  const { projectId } = input;
  await projectOr404(db, projectId);
  const [rows, amounts] = await Promise.all([
    subContractRows(db, { projectId }),
    projectConditionAmounts(db, projectId),
  ]);
  const byId = new Map(rows.map((r) => [r.contractId, r]));
  // A sub contract's changes: its alternates approved (Approved changes) or pending.
  const detail = contractDetail(
    amounts.flatMap((a) => {
      const c = a.subContractId ? byId.get(a.subContractId) : undefined;
      if (!c) return [];
      const type = c.subContractType;
      return [
        {
          categoryCode: a.categoryCode,
          mainCategoryID: a.mainCategoryId,
          subCategoryCode: a.subCategoryCode,
          companyName: c.companyName ?? 'Placeholder',
          // Sub alternates count as change orders on the sub detail.
          contractType: type === 'Base' ? 'Base' : `CO ${contractNumberOf(type)}`,
          stage: c.stage,
          amount: a.bidAmount,
        },
      ];
    }),
  );
  return {
    rows: detail.rows,
    totals: detail.totals,
    coTypes: [],
    coqty: 0,
    approvedContractTypes: rows.filter((r) => r.stage === 'Approved').map((r) => r.subContractType),
  };
}
