import { parseInteger } from '@n5/shared/core/integer';
import { RECEIPT_PROJECT_STAGES } from '@n5/shared/receipts/rules';
import { badRequest, notFound } from '../../../lib/errors';
import type { TReceiptsDeps } from '../deps';
import { findProjectStage, listConditionOptions as selectConditions } from '../queries';

/** A project's conditions with internal comments and subcontractor scope (spec 3 §2.10 step 2). */
export async function listConditionOptions(deps: TReceiptsDeps, input: { projectID: string }) {
  const projectId = parseInteger(input.projectID)!;
  const project = await findProjectStage(deps.db, projectId);
  if (!project) throw notFound(`There is no project ${input.projectID}.`);
  if (!(RECEIPT_PROJECT_STAGES as readonly string[]).includes(project.stageType)) {
    throw badRequest('Receipts are taken for Approved and In Progress projects only.');
  }
  return selectConditions(deps.db, projectId);
}
