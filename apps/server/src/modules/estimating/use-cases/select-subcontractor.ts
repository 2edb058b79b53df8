import { DEDUCTION_IN_HOUSE, isDeduction } from '@n5/shared/contracts/deductions';
import { bidsLockReason, needsJobBuyout } from '@n5/shared/estimating/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict } from '../../../lib/errors';
import { conditionOr404, projectOr404, refuseOverflow, type TEstimatingDeps } from '../deps';
import { derive } from '../derive';
import { auditView, presentOne } from '../present';
import { listBids, lockCondition, updateCondition, type TConditionRow } from '../queries';

/**
 * Selects the subcontractor who does a condition (one with a bid), or none (in-house; a job
 * buyout of sold work opens its costs): the bids' lock (409), the totals recomputed; audited.
 */
export async function selectSubcontractor(
  deps: TEstimatingDeps,
  input: { projectID: number; conditionID: number; companyID: number | null },
  user: TUser,
) {
  await conditionOr404(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const row = (await lockCondition(tx, input.conditionID))!;
    const lock = bidsLockReason(row);
    if (lock) throw conflict(`The subcontractor selection is locked: ${lock}`);
    const update: Partial<TConditionRow> = { selectedSubcontractorId: input.companyID };
    if (input.companyID !== null) {
      const bids = await listBids(tx, [row.conditionId]);
      if (!bids.some((b) => b.CompanyID === input.companyID))
        throw badRequest('Only a subcontractor with a bid on this condition can be selected.');
      // A deduction (negative quantity) is priced in-house (issue 31 item 1).
      if (isDeduction(row.totalQuantities)) throw badRequest(DEDUCTION_IN_HOUSE);
    } else if (needsJobBuyout(row) && row.clientApprovedInd === 1) {
      // Job buyout of sold work: the company does it in-house, so its job costs open up.
      update.overwriteCostInd = 1;
    }
    const project = await projectOr404(tx, row.projectId);
    const changed = { ...row, ...update };
    const derived = await derive(tx, changed, {
      ksRemodelingTaxInd: project.ksRemodelingTaxInd,
      taxRate: deps.config.KS_REMODEL_TAX_RATE,
    });
    refuseOverflow(derived, 'The selected bid');
    await updateCondition(tx, row.conditionId, { ...update, ...derived });
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition',
      entityId: row.conditionId,
      action: 'update',
      before: auditView(row),
      after: auditView({ ...changed, ...derived } as TConditionRow),
    });
    return { condition: await presentOne(tx, row.conditionId) };
  });
}
