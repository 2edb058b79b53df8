import type { TContractStage } from '@n5/shared/contracts/constants';
import { deductionRefusal } from '@n5/shared/contracts/deductions';
import { ESTIMATING_TEXT } from '@n5/shared/estimating/constants';
import { computeCondition, holdSignedPrice } from '@n5/shared/estimating/math';
import { fieldLockReason, isNoQuantity, needsQuantity } from '@n5/shared/estimating/rules';
import { quoteInput } from '@n5/shared/core/errors';
import { isAdmin } from '@n5/shared/permissions/can';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { refuseOverflow, type TEstimatingDeps } from '../deps';
import { signedPriceOf } from '../derive';
import { fieldSpec, parseFieldValue } from '../fields';
import { auditView, present } from '../present';
import { conditionInputsOf } from '@n5/shared/estimating/math';
import { lockConditionForSave, updateCondition, type TConditionRow } from '../queries';

type TSpec = ReturnType<typeof fieldSpec>;
type TValue = ReturnType<typeof parseFieldValue>;

/**
 * A contract chosen on the card must be the project's, and not another signed one (a signed
 * contract's amount moves only through a change order, issue 28 item 2). Returns the stage and
 * type the condition's client contract now has.
 */
async function checkedContract(
  deps: TEstimatingDeps,
  tx: TDbOrTx,
  spec: TSpec,
  value: TValue,
  row: TConditionRow,
  current: { stage: TContractStage | null; type: string | null },
): Promise<{ stage: TContractStage | null; type: string | null }> {
  if (spec.kind === 'clientContract') {
    const contract =
      value === null
        ? null
        : await deps.contracts.findClientContract(tx, row.projectId, value as string);
    if (value !== null && !contract)
      throw badRequest(`${value} is not a client contract of project ${row.projectId}.`);
    if (contract?.stage === 'Approved' && contract.contractId !== row.clientContractId)
      throw conflict(`Client Contract: ${ESTIMATING_TEXT.approvedContractClosed}`);
    return { stage: contract?.stage ?? null, type: contract?.contractType ?? null };
  }
  if (spec.kind === 'subContract' && value !== null) {
    const contract = await deps.contracts.findSubContract(tx, row.projectId, value as string);
    if (!contract) throw badRequest(`${value} is not a sub contract of project ${row.projectId}.`);
    if (contract.stage === 'Approved' && contract.contractId !== row.subContractId)
      throw conflict(`Sub Contract: ${ESTIMATING_TEXT.approvedContractClosed}`);
  }
  return current;
}

/**
 * Saves one field of a condition (spec 1 §4): the field's rule (400; a negative quantity only on
 * a change order and in-house, issue 31), its lock (409), the
 * admin-only cost override (403), the derived totals recomputed with the signed price held, and
 * the audit rows. A field save is the editor's hot path (budget p95 < 50 ms): three statements
 * (the condition locked and read with its codes, project and bids; the update; the audit rows),
 * the reply built from what was written.
 */
export async function setConditionField(
  deps: TEstimatingDeps,
  input: {
    conditionID: number;
    projectID: number;
    subCategoryCode: string;
    field: string;
    value: string | number | null;
  },
  user: TUser,
) {
  const spec = fieldSpec(input.field);
  const value = parseFieldValue(spec, input.value);
  if (spec.field === 'OverwriteCostInd' && !isAdmin(user))
    throw forbidden('Only an admin may let the costs of a client-approved condition be changed.');
  return deps.db.transaction(async (tx) => {
    const j = await lockConditionForSave(tx, input.conditionID);
    if (!j || j.row.projectId !== input.projectID || j.subCategory !== input.subCategoryCode)
      throw notFound(
        `There is no condition ${input.conditionID} in ${input.subCategoryCode} of project ${input.projectID}.`,
      );
    const row = j.row;
    const lock = fieldLockReason(spec.field, row);
    if (lock) throw conflict(`${spec.label} is locked: ${lock}`);
    if (spec.field === 'TotalQuantities' && needsQuantity(row) && isNoQuantity(value as string))
      throw badRequest(
        'Enter the quantity: a condition with a client contract or a subcontractor needs one.',
      );
    const contract = await checkedContract(deps, tx, spec, value, row, {
      stage: j.contractStage,
      type: j.contractType,
    });
    const contractStage = contract.stage;
    const { project, bids } = j;
    const changed = { ...row, [spec.column]: value } as TConditionRow;
    const deduction = deductionRefusal({
      quantity: changed.totalQuantities,
      contractType: contract.type,
      selectedSubcontractorId: changed.selectedSubcontractorId,
    });
    if (deduction) throw badRequest(deduction);
    const bid = bids.find((b) => b.CompanyID === changed.selectedSubcontractorId);
    const derived = holdSignedPrice(
      computeCondition(
        conditionInputsOf(changed),
        bid ? { bidAmount: bid.BidAmount, markup: bid.Markup } : null,
        {
          ksRemodelingTaxInd: project.ksRemodelingTaxInd,
          taxRate: deps.config.KS_REMODEL_TAX_RATE,
        },
      ),
      signedPriceOf(row),
    );
    refuseOverflow(derived, `${spec.label} ${quoteInput(input.value)}`);
    await updateCondition(tx, row.conditionId, { [spec.column]: value, ...derived });
    const after = { ...changed, ...derived } as TConditionRow;
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'condition',
      entityId: row.conditionId,
      action: 'update',
      before: auditView(row),
      after: auditView(after),
    });
    return { condition: present({ ...j, row: after, contractStage }, project, bids) };
  });
}
