import type { z } from 'zod';
import { isPoNumberFor, RECEIPT_PROJECT_STAGES } from '@n5/shared/receipts/rules';
import type { ZSaveProjectReceiptBody } from '@n5/shared/receipts/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { badRequest, forbidden } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TReceiptsDeps } from '../deps';
import { findConditionProject, findProjectStage } from '../queries';
import { insertAuditedReceipt } from './insert-audited-receipt';
import { checkReceiptFields, cleanText } from './receipt-fields';

type TInput = z.infer<typeof ZSaveProjectReceiptBody>;

/** The project and condition of a receipt: an Approved or In Progress project, its own condition. */
async function checkProjectAndCondition(deps: TReceiptsDeps, input: TInput, user: TUser) {
  const project = await findProjectStage(deps.db, input.projectID);
  if (!project) throw badRequest(`There is no project ${input.projectID}.`);
  if (!(RECEIPT_PROJECT_STAGES as readonly string[]).includes(project.stageType)) {
    throw badRequest('Receipts are taken for Approved and In Progress projects only.');
  }
  const conditionProject = await findConditionProject(deps.db, input.conditionID);
  if (conditionProject !== input.projectID) {
    throw badRequest(
      `Condition ${input.conditionID} is not a condition of project ${input.projectID}.`,
    );
  }
  if (input.userID !== null && input.userID !== undefined && input.userID !== user.UserID) {
    throw forbidden('A receipt is submitted by the person who bought it: userID must be yours.');
  }
  const po = input.PONumber.trim();
  if (!isPoNumberFor(po, user.UserID, input.conditionID)) {
    throw badRequest(
      `PONumber must be ${user.UserID}-${input.conditionID}-n, with n a whole number from 1 to 10000.`,
    );
  }
  return po;
}

/**
 * Submits a project receipt to accounting (spec 3 §2.10 step 7): stored with its PDF, its PO
 * number and condition, and counted as material cost of the condition on the Tracking tab.
 */
export async function saveProjectReceipt(deps: TReceiptsDeps, input: TInput, user: TUser) {
  const fields = await checkReceiptFields(
    deps,
    { ...input, total: input.unformattedTotal ?? input.total },
    user,
  );
  const po = await checkProjectAndCondition(deps, input, user);
  return keyedTransaction(deps.db, async (tx) => {
    const values = {
      kind: 'project' as const,
      receiptNumber: po,
      projectId: input.projectID,
      conditionId: input.conditionID,
      userId: user.UserID,
      vendor: cleanText(input.vendor),
      notes: cleanText(input.notes),
      ...fields,
    };
    return insertAuditedReceipt(tx, values, user);
  });
}
