import { contractDetail, sumMoney } from '@n5/shared/contracts/totals';
import { projectOr404, type TContractsDeps } from '../deps';
import { clientContractRows, projectConditionAmounts } from '../queries';

/** The client contract detail: amounts by category and contract type, with change orders. */
export async function getClientDetail(deps: TContractsDeps, input: { projectId: number }) {
  const { db } = deps;
  const { projectId } = input;
  await projectOr404(db, projectId);
  const [rows, amounts] = await Promise.all([
    clientContractRows(db, { projectId }),
    projectConditionAmounts(db, projectId),
  ]);
  const byId = new Map(rows.map((r) => [r.contractId, r]));
  const detail = contractDetail(
    amounts.flatMap((a) => {
      const c = a.clientContractId ? byId.get(a.clientContractId) : undefined;
      if (!c) return [];
      return [
        {
          categoryCode: a.categoryCode,
          mainCategoryID: a.mainCategoryId,
          subCategoryCode: a.subCategoryCode,
          contractType: c.contractType,
          stage: c.stage,
          amount: sumMoney([a.preTax, a.tax]),
        },
      ];
    }),
  );
  return {
    ...detail,
    coqty: detail.coTypes.length,
    approvedContractTypes: rows.filter((r) => r.stage === 'Approved').map((r) => r.contractType),
  };
}
